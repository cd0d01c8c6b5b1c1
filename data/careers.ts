/**
 * Open positions listed on /careers/ below the page sections. Applications go to
 * {email} with the subject "Careers", naming the role in the first line.
 */
export interface OpenPosition {
  id: string;
  title: string;
  team: string;
  location: string;
  type: 'Full-time' | 'Internship' | 'Contract';
  experience: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export const openPositions: OpenPosition[] = [
  {
    id: 'senior-react-engineer',
    title: 'Senior React Engineer',
    team: 'Product Engineering',
    location: 'Pune (hybrid)',
    type: 'Full-time',
    experience: '5-8 years',
    summary:
      'Lead frontend work on a client team building a customer-facing commerce platform for a North American retailer, from component design to performance budgets in production.',
    responsibilities: [
      'Design and build features in React and TypeScript, from API contract to release, with unit and Playwright tests alongside the code.',
      'Own frontend architecture decisions for the team and record them as architecture decision records.',
      'Set and enforce performance and accessibility budgets (Core Web Vitals, WCAG 2.2 AA) in CI.',
      'Review pull requests and mentor two to three mid-level engineers.',
      'Join sprint demos and refinement sessions with the client product owner, and estimate work honestly.',
    ],
    requirements: [
      'Five or more years building production web applications, at least three of them with React and TypeScript.',
      'Solid experience with Next.js or a comparable framework, including server-side rendering and caching.',
      'Practical knowledge of state management, data fetching and component testing with tools such as React Testing Library.',
      'Working understanding of web accessibility and browser performance profiling.',
      'Clear written and spoken English, and comfort with regular overlap hours for US Eastern time.',
    ],
  },
  {
    id: 'python-data-engineer',
    title: 'Python Data Engineer',
    team: 'Data Science',
    location: 'Pune (hybrid)',
    type: 'Full-time',
    experience: '3-6 years',
    summary:
      'Build and run the data pipelines behind demand forecasting and reporting for retail and consumer clients, working closely with our data scientists.',
    responsibilities: [
      'Design batch and incremental pipelines in Python and SQL, orchestrated with Apache Airflow.',
      'Model data in cloud warehouses such as Snowflake, BigQuery or Amazon Redshift, using dbt for transformations.',
      'Add data-quality checks, lineage and alerting so that broken inputs are caught before they reach a dashboard.',
      'Prepare feature datasets for forecasting and machine-learning models with the data science team.',
      'Keep pipeline costs visible and tune queries and schedules when they grow.',
    ],
    requirements: [
      'Three or more years of data engineering with Python and advanced SQL.',
      'Hands-on experience with Airflow or a similar orchestrator, and with at least one cloud data warehouse.',
      'Familiarity with dbt, Spark or pandas for large transformations.',
      'Experience writing tests for data pipelines and working with version control and CI.',
      'Ability to explain data issues clearly to non-technical stakeholders.',
    ],
  },
  {
    id: 'qa-automation-engineer-playwright',
    title: 'QA Automation Engineer (Playwright)',
    team: 'QA & Test Engineering',
    location: 'Pune (hybrid)',
    type: 'Full-time',
    experience: '3-5 years',
    summary:
      'Build and maintain end-to-end and API test suites with Playwright for a banking client, and make them fast and reliable enough to gate every release.',
    responsibilities: [
      'Design and write end-to-end tests in Playwright with TypeScript, using page objects and fixtures the whole team can reuse.',
      'Automate API tests and contract checks, and run them in parallel in CI pipelines.',
      'Investigate flaky tests, find the root cause and fix it rather than adding retries.',
      'Work with developers during refinement to define acceptance criteria and testable designs.',
      'Report on coverage, run times and defect trends to the team and the client each sprint.',
    ],
    requirements: [
      'Three or more years in test automation, with at least one year of Playwright in a production project.',
      'Good TypeScript or JavaScript skills and an understanding of browser and network behaviour.',
      'Experience running suites in GitHub Actions, GitLab CI, Azure DevOps or Jenkins.',
      'Knowledge of API testing and test-data management.',
      'Exposure to accessibility or performance testing is a plus.',
    ],
  },
  {
    id: 'devops-engineer-kubernetes',
    title: 'DevOps Engineer (Kubernetes)',
    team: 'DevOps',
    location: 'Remote (India)',
    type: 'Full-time',
    experience: '4-7 years',
    summary:
      'Run and improve Kubernetes platforms for several client products, with infrastructure as code, GitOps delivery and observability that on-call engineers can trust.',
    responsibilities: [
      'Build and operate Kubernetes clusters on Amazon EKS and Azure AKS, defined in Terraform.',
      'Maintain GitOps deployment pipelines with Argo CD or Flux, including progressive rollouts and rollbacks.',
      'Set up monitoring, logging and alerting with Prometheus, Grafana and OpenTelemetry.',
      'Harden clusters and pipelines: secrets management, image scanning and least-privilege access.',
      'Take part in a shared on-call rota and lead blameless post-incident reviews.',
      'Travel to Pune once a quarter for team planning.',
    ],
    requirements: [
      'Four or more years in DevOps or site reliability roles, including two running Kubernetes in production.',
      'Strong Terraform skills and working knowledge of AWS or Azure networking and IAM.',
      'Experience with Helm, a GitOps tool and a CI system.',
      'Scripting ability in Bash and Python or Go.',
      'A Certified Kubernetes Administrator (CKA) certificate is welcome but not required.',
    ],
  },
  {
    id: 'ai-engineer-llm-applications',
    title: 'AI Engineer (LLM applications)',
    team: 'AI Practice',
    location: 'Pune (hybrid)',
    type: 'Full-time',
    experience: '3-6 years',
    summary:
      'Build LLM-powered assistants and agents that clients run in production, with retrieval, tool use, evaluation suites and guardrails designed in from the first sprint.',
    responsibilities: [
      'Design and build retrieval-augmented generation and agent workflows in Python, using hosted and open-weight models.',
      'Create evaluation datasets and automated evaluation suites, and track answer quality from release to release.',
      'Implement guardrails: input filtering, output validation, permission checks on tool calls and human approval steps.',
      'Measure and reduce latency and token cost in production.',
      'Explain trade-offs to clients in plain language, including when an LLM is the wrong tool.',
    ],
    requirements: [
      'Three or more years of software engineering in Python, with at least one LLM application shipped to real users.',
      'Experience with embeddings, vector search and at least one LLM orchestration approach, framework-based or hand-written.',
      'Good grounding in API design, testing and observability.',
      'Understanding of prompt injection and data-privacy risks in LLM systems.',
      'Curiosity tempered by scepticism: you measure before you claim an improvement.',
    ],
  },
  {
    id: 'browser-extension-developer',
    title: 'Browser Extension Developer',
    team: 'Browser Extensions',
    location: 'Remote (India)',
    type: 'Full-time',
    experience: '2-5 years',
    summary:
      'Build and ship cross-browser extensions for Chrome, Edge, Firefox and Safari for retail and security-focused clients, from Manifest V3 architecture to store review.',
    responsibilities: [
      'Develop Manifest V3 extensions in TypeScript: service workers, content scripts, side panels and options pages.',
      'Keep one codebase working across Chromium browsers, Firefox and Safari, including Safari Web Extension packaging.',
      'Apply least-privilege permissions and a strict content security policy, and document why each permission is needed.',
      'Write automated tests for extension flows and prepare releases for the Chrome Web Store, Edge Add-ons, Firefox Add-ons and the App Store.',
      'Respond to store review feedback and browser API changes before they affect users.',
    ],
    requirements: [
      'Two or more years of JavaScript or TypeScript, with at least one published browser extension.',
      'Good knowledge of the WebExtensions APIs and the differences between Manifest V2 and V3.',
      'Understanding of DOM manipulation, messaging between extension contexts and storage limits.',
      'Awareness of extension security risks such as over-broad host permissions and injected scripts.',
      'Access to a Mac for Safari builds, or willingness to use our shared build machines.',
    ],
  },
  {
    id: 'business-analyst',
    title: 'Business Analyst',
    team: 'Delivery',
    location: 'Pune (hybrid)',
    type: 'Full-time',
    experience: '4-7 years',
    summary:
      'Turn client goals into clear, testable requirements for engineering teams in travel, visa and immigration and in healthcare, and keep scope honest through delivery.',
    responsibilities: [
      'Run discovery workshops with client stakeholders and map current and future processes.',
      'Write user stories with acceptance criteria, and maintain a prioritised backlog with the product owner.',
      'Produce process diagrams, data dictionaries and simple wireframes where they clarify a requirement.',
      'Work with QA engineers so that every story has a test approach before development starts.',
      'Track scope changes and their impact on estimates, and raise them early.',
    ],
    requirements: [
      'Four or more years as a business analyst on software projects, ideally for international clients.',
      'Strong written English and the ability to run a workshop confidently.',
      'Experience with Jira and Confluence or equivalent tools, and with BPMN or similar process notation.',
      'Understanding of agile delivery and of how estimates and scope interact.',
      'Domain knowledge of travel, visa processing or healthcare is a strong advantage.',
    ],
  },
];
