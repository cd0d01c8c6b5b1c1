import type { ContentPage } from './types';

export const aiReadinessGuidePage: ContentPage = {
  path: '/ai-readiness-guide/',
  title: 'AI Readiness Guide',
  description:
    'Assess your organisation’s readiness for AI and agentic AI across five pillars, with a checklist for each and a scoring rubric to find where to start.',
  eyebrow: 'Resources',
  heading: 'The AI Readiness Guide',
  intro:
    'Most AI projects that stall do so for reasons that have little to do with the model. This guide helps you assess your organisation across five pillars, from strategy to governance, score each one honestly and decide what to fix before you build, not after.',
  sections: [
    {
      heading: 'How to use this guide',
      markdown: `Work through it with a small group: a business owner, someone from engineering, someone who knows your data and someone from risk or compliance. Allow about two hours.

1. Read each pillar’s checklist and mark every item as **in place**, **partly in place** or **not in place**. Be strict: "we are planning to" counts as not in place.
2. Give each pillar a score from 1 to 5 using the rubric further down.
3. Look at your **lowest** score before your total: AI initiatives fail at their weakest point.

Items marked **agentic AI** apply to systems that plan and take actions through tools.`,
    },
    {
      heading: 'Pillar 1: Strategy and use cases',
      markdown: `- Each use case is tied to a business metric, such as handling time or conversion, with a current baseline.
- Every use case has a business owner who will decide whether it goes live.
- You have a ranked shortlist of use cases, scored on value, feasibility and risk, rather than a long list of ideas.
- You know which use cases need generative AI and which are better served by rules, search or classical machine learning.
- Budget covers running costs (model usage, monitoring, human review) as well as the build.
- **Agentic AI:** for each agent, you have written down which actions it may take on its own and which need a person’s approval.`,
    },
    {
      heading: 'Pillar 2: Data',
      markdown: `- The data each use case needs is identified, and you know where it lives and who owns it.
- Documents an assistant will draw on (policies, product information, knowledge articles) are current, de-duplicated and owned.
- You can get data out of core systems through APIs or scheduled exports, without manual copying.
- Personal and confidential data is classified, so you know what must not leave your environment or reach a third-party model.
- You hold examples of real inputs and correct outputs that can become an evaluation set.
- **Agentic AI:** the systems an agent will act on expose well-defined APIs with clear error responses.`,
    },
    {
      heading: 'Pillar 3: Platform and security',
      markdown: `- You have approved model providers and hosting options, including data residency where it matters.
- Secrets, API keys and model access are managed centrally, not in code or spreadsheets.
- AI features go through the same CI/CD, code review and release process as other software.
- Logging and tracing capture prompts, responses, tool calls, latency and cost, with personal data masked.
- Security has reviewed LLM-specific threats: prompt injection, data leakage and excessive permissions.
- **Agentic AI:** every tool an agent can call has a narrow permission scope, rate limits and an audit trail.`,
    },
    {
      heading: 'Pillar 4: People and skills',
      markdown: `- At least one engineering team has shipped an AI feature to production, or has time to learn with an experienced partner.
- Product managers can write acceptance criteria for non-deterministic behaviour, for example "correct in 95% of the evaluation set".
- QA engineers know how to build and maintain evaluation sets, not only scripted tests.
- The people whose work will change were consulted early and have a say in the design.
- Staff know what AI tools may be used for and what must not be pasted into them.
- **Agentic AI:** someone is named to review escalations and agent errors, with time set aside for it.`,
    },
    {
      heading: 'Pillar 5: Governance and risk',
      markdown: `- A written AI policy covers acceptable use, approval of new use cases and who is accountable.
- Each use case has a proportionate risk assessment covering accuracy, bias, privacy, security and legal exposure.
- You know which regulations apply: data protection law, sector rules and, where relevant, the EU AI Act.
- Users are told when they are dealing with AI, and there is a route to a person.
- There is an incident process for AI failures: how issues are reported, who can switch a feature off and how fast.
- **Agentic AI:** actions taken by agents are logged and can be traced back to a decision and a version of the system.`,
    },
    {
      heading: 'Scoring rubric',
      markdown: `Score each pillar from 1 to 5:

| Score | Stage | What it looks like |
| --- | --- | --- |
| 1 | Exploring | Few checklist items in place. Interest exists, but no owner, budget or plan. |
| 2 | Experimenting | Some items partly in place. Pilots run by enthusiasts, not repeatable. |
| 3 | Foundations | About half the items in place. One use case is close to production; the processes are defined but new. |
| 4 | Operating | Most items in place. AI features run in production with evaluation, monitoring and clear ownership. |
| 5 | Scaling | All items in place and reviewed regularly. New use cases reuse shared platforms, data and governance. |

### Reading your results

- **Total 5 to 11:** start with strategy and data. Build foundations around one use case rather than running several pilots.
- **Total 12 to 18:** you are ready for a first production use case, provided no single pillar scores 1. Fix any pillar at 1 first.
- **Total 19 to 25:** focus on scale: shared evaluation tooling, a platform team and carefully scoped agentic use cases.

Whatever the total, a score of 1 or 2 on **governance and risk** or **platform and security** should keep an agentic AI project out of production.`,
    },
    {
      heading: 'The extended guide',
      markdown: `Signed-in readers get four more chapters, free: a 90-day roadmap, a use-case scoring worksheet, an evaluation plan template for LLM features and a governance policy starter.

Our AI practice also runs this assessment as a workshop; see our [Agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) and [Data Science](/capabilities/data-science/) work.`,
    },
  ],
  cta: {
    heading: 'Want a second opinion on your score?',
    text: 'Our AI practice can run this assessment with your team and turn the results into a plan.',
    label: "Let's Talk",
    href: '/contact/',
  },
  topics: ['agentic ai', 'ai', 'data science'],
};

