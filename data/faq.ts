/**
 * Frequently asked questions for /faq/. Answers are Markdown without headings; links point to
 * site paths with a trailing slash. The chat assistant indexes these entries too.
 */
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  /** Markdown, no headings. */
  answer: string;
}

export const faqEntries: FaqEntry[] = [
  // Working with us
  {
    id: 'how-does-an-engagement-start',
    category: 'Working with us',
    question: 'How does an engagement with {name} start?',
    answer: `It starts with a 30-minute call with one of our delivery leads, booked through the [contact page](/contact/) or by writing to {email}. If there is a fit, we run a short scoping exercise, usually two or three workshops over a week, to understand your goals, constraints, existing systems and how decisions get made.

Within five to ten working days you receive a written proposal covering scope, team shape, engagement model, timeline and price. For larger or less certain projects we often suggest a paid discovery phase of two to four weeks first, so that estimates rest on evidence rather than guesswork.`,
  },
  {
    id: 'how-quickly-can-a-team-start',
    category: 'Working with us',
    question: 'How quickly can you put a team together?',
    answer: `A dedicated team of three to six people typically starts within **two to four weeks** of signing. Part of the team can often begin sooner, usually a tech lead and a business analyst who set up environments, access and the first backlog while the rest join.

Specialist roles, such as a senior Kubernetes engineer or an AI engineer with experience of a particular model stack, can take longer if we need to hire for them. Before you sign, we tell you which people are available now and which roles still need to be filled.`,
  },
  {
    id: 'time-zones-and-overlap',
    category: 'Working with us',
    question: 'How do you handle the time difference?',
    answer: `All our teams work from Pune (IST, UTC+5:30) and adjust their hours to the client:

- **UK and Europe:** most of the working afternoon is shared.
- **US:** at least four hours of overlap with US Eastern time, usually your morning. West Coast clients get a shorter daily overlap plus a fixed weekly slot for longer sessions.
- **Middle East:** practically the same working day.
- **Australia:** our morning overlaps with your afternoon.

Agreed overlap hours are written into the statement of work, so they do not depend on goodwill.`,
  },
  {
    id: 'communication-and-visibility',
    category: 'Working with us',
    question: 'How will we communicate with the team and track progress?',
    answer: `You talk to the team directly. Engineers, QA engineers and the tech lead join your Slack or Microsoft Teams, and work in your Jira, GitHub, GitLab or Azure DevOps wherever possible, so you see the same boards and pull requests we do.

Every two-week sprint ends with a demo of working software and a short written report on progress, risks and next steps. A delivery manager is your single point of contact for commercial questions and escalations, and our Head of Delivery, Vikram Joshi, reviews every active engagement each month.`,
  },

  // Pricing and contracts
  {
    id: 'engagement-models',
    category: 'Pricing and contracts',
    question: 'Which engagement models do you offer?',
    answer: `Three:

- **Dedicated team:** a long-running team that works only on your product, billed monthly. Best for products with an evolving roadmap.
- **Fixed-scope project:** agreed deliverables, timeline and price, paid by milestone. Best when requirements are clear and stable.
- **Staff augmentation:** individual engineers who join your own team and follow your processes.

Many clients begin with a fixed-scope project or a discovery phase and move to a dedicated team once the roadmap is clear. [Tell us about your project](/contact/) and we will suggest the model that fits.`,
  },
  {
    id: 'how-do-you-price',
    category: 'Pricing and contracts',
    question: 'How do you price your work?',
    answer: `Dedicated teams and staff augmentation are priced as a **monthly rate per role**, which depends on seniority and skills. The rate includes salaries, equipment, our own tooling, office costs and delivery management, so there are no hidden extras.

Fixed-scope projects have a **single price split across milestones**, based on a detailed estimate that we share with you line by line. The first call and the proposal are free; a discovery phase, where needed, is quoted separately as a fixed fee. We invoice monthly in US dollars, pounds sterling, euros or Australian dollars.`,
  },
  {
    id: 'who-owns-the-code',
    category: 'Pricing and contracts',
    question: 'Who owns the code and intellectual property?',
    answer: `You do. Our master services agreement assigns all rights in the code, designs, documentation and other deliverables we create for you to your company on payment. We work in repositories you control, or transfer them to you, so you always hold the source.

We list every open-source component and its licence, and we do not embed proprietary {name} libraries in your product without your written agreement. Where we reuse internal starter kits, such as CI templates, you receive a perpetual licence to use and change them.`,
  },
  {
    id: 'minimum-term-and-notice',
    category: 'Pricing and contracts',
    question: 'Is there a minimum term or notice period?',
    answer: `Fixed-scope projects run for the agreed scope, with no minimum beyond it. Dedicated teams have a **minimum initial term of three months**, because that is roughly how long a team takes to reach full speed; after that, either side can scale the team up or down with **30 days' notice**. Staff augmentation is month to month after the first month.

Every contract includes a handover plan, so if you end an engagement, documentation, access transfer and knowledge-transfer sessions are already agreed rather than negotiated at the last minute.`,
  },

  // Security and compliance
  {
    id: 'iso-27001',
    category: 'Security and compliance',
    question: 'Are you ISO/IEC 27001 certified?',
    answer: `Yes. {name}'s information security management system is certified to **ISO/IEC 27001**, with annual audits by an accredited certification body. The certification covers the software development, testing, DevOps and data services we deliver from our Pune office.

In practice that means documented and regularly reviewed controls for access management, asset management, secure development, supplier management, incident response and business continuity. We share our certificate and statement of applicability under NDA during procurement.`,
  },
  {
    id: 'nda-dpa-gdpr',
    category: 'Security and compliance',
    question: 'Will you sign an NDA and a data processing agreement?',
    answer: `Yes. We sign a mutual NDA before any detailed discussion, and a **data processing agreement** whenever we may process personal data on your behalf. For UK and European clients the agreement includes the appropriate contractual clauses for transferring data to India under the GDPR. For US healthcare clients we sign business associate agreements where HIPAA requires them.

Our security team also completes vendor security questionnaires, whether in your own format or a standard one such as SIG Lite or CAIQ.`,
  },
  {
    id: 'access-to-systems-and-data',
    category: 'Security and compliance',
    question: 'How do you handle access to our systems and data?',
    answer: `We ask for as little access as the work needs:

- Engineers use **named accounts you issue**, protected by multi-factor authentication, with least-privilege roles reviewed monthly.
- We do not use production data in development or testing unless you approve it in writing; we prefer masked or synthetic data.
- Laptops are company-managed, with full-disk encryption, endpoint protection and USB storage blocked.
- When someone leaves your project, we ask for their access to be removed the same day and confirm it in the next sprint report.`,
  },
  {
    id: 'regulated-industries',
    category: 'Security and compliance',
    question: 'Do you work in regulated industries such as banking and healthcare?',
    answer: `Yes. We build software for [banking and finance](/industries/banking-finance/) and [healthcare](/industries/healthcare/) clients and work within their regulatory frameworks, including PCI DSS for card data, HIPAA for US health information and the GDPR for European personal data.

Compliance remains yours as the regulated organisation; our job is to make it easier. We follow your policies, document our controls, keep audit evidence from our pipelines, and support your auditors when they have questions about the work we do.`,
  },

  // Technology
  {
    id: 'technology-stack',
    category: 'Technology',
    question: 'Which technologies do you work with?',
    answer: `We choose the stack with you, but most of our work uses:

- **Frontend and mobile:** React, Next.js, TypeScript, React Native
- **Backend:** Node.js, Python (FastAPI, Django), Java (Spring Boot), .NET
- **Data and AI:** PostgreSQL, Snowflake, BigQuery, Airflow, dbt, PyTorch, LLM APIs
- **Cloud and DevOps:** AWS, Azure, Google Cloud, Kubernetes, Terraform, GitHub Actions
- **Testing:** Playwright, Cypress, k6, Appium

If you already have a stack, we work in it. See [Product Engineering](/capabilities/product-engineering-service/) and our other [capabilities](/capabilities/).`,
  },
  {
    id: 'ai-agents-and-llms',
    category: 'Technology',
    question: 'Do you build AI agents and LLM applications?',
    answer: `Yes. Our AI practice, led by Aditya Rao, builds LLM applications that run in production: assistants grounded in a company's own knowledge, document-processing pipelines, and agents that carry out multi-step tasks through tools and APIs.

We work with hosted models from the major providers and with open-weight models hosted in your environment when data must not leave it. Every system ships with an evaluation suite, guardrails and human approval wherever an action matters. Start with our [Agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) page or the [AI readiness guide](/ai-readiness-guide/).`,
  },
  {
    id: 'taking-over-existing-code',
    category: 'Technology',
    question: 'Can you take over an existing codebase from another team or vendor?',
    answer: `Yes, and it is one of the most common ways clients start with us. We begin with a **code and infrastructure assessment**, usually two to three weeks long, covering architecture, test coverage, dependencies, security issues, build and deployment, and documentation.

You receive a written report with risks ranked by impact and a plan for the first three months. We then take over gradually, shadowing your current team or vendor where possible, so that releases continue throughout the transition.`,
  },
  {
    id: 'browser-extensions-all-browsers',
    category: 'Technology',
    question: 'Can you build one browser extension for Chrome, Edge, Firefox and Safari?',
    answer: `Yes. We usually build from a single TypeScript codebase on Manifest V3, with small browser-specific layers where the APIs differ. Safari versions are packaged as Safari Web Extensions with Xcode and distributed through the App Store.

We handle store listings, privacy disclosures and the review process, and keep permissions as narrow as possible, which also shortens reviews. Enterprise clients can deploy through managed browser policies instead of public stores. More on our [Browser Extensions](/capabilities/browser-extension/) page.`,
  },

  // Careers
  {
    id: 'how-to-apply',
    category: 'Careers',
    question: 'How do I apply for a job at {name}?',
    answer: `Choose a role from the open positions on our [Careers](/careers/) page and send your CV to {email} with the subject **"Careers"**, naming the role in the first line of your e-mail. A link to code you have written, a portfolio or a project report helps more than a long cover letter.

If no open role fits, write anyway and tell us what you would like to work on. We reply to every application within five working days.`,
  },
  {
    id: 'hiring-process',
    category: 'Careers',
    question: 'What does the hiring process look like?',
    answer: `Most candidates finish in about three weeks: an introductory call with a recruiter, a technical exercise (a short take-home task or a live session, your choice), a technical interview with two engineers, and a conversation with your future delivery manager and a teammate.

We aim to decide within five working days of the last interview, and everyone who reaches the technical interview receives written feedback. {name} never asks candidates for a fee of any kind. The steps are described in full on the [Careers](/careers/) page.`,
  },
  {
    id: 'freshers-and-internships',
    category: 'Careers',
    question: 'Do you hire freshers and interns?',
    answer: `Yes, mainly through our paid six-month [internship programme](/internship-program/), which takes two cohorts a year, starting in January and July. Tracks include full-stack, Python and data, QA automation, DevOps and cloud, and AI engineering.

Final-year students and graduates from the last twelve months can apply. Interns join real client teams after a six-week bootcamp, and those who perform well receive a pre-placement offer for a full-time role before the programme ends.`,
  },
  {
    id: 'remote-and-hybrid-work',
    category: 'Careers',
    question: 'Can I work remotely?',
    answer: `Most roles are hybrid: Pune-based teams meet at our Pune office on two anchor days a week, chosen by the team, and work from home the rest of the time. Some roles, marked "Remote (India)" in our open positions, are fully remote for people living elsewhere in India, with a visit to Pune each quarter.

We do not currently hire outside India. Read more about how our teams work on [Company Culture](/company-culture/).`,
  },

  // The website
  {
    id: 'who-is-nexa',
    category: 'The website',
    question: 'Who is {assistant}, the assistant on this website?',
    answer: `{assistant} is the AI chat assistant on our website. You can open it on any page and ask about our capabilities, industries, case studies, events, careers or how to reach us, and it answers in a few sentences and points you to the relevant pages.

{assistant} is there to help you find information, not to sell. For proposals, pricing or anything contractual it will direct you to the [contact page](/contact/), so that a person from our team can reply.`,
  },
  {
    id: 'where-nexa-gets-answers',
    category: 'The website',
    question: 'Where does {assistant} get its answers, and can it be wrong?',
    answer: `{assistant} answers from the **content of this website**: our capability, industry and company pages, insights articles, case studies, press releases and this FAQ. It does not search the wider internet and has no access to client projects, our internal systems or personal records. If the site does not cover a question, it is designed to say so rather than guess.

Like any assistant built on a language model, it can occasionally misread or oversimplify. For anything important, check the page itself or write to {email}.`,
  },
  {
    id: 'newsletter',
    category: 'The website',
    question: 'How do I subscribe to or leave the newsletter?',
    answer: `Enter your e-mail address in the newsletter sign-up form on the website. The newsletter arrives about once a month with new articles from [Insights](/insights/), recent [case studies](/case-studies/), event news and the occasional open role.

We use your address only to send the newsletter and never sell it or share it for anyone else's marketing. Every issue contains an unsubscribe link, or you can write to {email} and we will remove you.`,
  },
  {
    id: 'website-privacy',
    category: 'The website',
    question: 'What personal data does this website collect?',
    answer: `As little as we can. If you use the contact form or subscribe to the newsletter, we keep the details you give us in order to reply or to send the newsletter. Messages you type to {assistant} are processed to generate answers, so please do not include personal, financial or health information in them. We do not sell personal data.

Our [privacy policy](/privacy/) explains what we collect, why, how long we keep it and how to ask us to see or delete your data. Send any request to {email}.`,
  },
];
