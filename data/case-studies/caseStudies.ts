import type { CaseStudyInput } from '@/lib/content/schema';

/**
 * Case studies, oldest first. Entries from id 39 up carry an explicit caseUrl; older ones get
 * their slug from slugify(caseLink) (see lib/content/slugs.ts). Each slug has a Markdown body at
 * data/case-studies/<slug>.md and images at /images/case-studies/<slug>-thumb.svg / -header.svg.
 * Dates are kept as written in the source data, including the "Febuary" typo on id 17.
 */
export const caseStudies: CaseStudyInput[] = [
  {
    id: 4,
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/retail-order-management-modernisation-thumb.svg',
    caseImg: '/images/case-studies/retail-order-management-modernisation-header.svg',
    caseTitle:
      'A US specialty retailer with 240 stores cuts oversell cancellations by 87% and launches click-and-collect with a new order management platform',
    caseDate: 'Sep 14, 2023',
    caseBtn: 'Read More',
    caseLink: 'Retail Order Management Modernisation',
  },
  {
    id: 11,
    caseTag: 'qa-test-engineering',
    caseThumbImg: '/images/case-studies/mobile-banking-test-automation-thumb.svg',
    caseImg: '/images/case-studies/mobile-banking-test-automation-header.svg',
    caseTitle:
      'A UK retail bank with 1.8 million customers shrinks mobile app regression from 12 days to 9 hours and moves to fortnightly releases',
    caseDate: 'Dec 4, 2023',
    caseBtn: 'Read More',
    caseLink: 'Mobile Banking Test Automation',
  },
  {
    id: 17,
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/visa-application-platform-rebuild-thumb.svg',
    caseImg: '/images/case-studies/visa-application-platform-rebuild-header.svg',
    caseTitle:
      'A UK travel-visa processing firm halves application abandonment with a rules-driven application platform for 34 destinations',
    caseDate: 'Febuary 12, 2024',
    caseBtn: 'Read More',
    caseLink: 'Visa Application Platform Rebuild',
    caseSubtitle:
      'We replaced 34 hand-built application forms with one configurable rules engine and guided document capture, cutting abandonment from 41% to 19% and document-related rejections by more than half.',
  },
  {
    id: 24,
    caseTag: 'data-science',
    caseThumbImg: '/images/case-studies/fashion-demand-forecasting-thumb.svg',
    caseImg: '/images/case-studies/fashion-demand-forecasting-header.svg',
    caseTitle:
      'A European fashion brand with 180 stores lowers forecast error by 40% and trims markdowns by 4.2 points with style-level demand forecasting',
    caseDate: 'Jun 18, 2024',
    caseBtn: 'Read More',
    caseLink: 'Fashion Demand Forecasting',
    caseSubtitle:
      'Machine-learning forecasts for new styles with no sales history, plus store-level size curves, gave buyers and allocators numbers they could trust across two full seasons.',
  },
  {
    id: 31,
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/patient-scheduling-and-telehealth-portal-thumb.svg',
    caseImg: '/images/case-studies/patient-scheduling-and-telehealth-portal-header.svg',
    caseTitle:
      'A US outpatient group with 62 clinics reduces no-shows from 14% to 8.5% with self-scheduling and integrated telehealth',
    caseDate: 'Nov 5, 2024',
    caseBtn: 'Read More',
    caseLink: 'Patient Scheduling and Telehealth Portal',
    caseSubtitle:
      'A HIPAA-compliant patient app and web portal, connected to the group’s EHR through FHIR, now handles almost half of all bookings and every video visit.',
  },
  {
    id: 39,
    caseTag: 'devops',
    caseThumbImg: '/images/case-studies/lending-platform-cloud-migration-thumb.svg',
    caseImg: '/images/case-studies/lending-platform-cloud-migration-header.svg',
    caseTitle:
      'An Australian non-bank lender moves 46 services to AWS and goes from monthly releases to daily deployments with a DevSecOps pipeline',
    caseDate: 'Mar 20, 2025',
    caseBtn: 'Read More',
    caseLink: 'Lending Platform Cloud Migration and DevSecOps',
    caseUrl: 'lending-platform-cloud-migration/',
    caseSubtitle:
      'We migrated a lending platform out of a closing data centre, rebuilt its delivery pipeline with security checks built in and cut audit preparation from six weeks to four days.',
  },
  {
    id: 42,
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/fitness-subscription-app-replatforming-thumb.svg',
    caseImg: '/images/case-studies/fitness-subscription-app-replatforming-header.svg',
    caseTitle:
      'A UK home-fitness subscription brand with 650,000 members cuts monthly churn by a quarter after re-platforming its mobile apps',
    caseDate: 'Jul 8, 2025',
    caseBtn: 'Read More',
    caseLink: 'Fitness Subscription App Re-platforming',
    caseUrl: 'fitness-subscription-app-replatforming/',
    caseSubtitle:
      'One Flutter codebase replaced two drifting native apps; workout video now starts in about a second, offline sessions work reliably and monthly churn fell from 7.8% to 5.9%.',
  },
  {
    id: 45,
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/apparel-wholesale-b2b-ordering-portal-thumb.svg',
    caseImg: '/images/case-studies/apparel-wholesale-b2b-ordering-portal-header.svg',
    caseTitle:
      'A textile and apparel manufacturer moves 68% of wholesale orders from e-mail and spreadsheets to a B2B ordering portal',
    caseDate: 'Oct 2, 2025',
    caseBtn: 'Read More',
    caseLink: 'Apparel Wholesale B2B Ordering Portal',
    caseUrl: 'apparel-wholesale-b2b-ordering-portal/',
    caseSubtitle:
      'Digital line sheets, prepack ordering and live available-to-promise dates replaced PDF catalogues and e-mailed spreadsheets for 1,100 wholesale buyers, bringing order errors down from 9% to 1.2%.',
  },
];
