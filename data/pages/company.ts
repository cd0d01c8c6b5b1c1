import type { ContentPage } from './types';

export const aboutPage: ContentPage = {
  path: '/about/',
  title: 'About Us',
  description:
    '{name} is a Pune software engineering company of about 320 people, building products, data platforms and AI systems for clients worldwide since 2011.',
  eyebrow: 'About',
  heading: 'Engineering teams from Pune, trusted since 2011',
  intro:
    '{name} is a software engineering services company of about 320 engineers, designers, QA engineers, data scientists and DevOps engineers. From one office in Pune we design, build, test and run software for clients in North America, the UK, Europe, the Middle East and Australia.',
  purpose:
    "The About Us page tells you who we are: our story since 2011, our leadership team, where our office is, the regions and industries we work for and how we work.",
  sections: [
    {
      heading: 'Our story',
      markdown: `Rohan Deshpande and Meera Kulkarni founded {name} in Pune on 14 March 2011. The idea was simple: an offshore team should be judged by the software it ships, not by the hours it bills. The first office held eleven people and two client contracts.

Growth came from referrals and from clients who stayed. A retailer that trusted us with its online store asked us to test it, then to automate its releases, then to analyse its data. That is how our QA, DevOps and data science practices grew out of product work instead of being bolted on. Browser extensions became a speciality when a client needed one tool to behave identically in Chrome, Firefox and Safari. More recently our AI practice has moved from prototypes to agentic systems running in production.

On 14 March 2025 we marked our 14th anniversary at [Foundation Day](/foundation-day/).`,
    },
    {
      heading: 'What we do',
      markdown: `We work across seven capabilities:

- [Agentic AI](/capabilities/agentic-ai-the-future-of-autonomous-intelligence/): LLM applications and agents with evaluation suites and guardrails.
- [Product Engineering](/capabilities/product-engineering-service/): web and mobile products from discovery to release.
- [Digital Transformation](/capabilities/digital-transformation/): moving legacy systems and manual processes to the cloud.
- [Browser Extensions](/capabilities/browser-extension/): Chrome, Edge, Firefox and Safari.
- [DevOps](/capabilities/devops-service/): CI/CD, Kubernetes, infrastructure as code and observability.
- [QA & Test Engineering](/capabilities/qa-test-engineering/): test automation, performance and accessibility testing.
- [Data Science](/capabilities/data-science/): data pipelines, forecasting and machine learning.

Most of our work is in six industries: [retail](/industries/retail/), [travel, visa and immigration](/industries/travel-visa-immigration/), [banking and finance](/industries/banking-finance/), [consumer and lifestyle](/industries/consumer-lifestyle/), [textile and fashion](/industries/textile-and-fashion/) and [healthcare](/industries/healthcare/). Clients engage us as dedicated teams, for fixed-scope projects or through staff augmentation.`,
    },
    {
      heading: 'Leadership',
      markdown: `- **Rohan Deshpande, Co-founder and CEO.** Sets the company's direction and spends much of his week with clients. He still reads every new statement of work before it is signed.
- **Meera Kulkarni, Co-founder and CTO.** Owns engineering standards, architecture reviews and our information security programme.
- **Vikram Joshi, Head of Delivery.** Runs project governance, staffing and escalation across all client teams, and is the person clients call when something is not going to plan.
- **Aditya Rao, Head of AI Practice.** Leads our work on LLM applications and agentic systems, including the evaluation harness every AI feature is tested against.
- **Anita Sawant, Head of People.** Responsible for hiring, learning, the [internship programme](/internship-program/) and our [women empowerment](/women-empowerment/) programmes.`,
    },
    {
      heading: 'How we work',
      markdown: `- **Small, stable teams.** A typical team has four to nine people and a tech lead who still writes code.
- **Working software every sprint.** Two-week sprints end with a demo of running software, not a slide deck.
- **Quality from day one.** Every change is code-reviewed and covered by automated tests in CI; QA engineers join the team at kick-off, not before release.
- **Security by default.** Our information security management system is ISO/IEC 27001-certified. Access is least-privilege with multi-factor authentication, and client data stays in client-controlled environments.
- **Open by default.** Clients see our boards, repositories and dashboards, and talk to the engineers directly.`,
    },
    {
      heading: '{name} in numbers',
      markdown: `| | |
|---|---|
| Founded | 14 March 2011, Pune |
| People | about 320 |
| Capabilities | 7 |
| Industries | 6 |
| Client regions | North America, the UK, Europe, the Middle East, Australia |
| Offices | 1, in Pune |
| Security | ISO/IEC 27001-certified ISMS |

Roughly half of our people are software engineers; the rest are QA engineers, data scientists, DevOps engineers, designers, business analysts and the delivery and operations staff who keep projects running.`,
    },
    {
      heading: 'Where we are',
      markdown: `Everyone works from, or reports into, our office at **{address}**. Teams adjust their hours to give at least four hours of overlap with US Eastern time and a full working afternoon with the UK and Europe. For kick-offs and major releases, our leads travel to clients.

Write to {email}, call {phone}, or use the [contact page](/contact/).`,
    },
  ],
  cta: {
    heading: 'Tell us what you are building',
    text: 'A 30-minute call with one of our leads is usually enough to see whether we are the right team for it.',
    label: "Let's Talk",
    href: '/contact/',
  },
  topics: ['company'],
};

