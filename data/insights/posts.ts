import type { BlogPostInput } from '@/lib/content/schema';

/**
 * The shared blog list. Order matters: the header features positions 5, 6, 10 and 11 (0-based),
 * which therefore carry a featureImg. Listings sort by blogDate. Article bodies live next to this
 * file as <blogURL without the trailing slash>.md.
 */
export const posts: BlogPostInput[] = [
  {
    id: 1,
    blogGridImg: '/images/insights/agentic-ai-in-retail-store-operations-grid.svg',
    blogImg: '/images/insights/agentic-ai-in-retail-store-operations-header.svg',
    featureImg: '/images/insights/agentic-ai-in-retail-store-operations-feature.svg',
    blogTags: ['Agentic AI', 'Retail', 'Store operations', 'Guardrails'],
    blogCategory: 'Agentic AI',
    blogIndustry: 'Retail',
    blogCapability: 'Agentic AI',
    blogTitle: 'Agentic AI in retail store operations: where agents earn their keep',
    blogAuthor: 'Aditya Rao',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A store manager holding a tablet in a shop aisle, with an AI agent panel listing replenishment exceptions and a markdown proposal awaiting approval',
    breadSubtitle:
      'Which store workflows suit AI agents, how to keep their actions inside hard limits, and how to prove they work before they touch a live system.',
    blogDate: 'Sep 16, 2025',
    blogURL: 'agentic-ai-in-retail-store-operations/',
    blogDesc:
      'Replenishment exceptions, markdown proposals and ticket triage are where agents help store teams most. We explain the guardrails, permissions and evaluation that make them safe to run.',
    featured: true,
    latest: true,
  },
  {
    id: 2,
    blogGridImg: '/images/insights/manifest-v3-migration-checklist-for-enterprise-extensions-grid.svg',
    blogImg: '/images/insights/manifest-v3-migration-checklist-for-enterprise-extensions-header.svg',
    blogTags: ['Manifest V3', 'Chrome', 'Enterprise', 'Service workers'],
    blogCategory: 'Browser Extension',
    blogIndustry: 'Banking & Finance',
    blogCapability: 'Browser Extension',
    blogTitle: 'A Manifest V3 migration checklist for enterprise browser extensions',
    blogAuthor: 'Sneha Patil',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A checklist beside a browser window whose extension toolbar shows a puzzle-piece icon, with a manifest.json file marked version 3',
    breadSubtitle:
      'The five steps we follow when moving business-critical Chrome and Edge extensions from Manifest V2 to V3 without disrupting the people who depend on them.',
    breadCTA: 'Talk to an engineer',
    blogDate: 'Apr 18, 2024',
    blogURL: 'manifest-v3-migration-checklist-for-enterprise-extensions/',
    blogDesc:
      'Chrome begins phasing out Manifest V2 in June 2024. Here is how we migrate enterprise extensions: inventory, manifest rewrite, stateless service workers, policy-managed rollout and lifecycle testing.',
    trending: true,
  },
  {
    id: 3,
    blogGridImg: '/images/insights/playwright-regression-suites-for-travel-booking-flows-grid.svg',
    blogImg: '/images/insights/playwright-regression-suites-for-travel-booking-flows-header.svg',
    featureImg: '/images/insights/playwright-regression-suites-for-travel-booking-flows-feature.svg',
    blogTags: ['Playwright', 'Test automation', 'Travel', 'CI'],
    blogCategory: 'QA Test Engineering',
    blogIndustry: 'Travel, Visa & Immigration',
    blogCapability: 'QA Test Engineering',
    blogTitle: 'Playwright regression suites for travel booking flows',
    blogAuthor: 'Vikram Joshi',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A flight booking journey drawn as connected screens, from search to seat selection to payment, with green test check marks above each step',
    breadSubtitle:
      'How we replaced a four-hour, flaky Selenium suite with 640 Playwright tests that run on every pull request in 17 minutes.',
    blogDate: 'Nov 7, 2024',
    blogURL: 'playwright-regression-suites-for-travel-booking-flows/',
    blogDesc:
      'Recorded supplier fixtures, role-based locators and a catalogue of unhappy paths turned an unreliable booking-flow suite into one a tour operator trusts on every release.',
    ranked: true,
  },
  {
    id: 4,
    blogGridImg: '/images/insights/demand-forecasting-for-fashion-retail-with-pandas-grid.svg',
    blogImg: '/images/insights/demand-forecasting-for-fashion-retail-with-pandas-header.svg',
    blogTags: ['Forecasting', 'pandas', 'Fashion', 'Size curves'],
    blogCategory: 'Data Science',
    blogIndustry: 'Textile & Fashion',
    blogCapability: 'Data Science',
    blogTitle: 'Demand forecasting for fashion retail with pandas',
    blogAuthor: 'Priya Nair',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A rail of garments in several sizes next to a weekly sales chart, with a forecast line and shaded confidence band extending past the current week',
    breadSubtitle:
      'Style-level forecasts, size curves and stock-out corrections: the data preparation that cut end-of-season stock by 14% for a womenswear brand.',
    blogDate: 'Feb 19, 2025',
    blogURL: 'demand-forecasting-for-fashion-retail-with-pandas/',
    blogDesc:
      'Fashion sales are short-lived and sparse at size level. We show how to forecast at style level in pandas, split by size curve, and correct for stock-outs and promotions before modelling.',
  },
  {
    id: 5,
    blogGridImg: '/images/insights/cutting-cloud-costs-for-a-seasonal-ecommerce-platform-grid.svg',
    blogImg: '/images/insights/cutting-cloud-costs-for-a-seasonal-ecommerce-platform-header.svg',
    blogTags: ['FinOps', 'AWS', 'Terraform', 'Cost'],
    blogCategory: 'Cloud',
    blogIndustry: 'Consumer & Lifestyle',
    blogCapability: 'DevOps',
    blogTitle: 'Cutting cloud costs for a seasonal e-commerce platform',
    blogAuthor: 'Vikram Joshi',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A monthly cloud spend bar chart that falls over four months, set against a trading calendar marking Black Friday and New Year peaks',
    breadSubtitle:
      'Tagging, calendar-driven scaling in Terraform and evidence-based right-sizing took 37% off a lifestyle brand\u2019s monthly AWS bill.',
    blogDate: 'Aug 22, 2024',
    blogURL: 'cutting-cloud-costs-for-a-seasonal-ecommerce-platform/',
    blogDesc:
      'Consumer brands often pay for peak capacity all year. We explain how cost attribution, scheduled scaling, non-production timers and Savings Plans cut spend by 37% while improving peak headroom.',
    hightlighted: true,
  },
  {
    id: 6,
    blogGridImg: '/images/insights/securing-the-software-supply-chain-in-ci-grid.svg',
    blogImg: '/images/insights/securing-the-software-supply-chain-in-ci-header.svg',
    featureImg: '/images/insights/securing-the-software-supply-chain-in-ci-feature.svg',
    blogTags: ['Supply chain', 'GitHub Actions', 'SBOM', 'DevSecOps'],
    blogCategory: 'Cyber Security',
    blogIndustry: 'Cyber Security',
    blogCapability: 'DevOps',
    blogTitle: 'Securing the software supply chain in CI: our baseline after RSAC 2024',
    blogAuthor: 'Meera Kulkarni',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A build pipeline drawn as a chain of connected stages, with a padlock on each link and a signed software bill of materials at the end',
    breadSubtitle:
      'Least-privilege tokens, SHA-pinned actions, signature checks and an SBOM for every build: the CI baseline we apply to every client pipeline.',
    breadCTA: 'Talk to an engineer',
    blogDate: 'May 20, 2024',
    blogURL: 'securing-the-software-supply-chain-in-ci/',
    blogDesc:
      'The question we heard most at RSAC 2024 was what actually goes into a build. Here is our baseline for hardening CI pipelines, with a GitHub Actions example you can adapt.',
    hightlighted: true,
  },
  {
    id: 7,
    blogGridImg: '/images/insights/accessible-react-forms-for-visa-applications-grid.svg',
    blogImg: '/images/insights/accessible-react-forms-for-visa-applications-header.svg',
    featureImg: '/images/insights/accessible-react-forms-for-visa-applications-feature.svg',
    blogTags: ['React', 'Accessibility', 'Forms', 'WCAG'],
    blogCategory: 'React',
    blogIndustry: 'Travel, Visa & Immigration',
    blogCapability: 'Product Engineering',
    blogTitle: 'Building accessible React forms for visa applications',
    blogAuthor: 'Sneha Patil',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A phone showing one step of a visa application form with labelled fields, a progress indicator and a "Draft saved" status message',
    breadSubtitle:
      'Short steps, accessible components, trustworthy autosave and shared validation: how we build long application forms that people can finish.',
    blogDate: 'Dec 3, 2024',
    blogURL: 'accessible-react-forms-for-visa-applications/',
    blogDesc:
      'Visa applications are long, high-stakes forms used on every kind of device. Our React practices for structure, WCAG-conformant fields, server-side autosave and validation that matches the caseworker\u2019s rules.',
    featured: true,
  },
  {
    id: 8,
    blogGridImg: '/images/insights/de-identified-data-pipelines-for-clinical-analytics-grid.svg',
    blogImg: '/images/insights/de-identified-data-pipelines-for-clinical-analytics-header.svg',
    blogTags: ['HIPAA', 'De-identification', 'Data pipelines', 'Privacy'],
    blogCategory: 'Health Care',
    blogIndustry: 'Healthcare',
    blogCapability: 'Data Science',
    blogTitle: 'De-identified data pipelines for clinical analytics',
    blogAuthor: 'Priya Nair',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'Patient records passing through a filter that removes names and dates, emerging as anonymous rows feeding an analytics dashboard',
    breadSubtitle:
      'How to give healthcare analysts daily access to useful data without exposing identifiable patient records, under HIPAA or UK GDPR.',
    blogDate: 'Jan 14, 2025',
    blogURL: 'de-identified-data-pipelines-for-clinical-analytics/',
    blogDesc:
      'Decide the de-identification standard, pseudonymise with a keyed HMAC at the boundary, and check every run. A practical pattern for clinical analytics, with a pandas example.',
    ranked: true,
  },
  {
    id: 7,
    blogGridImg: '/images/insights/what-fourteen-years-taught-us-about-engineering-culture-grid.svg',
    blogImg: '/images/insights/what-fourteen-years-taught-us-about-engineering-culture-header.svg',
    blogTags: ['Culture', 'Teams', 'Foundation Day', 'Pune'],
    blogCategory: 'Culture',
    blogIndustry: 'Culture',
    blogCapability: 'Culture',
    blogTitle: 'What fourteen years taught us about engineering culture',
    blogAuthor: '{name} Editorial Team',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A small engineering team gathered around a whiteboard covered in sticky notes and a hand-drawn architecture diagram in the Pune office',
    breadSubtitle:
      'After our 14th Foundation Day, we asked our people which habits really made {name} a better engineering company, and which we only talked about.',
    blogDate: 'Mar 21, 2025',
    blogURL: 'what-fourteen-years-taught-us-about-engineering-culture/',
    blogDesc:
      'Small teams that own outcomes, writing things down across time zones, blameless reviews with real follow-through, and learning as part of the job: what fourteen years have taught us.',
  },
  {
    id: 10,
    blogGridImg: '/images/insights/evaluating-llm-agents-before-production-grid.svg',
    blogImg: '/images/insights/evaluating-llm-agents-before-production-header.svg',
    blogTags: ['LLM evaluation', 'AI agents', 'Testing', 'Generative AI'],
    blogCategory: 'Artificial Intelligence',
    blogIndustry: 'Generative ai',
    blogCapability: 'Agentic AI',
    blogTitle: 'Evaluating LLM agents before they reach production',
    blogAuthor: 'Aditya Rao',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'An AI agent\u2019s step-by-step trajectory of tool calls laid out as a timeline, with pass and fail marks from an evaluation run beside each step',
    breadSubtitle:
      'Agents that demo well are easy to build. Knowing how often they work, and how they fail, takes an evaluation set, a harness and a release gate.',
    blogDate: 'Jul 8, 2025',
    blogURL: 'evaluating-llm-agents-before-production/',
    blogDesc:
      'Trajectory, outcome and behaviour under pressure: how we build evaluation sets from real work, score agent runs automatically and gate releases, including model upgrades.',
    trending: true,
  },
  {
    id: 11,
    blogGridImg: '/images/insights/idempotent-python-apis-for-loyalty-programmes-grid.svg',
    blogImg: '/images/insights/idempotent-python-apis-for-loyalty-programmes-header.svg',
    featureImg: '/images/insights/idempotent-python-apis-for-loyalty-programmes-feature.svg',
    blogTags: ['Python', 'FastAPI', 'PostgreSQL', 'Idempotency'],
    blogCategory: 'Python',
    blogIndustry: 'Consumer & Lifestyle',
    blogCapability: 'Product Engineering',
    blogTitle: 'Idempotent Python APIs for loyalty programmes',
    blogAuthor: 'Meera Kulkarni',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'A loyalty card and a phone app showing a points balance, with two identical retry arrows converging into a single ledger entry',
    breadSubtitle:
      'How idempotency keys, one transaction and a ledger-first design stopped a loyalty engine with 2.3 million members from awarding points twice.',
    blogDate: 'Oct 14, 2025',
    blogURL: 'idempotent-python-apis-for-loyalty-programmes/',
    blogDesc:
      'Retries are everywhere between a till and a points engine. We show how a FastAPI and PostgreSQL service uses idempotency keys and ledger constraints so each purchase earns points exactly once.',
    latest: true,
  },
  {
    id: 12,
    blogGridImg: '/images/insights/world-health-day-designing-digital-front-doors-for-maternity-care-grid.svg',
    blogImg: '/images/insights/world-health-day-designing-digital-front-doors-for-maternity-care-header.svg',
    featureImg: '/images/insights/world-health-day-designing-digital-front-doors-for-maternity-care-feature.svg',
    blogTags: ['World Health Day', 'Patient experience', 'Maternity', 'Accessibility'],
    blogCategory: 'World Health Day',
    blogIndustry: 'Healthcare',
    blogCapability: 'Digital Transformation',
    blogTitle: 'World Health Day 2025: designing digital front doors for maternity care',
    blogAuthor: '{name} Editorial Team',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt:
      'An expectant parent checking a phone that shows a pregnancy timeline with the next antenatal appointment, a reminder and a call-the-midwife button',
    breadSubtitle:
      'For World Health Day, what we have learned building patient-facing services that help expectant parents reach the right care at the right time.',
    blogDate: 'Apr 7, 2025',
    blogURL: 'world-health-day-designing-digital-front-doors-for-maternity-care/',
    blogDesc:
      'This year\u2019s World Health Day focuses on maternal and newborn health. We share how journey-based design, well-timed reminders and inclusive content raise attendance at antenatal care.',
    featured: true,
    ranked: true,
  },
];
