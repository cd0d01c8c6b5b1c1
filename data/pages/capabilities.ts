import type { ContentPage } from './types';

/**
 * Capability pages: the /capabilities/ overview and one page per capability. Rendered by the
 * shared content-page template, listed in the sitemap and indexed by the Nexa assistant.
 */
export const capabilitiesOverview: ContentPage = {
  path: '/capabilities/',
  title: 'Capabilities',
  description:
    'Seven {name} capabilities: agentic AI, product engineering, digital transformation, browser extensions, DevOps, QA and data science, and how we engage.',
  eyebrow: 'Capabilities',
  heading: 'What we build, and how we work with you',
  intro:
    '{name} brings about 320 engineers, designers, QA engineers, data scientists and DevOps engineers to seven capabilities. Most engagements combine several of them: a product team with QA and DevOps built in, or a data platform that later powers an AI agent. Here is what each one covers.',
  purpose:
    "The capabilities page lists every service {name} offers, on one page: agentic AI, product engineering, digital transformation, browser extensions, DevOps, QA and test engineering, and data science, each with a link to its own page, and how our engagements combine them.",
  sections: [
    {
      heading: 'Agentic AI',
      markdown: `AI agents that plan, call your systems through well-defined tools and complete multi-step work, with guardrails, evaluation suites and human approval where the stakes are high. We start with one measurable workflow, not a chatbot for its own sake. [Explore agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/).`,
    },
    {
      heading: 'Product Engineering',
      markdown: `Cross-functional teams that design, build and run web and mobile products: discovery, UX, front end, back end, cloud architecture and support after launch. Suitable for a new product, a rebuild or a platform that needs more hands. [Explore product engineering](/capabilities/product-engineering-service/).`,
    },
    {
      heading: 'Digital Transformation',
      markdown: `Replacing manual processes and ageing systems in stages: assessment, a sequenced roadmap, legacy modernisation, cloud migration, integration and workflow automation, with old systems switched off on a schedule. [Explore digital transformation](/capabilities/digital-transformation/).`,
    },
    {
      heading: 'Browser Extensions',
      markdown: `Manifest V3 extensions for Chrome, Edge, Firefox and Safari, from consumer tools to enterprise extensions deployed by policy, including store submission, permission reviews and MV2 migrations. [Explore browser extensions](/capabilities/browser-extension/).`,
    },
    {
      heading: 'DevOps',
      markdown: `Infrastructure as code with Terraform, Kubernetes platforms, CI/CD pipelines on GitHub Actions or GitLab, observability with OpenTelemetry, and security checks inside the pipeline. [Explore DevOps services](/capabilities/devops-service/).`,
    },
    {
      heading: 'QA & Test Engineering',
      markdown: `Test strategy, Playwright and Appium automation, API and contract tests, performance and accessibility testing, wired into CI as quality gates so releases stop depending on heroics. [Explore QA and test engineering](/capabilities/qa-test-engineering/).`,
    },
    {
      heading: 'Data Science',
      markdown: `Forecasting, recommendations, risk and churn models, document AI and the data pipelines beneath them, deployed with MLOps practices so models are monitored and retrained rather than left to decay. [Explore data science](/capabilities/data-science/).`,
    },
    {
      heading: 'How engagements work',
      markdown: `We offer three engagement models:

| Model | Best when | How it runs |
|---|---|---|
| **Dedicated team** | You have a roadmap, not a fixed list of features | A stable team with a delivery lead, billed monthly, scaled up or down with notice |
| **Fixed-scope project** | Scope and acceptance criteria can be written down | A short paid discovery, then a fixed price and timeline per milestone |
| **Staff augmentation** | Your team needs specific skills for a period | Our engineers join your rituals, tools and code review |

Every engagement starts with a conversation about outcomes, followed by a discovery of two to four weeks for anything non-trivial. Teams work from Pune with agreed overlap hours for US and European time zones, under our **ISO/IEC 27001**-certified information security management. See [industries we serve](/industries/retail/), [case studies](/case-studies/) or the [FAQ](/faq/).`,
    },
  ],
  cta: {
    heading: 'Not sure which capability you need?',
    text: 'Describe the problem instead. A senior engineer will reply with a suggested approach, team shape and next step.',
    label: "Let's Talk",
    href: '/contact/',
  },
  topics: [
    'agentic ai',
    'product engineering',
    'digital transformation',
    'browser extension',
    'devops',
    'qa test engineering',
    'data science',
  ],
};