export const socialResponsibilityPage: ContentPage = {
  path: '/social-responsibility/',
  title: 'Social Responsibility',
  description:
    'How {name} gives back in Pune: native tree planting, digital-literacy classes in schools, blood-donation camps and paid volunteering hours for everyone.',
  eyebrow: 'About',
  heading: 'Giving back to the city that built us',
  intro:
    'Almost everyone at {name} lives in or around Pune, so that is where our social responsibility work happens. We choose a few long-running programmes, staff them with volunteers from our own teams, and measure what they achieve over years rather than in single events.',
  sections: [
    {
      heading: 'Our approach',
      markdown: `Every programme has to meet four tests before we commit to it:

- **Local.** It takes place in Pune, where our people can turn up in person and see the results.
- **Long-term.** We commit for at least three years, or we do not start.
- **Volunteer-led.** Each programme has an employee lead and a core group of volunteers; the company funds materials, transport and partner costs.
- **Measurable.** We agree in advance what we will count, from sapling survival to attendance, and report it internally every year.`,
    },
    {
      heading: 'Tree plantation drive',
      markdown: `In July 2025, at the start of the monsoon, 132 of our colleagues, many with their families, joined a local Pune citizens' group to plant **1,200 native saplings** on the city's hill slopes. The citizens' group chose the species and the spacing; we funded the saplings, tree guards, tools and the first season's watering.

Planting is the easy part. We made a **three-year care commitment**: weekly watering from November until the monsoon for the first two dry seasons, replacing saplings that fail, quarterly survival counts with every sapling tagged, and a monthly care visit by our volunteers. Our target is that at least 85% of the trees are alive and self-sustaining after three years. Read the full story in our press release, [Tree plantation drive: from saplings to shade](/press-releases/tree-plantation-drive-from-saplings-to-shade/).`,
    },
    {
      heading: 'Digital-literacy classes in Pune schools',
      markdown: `Volunteers from our engineering and QA teams teach weekly computer classes in Pune schools that have computer labs but no one to run them. Each volunteer completes a short classroom-skills session with our school partners before teaching.

The course is practical:

- using a computer and the internet safely, including spotting phishing messages and payment scams;
- searching for and checking information;
- documents and spreadsheets for school projects;
- a first taste of programming with block-based tools.

When we refresh company laptops, machines in good condition are securely wiped and donated to the same schools, so students practise on the same equipment between classes.`,
    },
    {
      heading: 'Blood-donation camps',
      markdown: `Twice a year we host a blood-donation camp at our Pune office with a licensed Pune blood bank. The bank's medical team runs screening and collection; we handle scheduling so that donors from every team can take part without disrupting client calls. Colleagues who donate take the rest of the day off. We also keep a voluntary register of donors with rarer blood groups who are willing to be contacted when a hospital issues an urgent request.`,
    },
    {
      heading: 'Volunteering hours policy',
      markdown: `Everyone at {name}, interns included, gets **16 paid volunteering hours a year**, the equivalent of two working days. The hours can be taken in half-day blocks, are recorded in our HR system like any other leave, and do not need to be made up later. Skilled volunteering counts too: fixing a charity's website or teaching a coding workshop is as welcome as a planting morning. Teams of three or more can also book a shared volunteering day with their delivery manager's agreement.`,
    },
    {
      heading: 'Work with us on a programme',
      markdown: `If you run a school, NGO or citizens' group in Pune and think our volunteers could help, write to {email} with a short description of what you need and how often. We reply to every request, including the ones we cannot take on.`,
    },
  ],
  cta: {
    heading: 'Partner with us in Pune',
    text: 'Schools, NGOs and citizens’ groups can propose a programme for our volunteers.',
    label: 'Get in touch',
    href: '/contact/',
  },
  topics: ['social responsibility', 'culture'],
};