/** Members-only chapters, shown to signed-in visitors. */
export const aiReadinessGuideFull: { heading: string; markdown: string }[] = [
  {
    heading: 'A 90-day roadmap',
    markdown: `This roadmap takes one well-chosen use case from decision to a limited production release in about 90 days. It assumes a small cross-functional team: a product owner, two or three engineers, a QA engineer and part-time input from data, security and legal.

### Days 1 to 30: decide and prepare

- Score your shortlist with the use-case worksheet and pick one.
- Agree the success metric, its baseline and the threshold for going live.
- Collect 150 to 300 real, anonymised examples and the expected outcomes; this becomes your evaluation set.
- Complete the risk assessment and agree what the system may and may not do.
- Set up access to models, secrets management, logging and tracing.

### Days 31 to 60: build and measure

- Build the simplest version that could work, usually retrieval plus a well-structured prompt, before adding agents or fine-tuning.
- Run the evaluation set on every change in CI and track the score over time.
- Add guardrails on input and output and test them with adversarial cases.
- Show weekly progress to the people who will use it and collect their corrections.

### Days 61 to 90: release and learn

- Release to a small group of users, with human review of outputs where risk requires it.
- Monitor quality, cost and latency daily; add every real failure to the evaluation set.
- Hold a go/no-go review against the threshold agreed on day one, and decide whether to widen the release, iterate or stop.`,
  },
  {
    heading: 'A use-case scoring worksheet',
    markdown: `Use this worksheet to compare candidate use cases on the same terms. Score each criterion from 1 (poor) to 5 (strong), multiply by the weight and add up. The maximum is 100.

| Criterion | Weight | Questions to ask |
| --- | --- | --- |
| Business value | 5 | How much would the metric move? How many people or transactions are affected? |
| Data availability | 4 | Does the data exist, is it accessible and is it good enough today? |
| Technical feasibility | 3 | Has this kind of task been done reliably with current models? |
| Risk of errors | 4 | What happens when the system is wrong? Can a person catch it in time? (Score 5 for low risk.) |
| Ease of measurement | 2 | Can you tell, automatically and quickly, whether an output is correct? |
| Sponsorship | 2 | Is there an owner with budget who wants this live? |

### How to read the result

- **75 and above:** a strong first candidate.
- **55 to 74:** worth doing once the gaps (usually data or measurement) are closed.
- **Below 55:** park it and revisit in six months.

Treat any criterion scored 1 as a blocker, whatever the total. A use case with high value but a "risk of errors" score of 1 is a candidate for human-in-the-loop assistance, not automation.`,
  },
  {
    heading: 'An evaluation plan template for LLM features',
    markdown: `Write this plan before building. Keep it short enough that the product owner reads it and specific enough that an engineer can automate it.

1. **Feature and scope.** What the feature does, for whom, and what it explicitly does not do.
2. **Success criteria.** The quality threshold for release, for example "at least 90% of answers rated correct and grounded; zero answers that disclose another customer’s data".
3. **Evaluation set.** Source of the cases, the number (start with 150 to 300), the mix of common, edge and adversarial cases, and who labels the expected outcomes.
4. **Metrics.** Task success, factual accuracy against sources, refusal accuracy (declining what it should, answering what it should), format validity, latency at the 95th percentile and cost per request.
5. **Scoring method.** Which metrics use exact checks, which use a model as a judge (with the judge itself spot-checked against human ratings) and which need human review.
6. **Regression policy.** The evaluation runs on every change to prompts, models, retrieval or tools; a drop above an agreed margin blocks release.
7. **Production monitoring.** Sampling rate for human review, user feedback signals, alerts, and how real failures are added back to the set.
8. **Owners and cadence.** Who maintains the set, and when the plan is reviewed.`,
  },
  {
    heading: 'A governance policy starter',
    markdown: `Adapt these clauses into a short policy, ideally no more than two pages, that people will actually read.

- **Purpose and scope.** The policy covers all use of AI systems by staff and all AI features in products, including those bought from vendors.
- **Accountability.** Every AI use case has a named business owner, accountable for its outcomes, and a technical owner, accountable for how it works.
- **Approval.** New use cases are registered and risk-assessed before development. High-risk cases, such as decisions about customers’ finances, health or employment, need approval from a review group that includes legal and security.
- **Data.** Confidential and personal data may only be sent to approved models and providers under contract. Staff must not paste such data into unapproved tools.
- **Human oversight.** The risk assessment sets where a person must review or approve outputs. Agents may only take actions listed in their approved scope.
- **Transparency.** People are told when they are interacting with AI and can reach a human.
- **Quality.** Every AI feature has an evaluation plan and is monitored in production.
- **Incidents.** AI failures are reported through the normal incident process; any owner may switch a feature off pending review.
- **Review.** The register and this policy are reviewed every six months.`,
  },
];
