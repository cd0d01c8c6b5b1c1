import type { ContentPage } from './types';

/**
 * Industry pages: one per sector {name} serves. Rendered by the shared content-page template,
 * listed in the sitemap and indexed by the Nexa assistant.
 */
export const industryPages: ContentPage[] = [
  {
    path: '/industries/retail/',
    title: 'Retail Software Development',
    description:
      'Retail software for omnichannel commerce, store systems, inventory and loyalty, built by {name} with PCI DSS-aware engineering and measurable results.',
    eyebrow: 'Industries',
    heading: 'Software for retailers who sell everywhere at once',
    intro:
      'We build and modernise the systems retailers run on: storefronts, order management, store apps, inventory visibility and loyalty. Our teams in Pune work in your time zone overlap, ship in small increments and treat peak trading weeks as a hard engineering constraint, not an afterthought.',
    sections: [
      {
        heading: 'What retail technology leaders are dealing with',
        markdown: `Most retail CTOs we speak to are not short of ideas; they are short of systems that can carry them. The recurring problems:

- **Inventory that is only accurate overnight.** Batch feeds from the ERP mean the website sells stock the store no longer has, and buy-online-pick-up-in-store promises get broken.
- **Monolithic commerce platforms** where a change to promotions logic needs a full regression cycle and a release window.
- **Peak traffic** on Black Friday, Boxing Day or Eid sales that is ten to twenty times a normal day.
- **Fragmented customer data** across POS, e-commerce, loyalty and marketing tools, with consent recorded in only some of them.
- **Store teams on old handhelds** running software nobody wants to touch.`,
      },
      {
        heading: 'What we build for retailers',
        markdown: `- **Headless and composable commerce**: Next.js storefronts on commercetools, Shopify Plus or Salesforce Commerce Cloud, with a search layer such as Algolia or Elasticsearch.
- **Order management and fulfilment**: ship-from-store, click-and-collect and split shipments, with real-time stock from event streams rather than nightly files.
- **Store associate apps**: React Native or native Android apps for stock lookup, endless aisle, mobile POS and cycle counts on rugged devices.
- **Loyalty and promotions engines** that marketing can configure without a deployment.
- **Demand forecasting and replenishment models** from our [data science](/capabilities/data-science/) team.
- **Browser extensions for merchandisers and buyers**, for example competitor price capture or catalogue QA inside the admin tools they already use; see [browser extensions](/capabilities/browser-extension/).`,
      },
      {
        heading: 'Payments, customer data and compliance',
        markdown: `We design payment flows so that card data never touches your servers: hosted fields or tokenisation from your payment provider keep most of the estate out of **PCI DSS v4.0** scope, and we document the remaining controls for your QSA. Customer data is handled under **GDPR**, **UK GDPR** and **CCPA/CPRA** as applicable, with consent captured once and propagated to every downstream system. Our own delivery runs under an **ISO/IEC 27001**-certified information security management system, with least-privilege access to client environments and no production data on developer laptops.`,
      },
      {
        heading: 'Example: real-time stock for a specialty retailer',
        markdown: `A US specialty retailer with 400 stores was losing click-and-collect orders because store stock was refreshed once a night. We replaced the batch feed with an event pipeline from POS and warehouse systems into a new availability service, then moved the storefront to read from it.

| Measure | Before | After six months |
|---|---|---|
| Stock accuracy shown online | 86% | 98.5% |
| Click-and-collect cancellations | 7.2% | 1.9% |
| Peak checkout throughput | 140 orders/min | 900 orders/min, load-tested |

The team was nine people: engineers, QA, a DevOps engineer and a delivery lead. More examples are in our [case studies](/case-studies/).`,
      },
      {
        heading: 'Technology we use',
        markdown: `- **Front end**: Next.js, React, TypeScript, React Native
- **Services**: Node.js, Java with Spring Boot, Go for high-throughput services
- **Data and events**: Kafka, PostgreSQL, Redis, BigQuery or Snowflake
- **Platforms**: AWS, Google Cloud and Azure, run with Terraform and Kubernetes by our [DevOps](/capabilities/devops-service/) engineers
- **Quality**: Playwright end-to-end suites and k6 load tests sized against last year's peak`,
      },
    ],
    cta: {
      heading: 'Planning for your next peak?',
      text: 'Tell us where orders, stock or customer data get stuck. We will come back with a short, costed plan and the team to deliver it.',
      label: 'Talk to our retail team',
      href: '/contact/',
    },
    topics: ['retail'],
  },
  {
    path: '/industries/travel-visa-immigration/',
    title: 'Travel, Visa and Immigration Software',
    description:
      'Visa application portals, document checks, appointment booking and travel platforms built for seasonal peaks, many languages and strict data protection.',
    eyebrow: 'Industries',
    heading: 'Technology for travel, visa and immigration services',
    intro:
      'Applicants and travellers judge you by one thing: whether the process works on the first try. We build application portals, document capture, appointment booking, case management and booking platforms that hold up during seasonal surges and handle passport and biometric data with the care it demands.',
    sections: [
      {
        heading: 'The problems we hear most often',
        markdown: `- **Seasonal surges.** Summer travel and intake deadlines for student visas can multiply traffic fivefold in a fortnight.
- **Document rejections** caused by blurred scans, wrong formats or missing pages, each one adding days to a case and a call to the contact centre.
- **Rules that vary by destination, nationality and visa type**, maintained in spreadsheets and hard-coded forms.
- **Legacy integrations** with global distribution systems, government systems and payment gateways that fail in ways nobody monitors.
- **Applicants in dozens of languages**, often on low-end Android phones and patchy connections.`,
      },
      {
        heading: 'What we build',
        markdown: `- **Online application portals** with rules-driven forms, save-and-resume and progress tracking in the applicant's language.
- **Document capture and verification**: on-device image quality checks, OCR, and machine-readable-zone parsing for passports to the ICAO 9303 specification, so errors are caught before submission.
- **Appointment scheduling** for biometric and application centres, with capacity management per centre and per day.
- **Case management tools** for processing staff, with queues, SLAs, audit trails and structured decision notes.
- **Booking engines and itinerary services** integrating Amadeus, Sabre and NDC airline APIs.
- **Multilingual assistants** that answer status and document questions, built with [agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) guardrails and a clear hand-off to a human agent.`,
      },
      {
        heading: 'Handling passport and biometric data',
        markdown: `Passport scans, photographs and fingerprints are among the most sensitive personal data there is. Under **GDPR** and **UK GDPR**, biometric data used for identification is special category data, so we design for data minimisation from the first sprint: encrypted storage with keys in a managed KMS, field-level access control, retention schedules enforced by the system rather than by policy documents, and region-pinned hosting where a government contract requires data residency. Applicant journeys are built and tested to **WCAG 2.2 AA**. Payment steps follow **PCI DSS** scoping, and everything runs under our **ISO/IEC 27001**-certified security management.`,
      },
      {
        heading: 'Example: fewer rejected applications',
        markdown: `A visa outsourcing provider running application centres in 18 countries asked us to rebuild its online application flow. We introduced destination-specific form rules held in a configuration service, added on-device quality checks and passport MRZ reading, and rebuilt the front end as a lightweight progressive web app.

- Form abandonment fell from **41% to 17%**.
- Document-related rejections at the centre dropped from **12% to 4%** of applications.
- The platform handled **9,000 submissions an hour** during the peak student-visa season without degradation.
- Contact-centre calls about "where is my application" fell by **a third** after status notifications went live.`,
      },
      {
        heading: 'Technology we use',
        markdown: `- **Applicant front ends**: React and Next.js progressive web apps, with offline-tolerant uploads
- **Back end**: Java with Spring Boot, Node.js, PostgreSQL, Kafka for status events
- **Documents**: AWS Textract or Azure AI Document Intelligence, with our own MRZ and checksum validation
- **Integrations**: Amadeus and Sabre APIs, NDC, payment gateways, SMS and WhatsApp Business messaging
- **Operations**: Terraform, Kubernetes, autoscaling rehearsed with k6 load tests before each season`,
      },
    ],
    cta: {
      heading: 'Preparing for the next application season?',
      text: 'Share your volumes, destinations and pain points. We will suggest where automation and better capture will save the most time.',
      label: 'Start a conversation',
      href: '/contact/',
    },
    topics: ['travel, visa & immigration'],
  },
  {
    path: '/industries/banking-finance/',
    title: 'Banking and Financial Services Software',
    description:
      'Digital onboarding, lending, open banking APIs, fraud models and core modernisation for banks, lenders and fintechs, built for audit, PCI DSS and DORA.',
    eyebrow: 'Industries',
    heading: 'Engineering for banks, lenders and fintechs',
    intro:
      'Financial services software has to be fast for customers and boring for auditors. We help banks, credit unions, lenders and fintechs modernise onboarding, lending, payments and data platforms while keeping every change traceable, every secret managed and every model explainable.',
    sections: [
      {
        heading: 'Pressures on financial technology leaders',
        markdown: `- **Core systems that cannot move quickly.** Products launch on top of mainframe or vendor cores through brittle integration layers.
- **Onboarding drop-off.** Identity, KYC and AML checks stitched together across vendors lose applicants at every hand-off.
- **Fraud that adapts faster than rules.** Authorised push payment scams and synthetic identities slip past static thresholds.
- **Regulatory load**: operational resilience under the EU's **DORA**, consumer duty in the UK, open banking mandates and growing model-risk expectations.
- **Cost of change.** Every release needs evidence: tests, approvals, segregation of duties.`,
      },
      {
        heading: 'What we build',
        markdown: `- **Digital onboarding** for retail and business customers, orchestrating identity verification, KYC, sanctions and PEP screening, with a case queue for exceptions.
- **Loan origination and decisioning**: application journeys, bureau integrations, a rules and scorecard engine, and document generation.
- **Open banking APIs** to the UK Open Banking Standard, Berlin Group NextGenPSD2 or FDX in the US, secured with OAuth 2.0 and the FAPI profile.
- **Payments integration** including ISO 20022 messaging and real-time rails.
- **Fraud and credit models** with monitoring for drift, built by our [data science](/capabilities/data-science/) team.
- **Core modernisation** using the strangler pattern: new services take over one capability at a time while the core keeps running; see [digital transformation](/capabilities/digital-transformation/).`,
      },
      {
        heading: 'Compliance built into delivery',
        markdown: `We treat audit evidence as a product of the pipeline, not a document written afterwards. Every change is linked to a ticket, reviewed by a second engineer and deployed by an automated pipeline with immutable logs, which gives you segregation of duties by design. Card data flows follow **PCI DSS v4.0**; personal data follows **GDPR** and local equivalents. For machine-learning models we produce model documentation, validation reports and monitoring dashboards aligned with model risk management practice such as **SR 11-7**. {name} is **ISO/IEC 27001**-certified and supports clients through their own SOC 2 and regulator assessments.`,
      },
      {
        heading: 'Example: lending decisions in minutes',
        markdown: `A mid-sized UK consumer lender took up to three working days to decide on personal loans because underwriters re-keyed data from bureau reports into a spreadsheet. We built a decisioning service with versioned rules, automated bureau and open banking affordability checks, and an underwriter workbench for the cases that still needed a person.

- **68%** of applications now receive an automated decision in under **11 minutes**.
- Underwriter manual review volume fell by **45%**.
- Every decision stores its inputs, rule version and outcome, which cut audit preparation from weeks to **two days**.`,
      },
      {
        heading: 'Technology we use',
        markdown: `| Area | Typical choices |
|---|---|
| Services | Java and Kotlin with Spring Boot, .NET, Go |
| Workflow | Camunda, Temporal |
| Data | PostgreSQL, Oracle, Kafka, Snowflake, dbt |
| Security | OAuth 2.0, FAPI, HashiCorp Vault, cloud KMS and HSM |
| Cloud | AWS, Azure, with Terraform and policy-as-code |`,
      },
    ],
    cta: {
      heading: 'Modernising without disrupting the core?',
      text: 'Talk to engineers who have done it under audit. We can start with a two-week assessment of one journey and a costed plan.',
      label: 'Book a conversation',
      href: '/contact/',
    },
    topics: ['banking & finance'],
  },
  {
    path: '/industries/consumer-lifestyle/',
    title: 'Consumer and Lifestyle Technology',
    description:
      'Apps, D2C storefronts, subscriptions, loyalty and personalisation for consumer and lifestyle brands, with privacy-first data and companion apps for devices.',
    eyebrow: 'Industries',
    heading: 'Digital products for consumer and lifestyle brands',
    intro:
      'Consumer brands live or die on repeat customers. We build the apps, direct-to-consumer storefronts, subscriptions, loyalty programmes and personalisation that keep people coming back, and the data foundations that tell you which of those efforts is actually working.',
    sections: [
      {
        heading: 'What is hard for consumer brands right now',
        markdown: `- **Rising acquisition costs** after privacy changes such as Apple's App Tracking Transparency and the decline of third-party cookies.
- **Subscription churn**, especially in months two and three, when novelty wears off.
- **App ratings that drag down installs** because of crashes, slow start-up or confusing flows.
- **Data spread across** Shopify, a CRM, an email platform, an app analytics tool and a customer service desk, with no single view of a customer.
- **Connected products** (fitness, wellness, home, beauty devices) whose companion apps are built as an afterthought.
- **Seasonal launches and drops** that send traffic spiking within minutes of an e-mail or an influencer post, often straight into checkout.`,
      },
      {
        heading: 'What we build',
        markdown: `- **Mobile apps** in React Native, Flutter or native Swift and Kotlin, with crash-free session rates tracked as a release gate.
- **D2C storefronts**: headless Shopify Plus with Hydrogen or Next.js, or custom commerce where catalogue or bundling logic demands it.
- **Subscriptions and memberships**: pause, skip and swap flows, dunning, and win-back journeys integrated with Recharge, Stripe Billing or Chargebee.
- **Loyalty and referral programmes** with tiering and points that finance can reconcile.
- **Personalisation**: product recommendations, content ranking and churn-risk scoring from our [data science](/capabilities/data-science/) team.
- **Companion apps for connected devices** using Bluetooth Low Energy, with firmware update flows and reliable background sync.`,
      },
      {
        heading: 'Privacy and consent done properly',
        markdown: `Consumer data is where trust is won or lost. We implement consent management that records a customer's choices once and enforces them everywhere, server-side tagging to reduce what leaks to third-party scripts, and data retention that matches your privacy notice. We work to **GDPR**, **UK GDPR** and **CCPA/CPRA**, follow App Store and Google Play data-safety disclosure rules, and apply **COPPA** controls if younger users are in scope.`,
      },
      {
        heading: 'Example: lower churn for a subscription brand',
        markdown: `A wellness brand selling monthly subscription boxes in the US and Australia saw a third of subscribers leave by month three. We rebuilt its app around self-service (skip, swap and pause instead of cancel), added a churn-risk model that triggered tailored offers, and fixed the crash hotspots in the old app.

- Month-three churn fell from **14% to 9%** per month.
- App Store rating rose from **3.6 to 4.6** over two quarters.
- Crash-free sessions went from **97.1% to 99.7%**.
- Self-service changes removed about **2,300 support tickets** a month.`,
      },
      {
        heading: 'Technology we use',
        markdown: `- **Apps**: React Native, Flutter, Swift, Kotlin, Firebase, Expo EAS for builds and over-the-air updates
- **Commerce and billing**: Shopify Plus, Hydrogen, Next.js, Stripe, Recharge, Chargebee
- **Engagement**: Braze, Klaviyo, Segment, with event schemas we version and test
- **Data**: BigQuery or Snowflake, dbt, Python models served through lightweight APIs
- **Quality**: device-farm testing on real iOS and Android hardware, run by our [QA engineers](/capabilities/qa-test-engineering/)`,
      },
    ],
    cta: {
      heading: 'Want customers to stay longer?',
      text: 'Tell us about your app, storefront or subscription programme. We will suggest the few changes most likely to move retention.',
      label: 'Get in touch',
      href: '/contact/',
    },
    topics: ['consumer & lifestyle'],
  },
  {
    path: '/industries/textile-and-fashion/',
    title: 'Textile and Fashion Technology',
    description:
      'PLM integrations, wholesale portals, demand forecasting, supplier traceability and fit tools for textile and fashion firms facing short seasons and new rules.',
    eyebrow: 'Industries',
    heading: 'Technology for textile manufacturers and fashion brands',
    intro:
      'Fashion runs on short seasons and long supply chains. We help brands, mills and manufacturers connect design, sourcing, production and selling: better forecasts, fewer samples, faster wholesale ordering, traceable materials and fewer returns caused by poor fit.',
    sections: [
      {
        heading: 'Challenges across the value chain',
        markdown: `- **Forecasting by gut feel.** Buy quantities and size curves are set in spreadsheets, leading to deep markdowns on some lines and stock-outs on others.
- **Slow sampling.** Physical samples shipped back and forth between design teams and factories add weeks to every range.
- **Returns driven by fit.** In online apparel, size and fit issues are typically the largest single reason for returns.
- **Supplier data on paper.** Purchase orders, certificates and audit reports arrive as PDFs and e-mails.
- **New traceability rules.** The EU's Ecodesign for Sustainable Products Regulation names textiles as a priority group for a Digital Product Passport, and buyers already ask for fibre-to-garment provenance.`,
      },
      {
        heading: 'What we build',
        markdown: `- **PLM integrations and tech-pack tools** connecting Centric, PTC FlexPLM or in-house systems to ERP and supplier portals, so a style changes in one place.
- **3D sample review workflows** around CLO 3D and Browzwear, letting teams approve fit and colour on screen before cutting fabric.
- **B2B wholesale portals** with line sheets, size-run ordering and credit limits for stockists.
- **Demand forecasting and size-curve models** by store and channel, from our [data science](/capabilities/data-science/) practice.
- **Supplier portals** for purchase orders, production milestones, certificates and audit findings.
- **Traceability and Digital Product Passport data models**, linking fibre, mill, dye house and factory records to a garment's QR code.
- **Fit recommendation** in the storefront, trained on your own returns and measurement data.`,
      },
      {
        heading: 'Data, standards and compliance',
        markdown: `Traceability only works if the data can be trusted, so we build supplier onboarding with document validation, expiry alerts for certificates such as **OEKO-TEX** and **GOTS**, and chemical compliance checks against **REACH** and the **ZDHC MRSL**. Consumer data in storefronts and fit tools is handled under **GDPR** and **UK GDPR**. We design passport data models to be adaptable, since the detailed ESPR requirements for textiles are being set through delegated acts.`,
      },
      {
        heading: 'Example: better buys for a European apparel brand',
        markdown: `A European apparel brand with about 1,100 styles a season and 90 own stores bought quantities by copying last year's plan. We built a forecasting pipeline that combined sell-through, weather, promotions and store clusters, with size curves per cluster, and put it inside the planners' existing tools.

- Forecast error (WAPE) at style-store level fell from **38% to 24%**.
- End-of-season markdown depth dropped by **6 percentage points**.
- Size-related online returns fell from **31% to 22%** after the fit recommender launched.`,
      },
      {
        heading: 'Technology we use',
        markdown: `- **Integration**: REST and EDI connectors, Kafka, Azure Integration Services or AWS Step Functions
- **Apps and portals**: React, Next.js, Node.js, Java with Spring Boot
- **Data and models**: Python, LightGBM, Prophet, dbt, Snowflake or Databricks
- **3D and PLM**: CLO 3D and Browzwear APIs, Centric PLM and FlexPLM interfaces
- **Delivery**: cloud infrastructure run by our [DevOps](/capabilities/devops-service/) engineers`,
      },
    ],
    cta: {
      heading: 'Ready to connect design, sourcing and sales?',
      text: 'Tell us where your season slows down. We will propose a focused first project with clear numbers to measure.',
      label: 'Talk to us',
      href: '/contact/',
    },
    topics: ['textile & fashion'],
  },
  {
    path: '/industries/healthcare/',
    title: 'Healthcare Software Development',
    description:
      'HIPAA- and GDPR-aware healthcare software: patient portals, FHIR integration, telehealth, remote monitoring and clinical AI that keeps clinicians in control.',
    eyebrow: 'Industries',
    heading: 'Healthcare software that clinicians and patients can rely on',
    intro:
      'We build software for providers, digital health companies and health-tech vendors: patient-facing apps, integration with electronic health records, clinical workflow tools and carefully governed AI. Protected health information is handled under HIPAA and GDPR from design through to operations.',
    sections: [
      {
        heading: 'What healthcare technology leaders face',
        markdown: `- **Interoperability gaps.** Referrals, results and discharge summaries still move by fax or PDF between systems that could talk to each other.
- **Clinician burnout** driven by documentation time and clicks inside the EHR.
- **Patient access.** Waiting lists and phone-only scheduling frustrate patients and waste staff time.
- **Security threats.** Healthcare is a leading target for ransomware, and third-party vendors are a common entry point.
- **Pressure to use AI** without exposing patient data or putting unvalidated output in front of clinicians.
- **Tight budgets and small IT teams**, especially in community providers, which makes vendor software that is easy to run and support essential.`,
      },
      {
        heading: 'What we build',
        markdown: `- **Patient portals and apps** for booking, messaging, results, forms and payments, built to **WCAG 2.2 AA**.
- **Interoperability layers** that translate HL7 v2 feeds into **FHIR R4** resources and expose them through secure APIs.
- **SMART on FHIR apps** that launch inside Epic, Oracle Health and other EHRs with the patient context already loaded.
- **Telehealth and remote patient monitoring**, including device data ingestion and alert thresholds set by clinicians.
- **Referral and scheduling tools** that match capacity across sites.
- **Clinical documentation assistants** that draft notes for clinician review and sign-off, built with our [agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/) practice.`,
      },
      {
        heading: 'HIPAA, GDPR and clinical safety',
        markdown: `For US clients we sign **Business Associate Agreements** and apply the **HIPAA** Security Rule in practice: minimum-necessary access, encryption in transit and at rest, audit logging of every PHI read, and tested backup and recovery. In the UK and Europe, health data is special category data under **GDPR**, so we support data protection impact assessments and region-pinned hosting. Test environments use synthetic data or data de-identified under the HIPAA Safe Harbor method, never live records. Where software qualifies as a medical device, we work inside the client's quality management system and follow **IEC 62304** lifecycle practices. Our own security management is **ISO/IEC 27001**-certified.`,
      },
      {
        heading: 'Example: digital referrals for a multi-specialty group',
        markdown: `A US multi-specialty physician group with 60 clinics received most referrals by fax, and staff re-keyed them into the practice management system. We built an intake service that reads structured referrals through FHIR where partners support it, extracts data from faxed documents for staff to confirm, and offers patients self-scheduling against real capacity.

- **72%** of referrals now arrive or are converted into structured data.
- Median time from referral to appointment fell from **19 days to 8**.
- Intake staff hours spent on re-keying dropped by **60%**.`,
      },
      {
        heading: 'Technology we use',
        markdown: `- **Standards**: FHIR R4, HL7 v2, SMART on FHIR, CDS Hooks
- **Integration**: HAPI FHIR, NextGen Connect (Mirth), Azure Health Data Services or AWS HealthLake
- **Apps**: React, React Native, Node.js, Java with Spring Boot
- **Cloud and operations**: HIPAA-eligible services on AWS, Azure or Google Cloud, with Terraform and audit-ready logging
- **Quality**: traceable requirements, automated tests and validation evidence from our [QA practice](/capabilities/qa-test-engineering/)`,
      },
    ],
    cta: {
      heading: 'Building something for patients or clinicians?',
      text: 'Talk to engineers who understand PHI, FHIR and clinical workflows. We will help you scope a safe, useful first release.',
      label: 'Contact our healthcare team',
      href: '/contact/',
    },
    topics: ['healthcare', 'health care'],
  },
];
