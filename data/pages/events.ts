import type { ContentPage } from './types';

export const foundationDayPage: ContentPage = {
  path: '/foundation-day/',
  title: 'Foundation Day 2025',
  description:
    'On 14 March 2025 {name} turned 14. Talks, team awards, long-service recognitions, a hackathon demo and a family evening in Pune.',
  eyebrow: 'Events',
  heading: 'Foundation Day 2025',
  intro:
    '{name} was founded in Pune on 14 March 2011. On 14 March 2025 we marked our 14th anniversary with a day of talks, awards and demos at the office, followed by an evening with our families. This is what happened and what the year meant to us.',
  sections: [
    {
      heading: 'The day in brief',
      markdown: `Foundation Day is the one day each year when all of {name} stops client work at the same time. Delivery teams agree cover with clients weeks in advance, so that nobody has to dial into a stand-up from the back of the room.

- **Morning:** talks from the leadership team and from engineers, held at the office on Kennedy Road and streamed for colleagues working from home.
- **Midday:** the hackathon demo and the team awards.
- **Afternoon:** long-service recognitions.
- **Evening:** a family evening at a venue in Pune, with food, music and a quiz the interns had been preparing for a month.`,
    },
    {
      heading: 'Talks',
      markdown: `**Rohan Deshpande**, our CEO and co-founder, opened by going back to the first office: eleven people, two client contracts and a whiteboard that still hangs in a meeting room. He then walked through the numbers that describe {name} today: about 320 people, clients across North America, the UK, Europe, the Middle East and Australia, and six industries we now know in depth.

**Meera Kulkarni**, CTO and co-founder, spoke about engineering standards: why every team now runs the same CI templates, why we treat evaluation suites for AI features the same way we treat unit tests, and what we learnt from renewing our ISO/IEC 27001 certification.

Three shorter talks came from the floor: a QA lead on cutting a regression suite from nine hours to fifty minutes, a data scientist on forecasting demand for a retail client, and a DevOps engineer on the on-call rota that finally let people sleep.`,
    },
    {
      heading: 'Awards and long-service recognitions',
      markdown: `Team awards are nominated by colleagues rather than managers. This year's categories were:

- **Delivery of the year:** a team that moved a travel and visa platform to a new cloud region without a minute of planned downtime.
- **Quality champion:** the QA engineer whose accessibility checks are now part of every project template.
- **Mentor of the year:** chosen by the 2024 interns.
- **Client voice:** awarded on the strength of written feedback from clients.

Anita Sawant, our Head of People, then called up the colleagues who reached **ten years** with {name}, and those who have been with us since the first year. Several of them joined as graduates and now lead teams or practices. Each received a handwritten note from the founders, which for many mattered more than the plaque.`,
    },
    {
      heading: 'Hackathon demo',
      markdown: `The winning team from our February hackathon showed an agent that reads a failing end-to-end test run, groups failures by likely cause and drafts a triage note for the on-call engineer. It used our standard evaluation harness, and the team was candid that it got the cause right in about seven of ten cases on their test set. Aditya Rao, Head of AI Practice, has since adopted it as an internal pilot. You can read more about how we approach this work on our [Agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) page.`,
    },
    {
      heading: 'What the year meant',
      markdown: `The fourteenth year brought no single headline. It was steady. We took several long-running client relationships into their sixth and seventh years, grew our AI practice from a small group into a team that works on production systems, and hired and trained a full intake through our [internship programme](/internship-program/). Vikram Joshi, Head of Delivery, summed it up in one line on the day: the work we are proudest of is the work clients stopped having to think about.

If you would like to know what working here is like, see [Company Culture](/company-culture/) or our open roles on [Careers](/careers/).`,
    },
  ],
  cta: {
    heading: 'Be part of the next one',
    text: 'We hire engineers, designers, QA engineers and data scientists in Pune throughout the year.',
    label: 'See open roles',
    href: '/careers/',
  },
  topics: ['company', 'culture'],
};