export const capabilityPages: ContentPage[] = [
  {
    path: '/capabilities/agentic-ai-the-future-of-autonomous-intelligence/',
    title: 'Agentic AI Development Services',
    description:
      'We design and run AI agents that use your tools safely: scoped permissions, guardrails, evaluation suites and human approval where the stakes are high.',
    eyebrow: 'Capabilities',
    heading: 'Agentic AI: the future of autonomous intelligence',
    intro:
      'An AI agent does more than answer questions. It plans steps, calls your systems through defined tools and completes work such as triaging claims, reconciling invoices or preparing case files. We build agents that do this reliably, within limits you set, and that prove their accuracy before they touch production.',
    sections: [
      {
        heading: 'What agentic AI means for your business',
        markdown: `Agentic systems suit work that is repetitive, rules-heavy and spread across several tools: reading a document, looking up a record, applying policy, drafting a response and routing the exceptions. They are a poor fit where a deterministic workflow would do, or where no one can say what a correct outcome looks like. Led by **Aditya Rao**, our Head of AI Practice, we begin by finding the two or three workflows where an agent can save measurable time, and we say so plainly when a simpler solution is better. If you are earlier in the journey, start with our [AI readiness guide](/ai-readiness-guide/).`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Use-case assessment** with a baseline: current handling time, error rate and cost per case.
- **Agent design**: tool definitions, function-calling schemas and Model Context Protocol (MCP) servers that expose your systems with narrow, audited permissions.
- **Retrieval over your knowledge**: chunking, embeddings, hybrid search and citations back to source documents.
- **Guardrails**: input and output validation, prompt-injection defences, PII redaction, allow-listed tools and spending limits.
- **Evaluation harness**: a golden dataset of real cases, automated scoring and regression runs on every prompt or model change.
- **Human-in-the-loop workflows** with approval queues, confidence thresholds and feedback capture.
- **Production operations**: tracing, cost dashboards, alerting and a runbook.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Frame** one workflow and a success metric, for example "resolve 50% of address-change requests without a human, with under 1% errors".
2. **Map tools and permissions**: what the agent may read, what it may write, and what always needs approval.
3. **Prototype and evaluate** against 200 to 500 real, anonymised cases before anyone sees a demo.
4. **Add guardrails and human review**, tuned so reviewers see the uncertain cases, not all of them.
5. **Run in shadow mode**, where the agent proposes and people decide, then roll out in stages.
6. **Operate**: monitor accuracy, latency and cost per task, and re-run evaluations whenever a model version changes.

A tool policy is written down and enforced in code, not left to the prompt:

\`\`\`yaml
tool: issue_refund
allowed_roles: [support_agent]
max_amount_gbp: 50
requires_human_approval_above_gbp: 50
log: full_trace
\`\`\``,
      },
      {
        heading: 'Tools and technologies',
        markdown: `| Layer | What we use |
|---|---|
| Models | GPT-4o-class and o-series models via Azure OpenAI, Claude via Amazon Bedrock, Gemini via Vertex AI, open-weight Llama and Mistral models for private hosting |
| Orchestration | LangGraph, Semantic Kernel, LlamaIndex, MCP |
| Retrieval | pgvector, OpenSearch, Azure AI Search |
| Evaluation | promptfoo, Ragas, custom graders calibrated against human reviewers |
| Observability | Langfuse, OpenTelemetry traces, cost and latency dashboards |`,
      },
      {
        heading: 'Typical outcomes and engagement options',
        markdown: `Clients typically see **40-70% of eligible cases** handled end to end by the agent, with the rest arriving at a human already summarised and researched. A claims-intake agent we built for an insurance services firm cut average handling time from **14 minutes to 4** while keeping human approval on every payout.

- **Pilot**: a fixed-scope, six- to eight-week build of one workflow, ending with evaluation results and a go/no-go recommendation.
- **Dedicated AI team**: engineers, a data scientist and QA who take agents from pilot to production and operate them.
- **Staff augmentation**: AI engineers joining your own platform team.`,
      },
    ],
    cta: {
      heading: 'Have a workflow in mind for an agent?',
      text: 'Describe it in a few lines. We will tell you honestly whether an agent fits, and what a pilot would measure.',
      label: 'Discuss an AI pilot',
      href: '/contact/',
    },
    topics: ['agentic ai', 'generative ai', 'artificial intelligence', 'agentic-ai'],
  },
  {
    path: '/capabilities/product-engineering-service/',
    title: 'Product Engineering Services',
    description:
      'Cross-functional teams that design, build, test and run web and mobile products, from discovery and MVP to scale, with QA and DevOps built in from day one.',
    eyebrow: 'Capabilities',
    heading: 'Product engineering from first release to scale',
    intro:
      'Product engineering is our largest practice. We put together teams of product designers, front-end and back-end engineers, QA and DevOps engineers who own an outcome, not a ticket queue, whether that is a new SaaS product, a rebuilt customer portal or a mobile app that has outgrown its first architecture.',
    sections: [
      {
        heading: 'What it means for you',
        markdown: `You get a team that can take an idea through discovery, design, build, launch and ongoing improvement without you having to assemble and coordinate separate vendors. The team makes technical decisions in the open, writes them down as architecture decision records and shows working software every two weeks. You keep full ownership of the code, the cloud accounts and the product roadmap.`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Product discovery**: user interviews, journey mapping, a prioritised backlog and a clickable prototype in Figma.
- **UX and UI design** with a component library and design tokens shared with engineering.
- **Web applications** in React and Next.js, server-rendered where search and speed matter.
- **Mobile apps** in React Native, Flutter, Swift or Kotlin.
- **APIs and services**: REST and GraphQL, event-driven services, integrations with payment, identity and CRM platforms.
- **Cloud-native architecture** on AWS, Azure or Google Cloud, designed for the scale you actually expect.
- **Support and evolution** after launch, with agreed response times and a monthly improvement budget.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Discovery (two to four weeks).** Goals, users, constraints, risks and a release plan with a first version small enough to ship in about three months.
2. **Foundations.** Repositories, CI/CD, environments, observability and a walking skeleton deployed to production in the first sprints.
3. **Delivery in two-week sprints** with a demo, a written sprint report and a burn-up chart against the release plan.
4. **A definition of done** that includes code review, automated tests, accessibility checks against WCAG 2.2 AA and production monitoring.
5. **Launch and learn**: feature flags, staged rollouts and product analytics, so the next priorities come from data.

Our [QA engineers](/capabilities/qa-test-engineering/) and [DevOps engineers](/capabilities/devops-service/) sit in the team from the start rather than joining before release.`,
      },
      {
        heading: 'Tools and technologies',
        markdown: `| Area | Typical choices |
|---|---|
| Front end | TypeScript, React, Next.js, Tailwind CSS, Storybook |
| Mobile | React Native, Flutter, Swift, Kotlin |
| Back end | Node.js with NestJS, Java with Spring Boot, Python with FastAPI, Go, .NET |
| Data | PostgreSQL, MongoDB, Redis, Kafka, Elasticsearch |
| Cloud and delivery | AWS, Azure, Google Cloud, Docker, Kubernetes, Terraform, GitHub Actions |
| Product tools | Figma, Jira or Linear, PostHog or Amplitude |`,
      },
      {
        heading: 'Typical outcomes',
        markdown: `- A first production release in **10 to 14 weeks** for most new products.
- Deployment frequency moving from monthly to **several times a week** on rebuilt platforms.
- Page load and app start-up times treated as budgets, with Core Web Vitals tracked in CI.
- For a UK property-management SaaS company, we replaced a seven-year-old monolith with a modular Next.js and NestJS platform; support tickets fell by **38%** and onboarding a new customer dropped from **two weeks to two days**.

Read more in our [case studies](/case-studies/).`,
      },
      {
        heading: 'Engagement options',
        markdown: `- **Dedicated product team**, usually five to twelve people with a delivery lead, for products with an evolving roadmap.
- **Fixed-scope build** for an MVP or a well-defined module, priced per milestone after discovery.
- **Staff augmentation** when you have product leadership in place and need experienced engineers quickly.`,
      },
    ],
    cta: {
      heading: 'Building or rebuilding a product?',
      text: 'Share your goals and timeline. We will suggest a team shape, a first release and what discovery should answer.',
      label: 'Plan your product',
      href: '/contact/',
    },
    topics: ['product engineering', 'product-engineering', 'react', 'frontend', 'backend'],
  },
  {
    path: '/capabilities/digital-transformation/',
    title: 'Digital Transformation Services',
    description:
      'Assessment, roadmaps, legacy modernisation, cloud migration, integration and workflow automation delivered in stages, with old systems retired on schedule.',
    eyebrow: 'Capabilities',
    heading: 'Digital transformation, one measurable step at a time',
    intro:
      'For us, digital transformation is practical: replacing paper, spreadsheets and ageing systems with software that shortens cycle times and reduces errors. We modernise in stages, keep the business running throughout, and measure each step so the programme earns its next phase of funding.',
    sections: [
      {
        heading: 'What it means for a buyer',
        markdown: `Large rewrites fail because they deliver nothing until the end. We work the other way round: find the processes and systems that cost you most, replace or wrap them one at a time, and retire the old parts on a published schedule. A transformation programme with us has a business owner, a baseline for every process we touch and a list of systems that will be switched off, with dates.`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Current-state assessment**: application inventory, integration map, hosting costs, technical debt and process pain points.
- **A sequenced roadmap** that classifies each system as retain, rehost, replatform, refactor, replace or retire.
- **Legacy modernisation** using the strangler fig pattern, moving functions from monoliths, mainframe-fronted services or desktop applications into modern services.
- **Cloud migration** to AWS, Azure or Google Cloud, including landing zones, network design and cost controls.
- **Integration layers**: API gateways and event streams so new and old systems can coexist.
- **Workflow automation** replacing e-mail and spreadsheet processes, with AI document extraction where it helps.
- **Data migration** with reconciliation reports that business owners sign off.
- **Training and change support** for the people whose daily work changes.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Assess (three to five weeks).** Interviews, system inventory, value-stream mapping of key processes and a baseline: cycle times, error rates, run costs.
2. **Prioritise.** Score each candidate on value, risk and dependencies; agree the first two or three moves.
3. **Pilot.** Modernise one process end to end and measure the result against the baseline.
4. **Scale.** Run parallel workstreams once patterns for integration, security and deployment are proven.
5. **Decommission.** Migrate data, reconcile, switch off the old system and remove its licence and hosting costs.

Throughout, we report progress against the baseline rather than story points.`,
      },
      {
        heading: 'Tools and technologies',
        markdown: `- **Cloud**: AWS, Azure, Google Cloud, landing zones built with Terraform by our [DevOps](/capabilities/devops-service/) engineers
- **Integration**: Kong or Azure API Management, Kafka, MuleSoft where already in place, change data capture with Debezium
- **Workflow**: Camunda, Temporal, Power Automate for lightweight departmental flows
- **Applications**: Java, .NET, Node.js, React, low-code only where it will not become the next legacy
- **Data**: PostgreSQL, Snowflake, dbt, with data quality checks in the pipeline`,
      },
      {
        heading: 'Typical outcomes and engagement options',
        markdown: `A logistics operator in the Middle East ran dispatch on a 15-year-old desktop application and e-mailed spreadsheets. Over 14 months we moved it to cloud services and a web dispatch console in four stages.

- Order-to-dispatch time fell from **6 hours to 50 minutes**.
- Hosting and licence costs dropped by **31%** after two legacy servers and one database licence were retired.
- Manual data entry errors fell by **80%**.

We run transformation as a **fixed-scope assessment** followed by a **dedicated team** for delivery, or provide architects and engineers through **staff augmentation** to an internal programme. See how this plays out in [banking](/industries/banking-finance/) and [healthcare](/industries/healthcare/).`,
      },
    ],
    cta: {
      heading: 'Know which system you would switch off first?',
      text: 'Tell us about it. We can start with a short assessment and give you a roadmap with costs, risks and a first pilot.',
      label: 'Request an assessment',
      href: '/contact/',
    },
    topics: ['digital transformation', 'digital-transformation', 'cloud'],
  },
  {
    path: '/capabilities/browser-extension/',
    title: 'Browser Extension Development',
    description:
      'Manifest V3 browser extensions for Chrome, Edge, Firefox and Safari: secure design, MV2 migration, store review, enterprise deployment and ongoing support.',
    eyebrow: 'Capabilities',
    heading: 'Browser extensions for Chrome, Edge, Firefox and Safari',
    intro:
      'Extensions put your product where people already work: inside web apps, CRMs, e-mail and every site they visit. We have built consumer extensions with hundreds of thousands of users and enterprise extensions deployed by policy, and we know Manifest V3, store review and extension security in detail.',
    sections: [
      {
        heading: 'Why an extension',
        markdown: `An extension can add features to third-party web apps you do not control, capture data at the point of work, enforce security policy in the browser or give users a one-click path into your product. For enterprises it is often the fastest way to add workflow, compliance or data-loss prevention features across dozens of SaaS tools. We showed our secure extension work at [RSAC 2024](/{slug}-at-rsac-2024/).`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **New Manifest V3 extensions** from a single TypeScript codebase, built per browser target.
- **MV2 to MV3 migrations**: background pages to service workers, blocking webRequest to declarativeNetRequest, remotely hosted code removed.
- **Safari Web Extensions** packaged in an Xcode app and distributed through the App Store.
- **Enterprise deployment** through Chrome Enterprise and Microsoft Edge policies (ExtensionInstallForcelist, managed storage) and Intune or Google Admin.
- **Back-end services**: authentication, licensing, sync and analytics with consent.
- **Store listings and review handling** for the Chrome Web Store, Microsoft Edge Add-ons, Firefox Add-ons (AMO) and the App Store.
- **Security reviews** of existing extensions: permissions, message passing, content script isolation and supply chain.`,
      },
      {
        heading: 'Manifest V3 done properly',
        markdown: `MV3 changes how extensions are structured. The background service worker can be stopped at any time, so state lives in chrome.storage or IndexedDB and work is driven by events and alarms. Network rules move to declarativeNetRequest. All executable code must ship inside the package. Firefox runs MV3 background logic as event pages rather than service workers, so we build a separate background entry per target. We request the narrowest permissions and ask for host access at runtime where possible:

\`\`\`json
{
  "manifest_version": 3,
  "name": "Example Sidebar",
  "permissions": ["storage", "sidePanel", "activeTab"],
  "optional_host_permissions": ["https://*.example-crm.com/*"],
  "background": { "service_worker": "background.js", "type": "module" }
}
\`\`\``,
      },
      {
        heading: 'How we work, including store review',
        markdown: `1. **Scope** the features, target browsers and the minimum permission set, with a written justification for each permission.
2. **Build** in two-week sprints, with unpacked builds your team can install from day one.
3. **Test** with Playwright driving Chromium with the extension loaded, plus manual passes on Firefox and Safari and on the target sites.
4. **Submit**: privacy practices disclosures, data-use declarations and screenshots; source code for AMO reviewers when bundles are minified; notarised Xcode builds for Safari.
5. **Maintain**: watch for browser API changes and host-site DOM changes that break content scripts, with monitoring that alerts us first.

Chrome Web Store reviews usually take a few days but run longer for broad host permissions, which is one more reason we keep permissions tight.`,
      },
      {
        heading: 'Tools, outcomes and engagement options',
        markdown: `**Tools**: TypeScript, Vite, WXT or Plasmo, React or Preact, webextension-polyfill, Playwright, Sentry.

**Typical outcomes**: a first store-approved release in **six to ten weeks**; MV2 migrations completed in **four to eight weeks** for a typical mid-sized extension; permission warnings reduced, which directly improves install conversion. For a sales-intelligence company we cut the extension's requested permissions from seven to three and raised the store install rate by **22%**.

**Engagement options**: a fixed-scope build or migration, a dedicated extension team for products where the extension is the product, or staff augmentation for your existing team.`,
      },
    ],
    cta: {
      heading: 'Planning an extension or an MV3 migration?',
      text: 'Send us your current manifest or a feature list. We will reply with the permission plan, risks for store review and an estimate.',
      label: 'Talk to our extension team',
      href: '/contact/',
    },
    topics: ['browser extension', 'chrome extension', 'browser-extension'],
  },
  {
    path: '/capabilities/devops-service/',
    title: 'DevOps Services',
    description:
      'Terraform infrastructure, Kubernetes platforms, GitHub Actions pipelines, observability and DevSecOps that make releases frequent, safe and easy to audit.',
    eyebrow: 'Capabilities',
    heading: 'DevOps that makes releasing software routine',
    intro:
      'Good DevOps is visible in the numbers: how often you deploy, how long a change takes to reach production, how often releases fail and how quickly you recover. Our DevOps engineers build the infrastructure, pipelines and observability that improve all four, and leave your team able to run them.',
    sections: [
      {
        heading: 'What it means for you',
        markdown: `Manual deployments, snowflake servers and alerts nobody trusts are expensive: they slow every team and make incidents longer. We replace them with infrastructure defined in code, pipelines that build, test, scan and deploy every change the same way, and telemetry that shows what users actually experience. We measure progress with the four **DORA metrics**: deployment frequency, lead time for changes, change failure rate and time to restore service.

The same pipeline produces audit evidence as a by-product: every change is linked to a pull request, reviewed, scanned and deployed by an identity with only the permissions it needs. That makes ISO/IEC 27001, SOC 2 and PCI DSS assessments considerably less painful, a practice we follow in our own certified environment.`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Infrastructure as code** with Terraform or OpenTofu: reusable modules, remote state, plan reviews in pull requests and drift detection.
- **Cloud landing zones** on AWS, Azure or Google Cloud with account structure, networking, identity and guardrail policies.
- **Kubernetes platforms** on EKS, AKS or GKE, with Helm charts, Argo CD for GitOps, autoscaling and network policies.
- **CI/CD pipelines** in GitHub Actions or GitLab CI, using OIDC federation to the cloud instead of long-lived keys.
- **Observability**: OpenTelemetry instrumentation, Prometheus and Grafana or Datadog, structured logs, SLOs and alerting on error budgets.
- **DevSecOps**: static analysis, dependency and container scanning with Trivy, secrets scanning, SBOM generation and signed images.
- **Cost management**: tagging, rightsizing, scheduled shutdown of non-production environments and reserved capacity planning.
- **Backup, disaster recovery and on-call** runbooks, rehearsed rather than assumed.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Baseline.** Two weeks reviewing pipelines, infrastructure, incidents and cloud bills; we record current DORA metrics.
2. **Foundations.** Landing zone, Terraform modules and a reference pipeline for one representative service.
3. **Migrate service by service**, each one moving to the new pipeline, observability and deployment pattern.
4. **Define SLOs** with product owners, then tune alerts so on-call engineers are woken only for things that affect users.
5. **Hand over** with documentation, runbooks and pairing sessions, or continue as your platform team.`,
      },
      {
        heading: 'Tools and technologies',
        markdown: `| Area | Tools |
|---|---|
| Infrastructure | Terraform, OpenTofu, Terragrunt, Packer, Ansible |
| Containers | Docker, Kubernetes, Helm, Kustomize, Karpenter |
| Delivery | GitHub Actions, GitLab CI, Argo CD, Argo Rollouts |
| Observability | OpenTelemetry, Prometheus, Grafana, Loki, Tempo, Datadog |
| Security | Trivy, Semgrep, Gitleaks, Syft, Cosign, HashiCorp Vault, OPA Gatekeeper |
| Cloud | AWS, Azure, Google Cloud |`,
      },
      {
        heading: 'Typical outcomes and engagement options',
        markdown: `For a European B2B software vendor with 40 services, we moved from fortnightly manual releases to GitOps on Kubernetes in five months:

- Deployment frequency rose from **twice a month to 15 times a day**.
- Lead time for changes fell from **nine days to under four hours**.
- Change failure rate dropped from **18% to 4%**, and cloud spend fell **27%** after rightsizing.

Engagements run as a **fixed-scope platform build**, an **ongoing platform and on-call team** covering your off-hours from Pune, or **staff augmentation** into your SRE team. Our security-in-the-pipeline work was on show at [RSAC 2024](/{slug}-at-rsac-2024/).`,
      },
    ],
    cta: {
      heading: 'Want releases to be a non-event?',
      text: 'Tell us how you deploy today. We will suggest the first three changes that would improve your DORA metrics most.',
      label: 'Talk to a DevOps engineer',
      href: '/contact/',
    },
    topics: ['devops', 'cloud', 'cyber security'],
  },
  {
    path: '/capabilities/qa-test-engineering/',
    title: 'QA and Test Engineering Services',
    description:
      'Test strategy, Playwright and Appium automation, API contract tests, performance and accessibility testing, wired into CI as quality gates for every release.',
    eyebrow: 'Capabilities',
    heading: 'QA and test engineering that speeds releases up',
    intro:
      'Testing should make teams faster, not slower. Our QA engineers design test strategies, write automation that developers trust, and put quality gates into your pipelines, so releases are decided by evidence rather than by how nervous everyone feels on a Friday afternoon.',
    sections: [
      {
        heading: 'What it means for you',
        markdown: `Many teams have either too little automation or too much of the wrong kind: slow, flaky browser tests that everyone reruns until they pass. We rebalance the test portfolio so most checks run fast at the unit, API and contract level, keep end-to-end tests for critical user journeys, and add performance, accessibility and security checks where they matter. The goal is a pipeline you can trust to say "ship" or "stop".

Our QA engineers work alongside developers rather than downstream of them. They review acceptance criteria before code is written, pair on testability (stable selectors, seeded test data, feature flags) and own the health of the suite, so quality becomes a shared habit instead of a final phase.`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Test strategy and audit**: risk-based coverage mapping, a test pyramid for your architecture and a prioritised automation backlog.
- **End-to-end automation** with Playwright for web, running in parallel across Chromium, Firefox and WebKit.
- **Mobile automation** with Appium, XCUITest and Espresso on real devices through BrowserStack or AWS Device Farm.
- **API tests** and **consumer-driven contract tests** with Pact, so services can deploy independently without breaking each other.
- **Performance testing** with k6, Gatling or JMeter: load, stress and soak tests against agreed targets.
- **Accessibility testing** with axe-core in CI plus manual screen-reader checks against WCAG 2.2 AA.
- **Security testing**: OWASP ZAP scans and checks against the OWASP Top 10.
- **Test data management** with synthetic data and masked subsets.
- **Exploratory testing** by experienced testers for new features.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Audit (two weeks).** Review existing tests, defect history, pipeline timings and flaky-test rates.
2. **Strategy.** Agree which risks each layer covers and what the quality gates are for merge and release.
3. **Automate the critical paths first**: checkout, sign-up, payments, the journeys that cost money when they break.
4. **Wire into CI.** Tests run on every pull request, with sharding to keep feedback under about ten minutes.
5. **Keep it healthy.** Quarantine flaky tests within a day, track flake rate and run time, and review coverage against new features each sprint.
6. **Report** with dashboards showing escaped defects, pass rates and release readiness.`,
      },
      {
        heading: 'Tools and technologies',
        markdown: `| Area | Tools |
|---|---|
| Web UI | Playwright, Cypress, Selenium where already established |
| Mobile | Appium, XCUITest, Espresso, BrowserStack, AWS Device Farm |
| API and contracts | Pact, REST Assured, Postman and Newman, Schemathesis |
| Performance | k6, Gatling, JMeter, Grafana dashboards |
| Accessibility and security | axe-core, Lighthouse CI, OWASP ZAP |
| Management | Jira with Xray or Zephyr, TestRail, Allure reports |`,
      },
      {
        heading: 'Typical outcomes and engagement options',
        markdown: `For a US healthcare SaaS provider, we replaced a 1,400-case manual regression cycle with layered automation:

- Regression time fell from **eight working days to 40 minutes** in CI.
- Escaped production defects dropped by **63%** over three quarters.
- Flaky-test rate held below **1%**, so developers stopped rerunning pipelines.

Options: a **fixed-scope automation build** followed by handover, an **embedded QA team** inside your product teams, or **staff augmentation** with SDETs who join your squads. QA is also built into every [product engineering](/capabilities/product-engineering-service/) team we run.`,
      },
    ],
    cta: {
      heading: 'Spending too long on regression?',
      text: 'Tell us about your release process and test suite. We will propose an audit and the automation that pays back fastest.',
      label: 'Talk to our QA team',
      href: '/contact/',
    },
    topics: ['qa test engineering', 'qa-test-engineering'],
  },
  {
    path: '/capabilities/data-science/',
    title: 'Data Science and Machine Learning Services',
    description:
      'Forecasting, recommendation, churn and risk models, document AI and the data pipelines behind them, deployed with MLOps so models stay accurate in production.',
    eyebrow: 'Capabilities',
    heading: 'Data science that reaches production',
    intro:
      'A model only creates value when it changes a decision. Our data scientists and machine learning engineers work from the business question backwards: what decision, how often, and what it is worth. Then we build the data pipelines, models and monitoring to support that decision in production.',
    sections: [
      {
        heading: 'What it means for you',
        markdown: `Too many data science projects end as a notebook and a slide deck. We scope work around a decision someone makes repeatedly, such as how much stock to order, which customers to contact or which transactions to review, and agree up front how we will measure the improvement, ideally with a controlled experiment. If a simple rule or a dashboard answers the question, we will tell you.

We handle personal data with care: pseudonymised training sets, access limited to the project team, and processing under GDPR and the client's own data agreements. For models that affect customers, such as credit or pricing, we test for bias across relevant groups and document the results.`,
      },
      {
        heading: 'What we deliver',
        markdown: `- **Data foundations**: ingestion, modelling in dbt, data quality tests and a documented semantic layer.
- **Forecasting**: demand, staffing and cash-flow forecasts with prediction intervals, not just point estimates.
- **Recommendation and personalisation** for products, content and next-best actions.
- **Classification and risk models**: churn, fraud, credit and lead scoring, with explanations for each prediction.
- **Document and text AI**: extraction, classification and summarisation of invoices, forms and correspondence.
- **Experimentation**: A/B test design, sample-size calculations and analysis.
- **MLOps**: feature pipelines, a model registry, automated retraining and monitoring for data and prediction drift.
- **Dashboards** in Power BI, Looker or Metabase for the people who act on the results.`,
      },
      {
        heading: 'How we work',
        markdown: `1. **Frame the decision** and the metric, with the person who owns it.
2. **Audit the data**: availability, history, quality and bias, reported before any modelling starts.
3. **Set a baseline**, often last year's value or a simple heuristic, so improvement is real.
4. **Iterate on models** with time-based validation that reflects how they will be used.
5. **Deploy** as a batch job or an API, with the same feature code used in training and serving.
6. **Monitor and retrain** on a schedule or when drift crosses agreed thresholds, and report business impact monthly.`,
      },
      {
        heading: 'Tools and technologies',
        markdown: `| Area | Tools |
|---|---|
| Languages and libraries | Python, SQL, pandas, Polars, scikit-learn, XGBoost, LightGBM, PyTorch, statsmodels |
| Data platforms | Snowflake, BigQuery, Databricks, PostgreSQL |
| Pipelines | dbt, Airflow, Dagster, Great Expectations |
| MLOps | MLflow, SageMaker, Vertex AI, Azure Machine Learning, Evidently |
| Serving | FastAPI, Docker, Kubernetes |`,
      },
      {
        heading: 'Typical outcomes and engagement options',
        markdown: `- A grocery chain in Australia reduced fresh-produce waste by **17%** after we replaced spreadsheet ordering with store-level demand forecasts.
- A fintech lender cut fraud losses by **29%** with a gradient-boosted model that flagged applications for review, while keeping false positives under **2%**.
- A subscription business lifted retention offers' acceptance rate by **35%** using churn-risk scoring and uplift modelling.

Engagements start with a **four- to six-week fixed-scope proof of value** on real data, followed by a **dedicated data team** or **staff augmentation**. Our models often become the tools behind [agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) systems, and our work appears across [retail](/industries/retail/) and [textile and fashion](/industries/textile-and-fashion/).`,
      },
    ],
    cta: {
      heading: 'Have a decision that data could improve?',
      text: 'Describe the decision and the data you hold. We will suggest a proof of value with a clear success measure.',
      label: 'Discuss a data project',
      href: '/contact/',
    },
    topics: ['data science', 'data-science', 'python'],
  },
];