export const womenEmpowermentPage: ContentPage = {
  path: '/women-empowerment/',
  title: 'Women Empowerment',
  description:
    'Mentoring circles, a returnship after a career break, a leadership track and a POSH committee: how {name} helps women build engineering careers.',
  eyebrow: 'About',
  heading: 'Building a company where women lead engineering',
  intro:
    'Women make up more than a third of our engineering teams, and two of the five people on our leadership team. We want that share to grow at every level, so we run specific programmes for it and publish our own figures every year.',
  sections: [
    {
      heading: 'Where we stand',
      markdown: `These are our figures at the start of the 2025-26 financial year:

| Measure | Share of women |
|---|---|
| All employees | 38% |
| Engineering (software, QA, data, DevOps) | 34% |
| Tech leads and engineering managers | 27% |
| Leadership team | 2 of 5 |
| 2024 intern cohorts | 46% |

The gap between the engineering figure and the tech-lead figure is the one we work hardest on. Our goal is for at least 35% of tech-lead and manager roles to be held by women by March 2027.`,
    },
    {
      heading: 'Mentoring circles',
      markdown: `Mentoring circles are groups of six to eight women at similar career stages, each with a senior mentor from across the company. Circles meet every fortnight for six months. Members set the agenda, and recent topics have included running an architecture review, negotiating scope with a client, preparing a conference talk and asking for a promotion. When a circle ends, members are paired with a new mentor so that relationships spread across the company rather than staying within one team.`,
    },
    {
      heading: 'Returnship for women returning after a career break',
      markdown: `Our **returnship** is a paid 16-week programme for women who have been away from work for a year or more, whether for caregiving, health, relocation or study. It includes:

- a refresher on current tools: TypeScript, cloud services, CI/CD and test automation;
- real project work on a client team from the fifth week, with a named mentor;
- flexible hours in the first month while routines settle;
- a full-time role at the end for those who want it and meet the bar of the role.

Apply by writing to {email} with the subject "Careers" and mentioning the returnship in your first line.`,
    },
    {
      heading: 'Leadership track',
      markdown: `The leadership track is a 12-month programme for senior engineers and QA leads preparing for tech-lead or engineering-manager roles. Each participant has a sponsor from the leadership team, leads at least one client workshop and one architecture review, spends time in pre-sales and delivery planning, and attends an external management course that we pay for. Half of each intake is reserved for women.`,
    },
    {
      heading: 'A safe workplace',
      markdown: `We have an **Internal Committee** under India's Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, commonly known as the POSH committee. It is chaired by a senior woman employee and includes an external member from a women's rights organisation.

- Everyone completes POSH training when they join and a refresher every year.
- Complaints can be made in writing, by e-mail or in person to any committee member, and are handled confidentially within the time limits the Act sets.
- Retaliation against anyone who raises a complaint or serves as a witness is itself a disciplinary matter.
- Colleagues who work late overlap hours with US clients can book a company cab with a verified driver for the journey home.`,
    },
    {
      heading: 'Policies that make it work',
      markdown: `Women at {name} receive 26 weeks of paid maternity leave, with a phased return to work. New fathers receive four weeks of paid paternity leave. We review pay each year for unexplained gaps between men and women in the same role and level, and correct any we find. Read more about day-to-day life in [Company Culture](/company-culture/).`,
    },
  ],
  cta: {
    heading: 'Restart or grow your career with us',
    text: 'See our open roles or write to us about the returnship and the leadership track.',
    label: 'See open roles',
    href: '/careers/',
  },
  topics: ['culture', 'engineering teams work culture'],
};