export const aiSummitPage: ContentPage = {
  path: '/ai-summit/',
  title: 'Generative AI Summit Austin 2025',
  description:
    'Our talk at the Generative AI Summit in Austin, June 2025: taking agentic AI from demo to production with evaluation and guardrails, plus booth demos.',
  eyebrow: 'Events',
  heading: 'Generative AI Summit Austin 2025',
  intro:
    'In June 2025 {name} spoke and exhibited at the Generative AI Summit in Austin, Texas. Our talk covered what it takes to move an agentic AI system from an impressive demo to a dependable production service. Here is a summary, what we showed at the booth and how to get the slides.',
  sections: [
    {
      heading: 'Our talk: From Demo to Production',
      markdown: `**"From Demo to Production: Shipping Agentic AI with Evaluations and Guardrails"**, presented by Aditya Rao, Head of AI Practice.

Most agent demos work because the person giving them chose the inputs. The talk started from that observation and walked through the engineering that closes the gap between a demo and a system a business can rely on:

- **Define the task narrowly.** An agent that "handles customer service" cannot be tested; an agent that "answers order-status questions and escalates everything else" can.
- **Build the evaluation set before the agent.** We start with 150 to 300 real, anonymised cases and expected outcomes, and we score every change against them in CI, the same way we run unit tests.
- **Constrain the tools.** Each tool the agent can call has a typed schema, a permission scope and a rate limit. Write actions go through a confirmation step or a human approval queue.
- **Guardrails on both sides.** Input checks for prompt injection and personal data; output checks for policy, grounding against retrieved sources and format.
- **Observe everything.** Every run is traced: prompts, tool calls, latencies, token costs and the final outcome, so that a failure can be replayed.

Aditya closed with a case from retail (anonymised as always): an order-support agent that went from 61% to 89% task success on its evaluation set over eight weeks, almost entirely through better retrieval and tighter tool definitions rather than a larger model.`,
    },
    {
      heading: 'At the booth',
      markdown: `Our booth ran three live demos over the two days:

1. **Evaluation dashboard.** A regression run across 240 test cases for a support agent, showing which cases broke after a prompt change and why.
2. **Guardrails in action.** Visitors were invited to try prompt-injection attacks against a sandboxed booking agent. The guardrail layer blocked most attempts; we logged and discussed the ones that got through.
3. **Agent tracing.** A step-by-step replay of a multi-tool agent run, with the cost and latency of each call.

We also spoke to a steady stream of engineering leaders about browser-based AI assistants, which connects to our [browser extension](/capabilities/browser-extension/) work.`,
    },
    {
      heading: 'Key takeaways',
      markdown: `- Teams that had shipped agents to production all had an evaluation set; teams still stuck in pilots mostly did not.
- Cost surprises come from retries and long contexts, not from the price per token. Trace first, optimise second.
- Human-in-the-loop is a design choice, not a failure. The best systems choose where people approve actions.
- Smaller, well-prompted models with good retrieval often beat larger ones on narrow tasks, at a fraction of the cost.
- Governance questions (who owns an agent's mistakes, how incidents are reported) are arriving earlier in projects than a year ago.

If you are assessing where your organisation stands, our [AI Readiness Guide](/ai-readiness-guide/) covers the same ground in more depth.`,
    },
    {
      heading: 'Get the slides',
      markdown: `We share the full slide deck, including the evaluation checklist and the guardrail architecture diagram, on request. Write to [{email}](mailto:{email}) with the subject "AI Summit slides", or use our [contact form](/contact/). If you would like Aditya or one of his team to walk your engineers through the material, say so in the same message.`,
    },
  ],
  cta: {
    heading: 'Moving an agent into production?',
    text: 'Talk to our AI practice about evaluation, guardrails and observability for your use case.',
    label: "Let's Talk",
    href: '/contact/',
  },
  topics: ['agentic ai', 'ai', 'generative ai'],
};

export const rsacPage: ContentPage = {
  path: '/{slug}-at-rsac-2024/',
  title: '{name} at RSAC 2024',
  description:
    '{name} exhibited at RSA Conference 2024 in San Francisco, showing secure browser extensions, DevSecOps pipelines and extension supply-chain security.',
  eyebrow: 'Events',
  heading: '{name} at RSAC 2024',
  intro:
    'From 6 to 9 May 2024 we exhibited at the RSA Conference at the Moscone Center in San Francisco. We showed how we build secure browser extensions, how our DevSecOps pipelines work, and how extension publishers can protect their users from supply-chain attacks.',
  sections: [
    {
      heading: 'Why we went',
      markdown: `Browser extensions sit in an unusual place in the security picture. They run inside the browser every employee uses, they can read pages that contain customer and financial data, and they update silently. We have built extensions for Chrome, Edge, Firefox and Safari for many years, and a growing share of the questions we receive now come from security teams rather than product teams. RSAC was the right room to have those conversations.`,
    },
    {
      heading: 'What we showed',
      markdown: `### Secure browser extensions

We walked visitors through a reference extension built on Manifest V3, designed with the minimum permissions it needed:

- Optional host permissions requested at the moment of use, rather than access to every site at install.
- A strict content security policy, with no remote code and no dynamic script evaluation.
- Message passing between content scripts and the service worker validated against schemas.
- Sensitive data kept out of extension storage, or encrypted where it had to be stored.

### DevSecOps pipelines

A live pipeline showed the checks we add to client projects by default: static analysis, dependency scanning, secret scanning on every commit, a software bill of materials generated in CycloneDX format, and signed build artefacts. A failed check blocks the merge, and the finding appears in the pull request with a suggested fix. More on this on our [DevOps](/capabilities/devops-service/) page.

### Supply-chain security for extension stores

The most discussed part of the booth. Extension stores have seen attacks where an established extension is sold or its developer account compromised, and a malicious update reaches every user within hours. We showed the controls we recommend to publishers:

- Hardware-key multi-factor authentication and separate roles on store developer accounts.
- Reproducible builds, so that the package submitted to the store can be matched to a tagged commit.
- Release approval by two people, and staged rollouts where the store supports them.
- Monitoring of the published package for unexpected changes in permissions or code.`,
    },
    {
      heading: 'Conversations',
      markdown: `Over four days we spoke to CISOs, application security engineers and product leaders from banking, healthcare and retail. Three themes came up again and again. Security teams wanted to know how to review the extensions already installed across their workforce. Product teams shipping extensions to enterprise customers wanted help answering security questionnaires. And several companies that had inherited an extension through an acquisition wanted to know what they had actually bought.`,
    },
    {
      heading: 'Takeaways',
      markdown: `- Extensions are now part of enterprise attack-surface reviews, and publishers will be asked harder questions.
- Software bills of materials are becoming a procurement requirement, not just good practice.
- Security checks that report into the pull request get fixed; those that send e-mails get ignored.
- The industries we serve in [banking and finance](/industries/banking-finance/) and [healthcare](/industries/healthcare/) expect evidence, such as signed builds and audit trails, rather than assurances.

If you build or depend on a browser extension, see our [Browser Extensions](/capabilities/browser-extension/) capability or [get in touch](/contact/).`,
    },
  ],
  cta: {
    heading: 'Worried about an extension in your estate?',
    text: 'We review, harden and rebuild browser extensions for security-conscious organisations.',
    label: "Let's Talk",
    href: '/contact/',
  },
  topics: ['browser extensions', 'devops', 'security'],
};
