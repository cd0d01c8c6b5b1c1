/** Copy of the home page. Brand tokens ({name}) are resolved at build. */
export const home = {
  title: '{name}',
  description:
    '{name} builds software products, data platforms and agentic AI systems for retail, travel, finance and healthcare, from Pune, India, since 2011.',
  eyebrow: 'Software engineering services',
  heading: 'Software engineering that ships, and keeps shipping',
  intro:
    'We are 320 engineers, designers, testers and data scientists in Pune, India. Since 2011 we have built and run the products our clients sell, the platforms their teams depend on and, lately, the AI agents that do real work inside both.',
  primaryCta: { label: "Let's Talk", href: '/contact/' },
  secondaryCta: { label: 'See our work', href: '/case-studies/' },
  figures: [
    { value: '2011', label: 'building software since' },
    { value: '320', label: 'engineers, designers and analysts' },
    { value: '5', label: 'continents with active clients' },
    { value: '4–5 h', label: 'daily overlap with US and EU teams' },
  ],
  capabilitiesHeading: 'What we do',
  capabilitiesIntro: 'Seven practices, one delivery standard: small senior teams, weekly demos, automated tests and honest estimates.',
  capabilities: [
    { title: 'Agentic AI', text: 'Agents that call your tools with guardrails, evaluations and a human in the loop where it matters.', href: '/capabilities/agentic-ai-the-future-of-autonomous-intelligence/' },
    { title: 'Product Engineering', text: 'Web and mobile products from discovery to scale, with the architecture to keep changing them.', href: '/capabilities/product-engineering-service/' },
    { title: 'Digital Transformation', text: 'Legacy systems moved to the cloud in slices, without stopping the business that runs on them.', href: '/capabilities/digital-transformation/' },
    { title: 'Browser Extensions', text: 'Manifest V3 extensions for Chrome, Edge, Firefox and Safari that pass store review first time.', href: '/capabilities/browser-extension/' },
    { title: 'DevOps', text: 'Infrastructure as code, CI/CD and observability that make releases boring and outages short.', href: '/capabilities/devops-service/' },
    { title: 'QA & Test Engineering', text: 'Automated test suites and performance testing that catch regressions before your customers do.', href: '/capabilities/qa-test-engineering/' },
    { title: 'Data Science', text: 'Forecasting, recommendation and analytics models that are monitored in production, not left in notebooks.', href: '/capabilities/data-science/' },
  ],
  industriesHeading: 'Industries we know well',
  industries: [
    { title: 'Retail', href: '/industries/retail/' },
    { title: 'Travel, Visa & Immigration', href: '/industries/travel-visa-immigration/' },
    { title: 'Banking & Finance', href: '/industries/banking-finance/' },
    { title: 'Consumer & Lifestyle', href: '/industries/consumer-lifestyle/' },
    { title: 'Textile & Fashion', href: '/industries/textile-and-fashion/' },
    { title: 'Healthcare', href: '/industries/healthcare/' },
  ],
  insightsHeading: 'Latest insights',
  caseStudiesHeading: 'Recent case studies',
};