export const companyCulturePage: ContentPage = {
  path: '/company-culture/',
  title: 'Company Culture',
  description:
    'How {name} teams work: small stable teams, a yearly learning budget, engineering guilds, twice-yearly hackathons, hybrid work in Pune and wellbeing support.',
  eyebrow: 'Careers',
  heading: 'How we work together',
  intro:
    'Culture is what happens when nobody is watching the process. At {name} that means small teams that own their results, time and money for learning, and enough flexibility that people can do good work for clients on the other side of the world without burning out.',
  purpose:
    "The company culture page describes what it is like to work at {name} day to day: small stable teams, hybrid work and office days, the yearly learning budget, engineering guilds and hackathons.",
  sections: [
    {
      heading: 'How teams work',
      markdown: `Most of our people work in client teams of four to nine, led by a tech lead who still writes code. Teams talk to clients directly: engineers join stand-ups and demos and ask their own questions instead of passing messages through a manager.

- **Decisions in writing.** Significant technical decisions are recorded as short architecture decision records in the repository, so new joiners can see why things are the way they are.
- **Blameless retrospectives.** After every incident or missed deadline we look at what in the system allowed it, not at who to blame.
- **Shared templates.** Every team starts from the same CI, testing and security templates, maintained by our guilds.`,
    },
    {
      heading: 'Learning budget',
      markdown: `Everyone has a personal learning budget of **₹40,000 a year** for courses, books, conference tickets and certification exams, plus **four paid learning days**. Nobody needs to justify a choice that is relevant to their work; a short note on what they learnt is enough. On Friday afternoons colleagues give internal tech talks, which are recorded and kept in our knowledge base. Cloud and Kubernetes certifications are popular, and we pay for a retake if the first attempt fails.`,
    },
    {
      heading: 'Engineering guilds',
      markdown: `Guilds connect people who do the same kind of work on different client teams. Each has a lead, a monthly meetup and a backlog of its own:

- **Frontend** (React, TypeScript, accessibility)
- **Python and Data** (pipelines, analytics, machine learning)
- **QA Automation** (Playwright, API and performance testing)
- **Cloud and DevOps** (Kubernetes, Terraform, observability)
- **AI Engineering** (LLM applications, retrieval, evaluation)
- **Security** (secure coding, threat modelling, dependency hygiene)

Guilds maintain the starter kits and checklists that teams use, review each other's proposals, and are where most of our conference talks begin.`,
    },
    {
      heading: 'Hackathons',
      markdown: `Twice a year, in February and August, we hold a 36-hour hackathon. Teams form across projects and guilds, and anyone can pitch an idea, interns included. Projects are judged on whether they work in a live demo, not on slides. Several have outlived the weekend: a test harness for browser extensions, a toolkit for evaluating LLM answers, and the failure-triage agent shown at [Foundation Day 2025](/foundation-day/).`,
    },
    {
      heading: 'Hybrid work',
      markdown: `Teams based in Pune meet at our Pune office on **two anchor days a week**, chosen by the team, and work from wherever suits them the rest of the time. Some roles are fully remote within India, with a visit to Pune each quarter for planning and team time. Teams that cover US overlap hours start later in the day, and evening calls are planned in advance rather than expected every night.`,
    },
    {
      heading: 'Wellbeing',
      markdown: `- Group health insurance covering employees, spouses, children and parents.
- A confidential counselling service, available by phone or video, for employees and their families.
- An annual health check.
- Cricket, badminton and running clubs, plus an office library that employees stock themselves.
- [Foundation Day](/foundation-day/) every 14 March, when the whole company stops client work for a day of talks, awards and a family evening.`,
    },
  ],
  cta: {
    heading: 'Like the sound of it?',
    text: 'We hire engineers, QA engineers, data scientists and designers in Pune throughout the year.',
    label: 'See open roles',
    href: '/careers/',
  },
  topics: ['culture', 'engineering teams work culture'],
};

export const internshipProgramPage: ContentPage = {
  path: '/internship-program/',
  title: 'Internship Program',
  description:
    'A paid six-month internship in Pune across five tracks: full-stack, Python and data, QA automation, DevOps and AI engineering. How to apply and key dates.',
  eyebrow: 'Careers',
  heading: 'A six-month internship that ends in real software',
  intro:
    'Our internship programme runs for six months, full time, in our Pune office. Interns learn on a structured bootcamp, then join real client teams and ship code that goes to production. Most of our interns stay on as full-time engineers.',
  sections: [
    {
      heading: 'How the programme works',
      markdown: `We take two cohorts a year, starting in **January** and **July**. Each internship has three phases:

1. **Bootcamp (weeks 1-6).** Daily workshops and assignments in your track, taught by our engineers, ending with a small project reviewed like real client work.
2. **Shadowing (weeks 7-10).** You join a client team, attend its ceremonies, pair with its engineers and pick up your first small tickets.
3. **Contributing (weeks 11-26).** You take on your own tasks in the team's backlog, with a mentor reviewing your pull requests, and present your work at the end-of-programme demo day.

Every intern has a mentor from their team and a buddy from the previous cohort.`,
    },
    {
      heading: 'Tracks',
      markdown: `| Track | What you will work with |
|---|---|
| Full-stack | React, TypeScript, Node.js, PostgreSQL |
| Python and Data | Python, SQL, pandas, Airflow, dashboards |
| QA Automation | Playwright, API testing, CI pipelines |
| DevOps and Cloud | Linux, Docker, Kubernetes, Terraform, AWS or Azure |
| AI Engineering | LLM APIs, retrieval-augmented generation, evaluation |

You choose a track when you apply. If you are unsure, pick the one closest to the projects you have already built; we can discuss a switch before the bootcamp starts.`,
    },
    {
      heading: 'Who can apply',
      markdown: `- Final-year students of BE/BTech, MCA or MSc in computer science, IT, data science or a related subject, with permission from their college for a six-month full-time internship.
- Graduates from the last twelve months who have not yet held a full-time software role.
- Applicants must be able to work from our Pune office on anchor days for the full six months.

We care more about what you have built than about marks. A project on GitHub, a college hackathon entry or a well-written report all count.`,
    },
    {
      heading: 'Stipend and support',
      markdown: `All internships are paid. The monthly stipend is the same for every track and is reviewed each year against the Pune market. Interns receive a company laptop, access to our learning platforms, and a place in our guilds and hackathons. Interns who perform well receive a **pre-placement offer** for a full-time role before the programme ends; in our 2024 cohorts, most interns did.`,
    },
    {
      heading: 'How to apply',
      markdown: `Send your CV and a link to your best piece of work to **{email}** with the subject **"Careers"**. In the first line of your e-mail, say that you are applying for the internship and name your track. Please do not send certificates or mark sheets at this stage.

Shortlisted applicants take a 60-minute online exercise in their track, followed by a technical interview and a short conversation with our People team.`,
    },
    {
      heading: 'Timeline',
      markdown: `| Step | January cohort | July cohort |
|---|---|---|
| Applications open | 1 September | 1 March |
| Applications close | 31 October | 30 April |
| Online exercise | November | May |
| Interviews | late November to mid-December | late May to mid-June |
| Offers | by 20 December | by 20 June |
| Start date | first working Monday of January | first working Monday of July |`,
    },
  ],
  cta: {
    heading: 'Questions about the internship?',
    text: 'Write to us and our People team will reply within a week.',
    label: 'Contact us',
    href: '/contact/',
  },
  topics: ['culture', 'engineering teams work culture'],
};

export const careersPage: ContentPage = {
  path: '/careers/',
  title: 'Careers',
  description:
    'Join {name} in Pune or remotely in India: why people join, our hiring process step by step, benefits, and the roles we are hiring for right now.',
  eyebrow: 'Careers',
  heading: 'Build software that ships, with people who care how it is built',
  intro:
    'We are about 320 engineers, designers, QA engineers, data scientists and DevOps engineers, and we hire throughout the year. Here is why people join us, exactly how our hiring process works, and what we offer. Our open positions are listed below.',
  purpose:
    "The careers page lists our current job openings, the roles we are hiring for right now with each one's team, location and requirements, how to apply, our hiring process step by step and the benefits we offer.",
  sections: [
    {
      heading: 'Why join {name}',
      markdown: `- **Real products, real users.** You will work on software that runs in stores, banks, hospitals and visa offices, not on internal demos.
- **Direct contact with clients.** Engineers join client calls, ask their own questions and present their own work.
- **Breadth without chaos.** Six industries and seven capabilities mean plenty of room to move between domains and technologies, but every team starts from the same shared engineering templates.
- **Two ways to grow.** Senior engineers can progress to principal roles without managing people, or move into tech-lead and management roles through our leadership track.
- **A stable company.** We have been building software from Pune since 2011 and many of our client relationships run for six years or more.`,
    },
    {
      heading: 'Our hiring process',
      markdown: `Most candidates complete the process in about three weeks.

1. **Application.** We read every CV ourselves and reply within five working days.
2. **Introductory call (30 minutes).** A recruiter explains the role, team and salary range and answers your questions.
3. **Technical exercise.** Either a take-home task designed to take under three hours, or a 90-minute live session, whichever you prefer.
4. **Technical interview (60-90 minutes).** Two engineers discuss your exercise with you, then work through a design or debugging problem together. Expect conversation, not trick questions.
5. **Team conversation (45 minutes).** You meet the delivery manager and a future teammate to talk about how you like to work.
6. **Offer.** We aim to make a decision within five working days of your last interview.

Everyone who reaches the technical interview receives written feedback, whatever the outcome.`,
    },
    {
      heading: 'Benefits',
      markdown: `- Group health insurance covering you, your spouse, your children and your parents, plus term life insurance.
- 21 days of paid annual leave plus public holidays, and separate sick leave.
- 26 weeks of paid maternity leave and four weeks of paid paternity leave.
- A learning budget of ₹40,000 a year and four paid learning days.
- Hybrid work with two anchor days a week in Pune, and some fully remote roles within India.
- A one-off allowance to set up your home workspace.
- Sixteen paid volunteering hours a year.
- A confidential counselling service for you and your family.`,
    },
    {
      heading: 'Life at {name}',
      markdown: `Read how our teams, guilds and hackathons work in [Company Culture](/company-culture/), how we support women in engineering on [Women Empowerment](/women-empowerment/), and what our volunteers do around Pune on [Social Responsibility](/social-responsibility/). Students and recent graduates should look at our [Internship Program](/internship-program/).`,
    },
    {
      heading: 'How to apply',
      markdown: `Choose a role from the open positions below and send your CV to **{email}** with the subject **"Careers"**, naming the role in the first line. If no current role fits but you think you would strengthen one of our teams, write anyway and tell us what you would like to work on.

**A warning about recruitment fraud:** {name} never asks candidates for money, bank details or documents before an offer, and all our job e-mails come from the same domain as {email}. If anyone claiming to represent us asks you for a fee, please do not pay, and let us know.`,
    },
  ],
  cta: {
    heading: 'Questions about a role?',
    text: 'Ask us about a position, the hiring process or working from Pune, and our People team will reply.',
    label: 'Contact us',
    href: '/contact/',
  },
  topics: ['culture', 'engineering teams work culture'],
};
