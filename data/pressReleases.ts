import type { ContentPage } from './pages/types';

export interface PressRelease {
  slug: string;
  title: string;
  /** Display date, e.g. "Jul 19, 2025". */
  date: string;
  location: string;
  summary: string;
  /** Meta description, 110-160 characters. */
  description: string;
  markdown: string;
}

export const pressReleases: PressRelease[] = [
  {
    slug: 'tree-plantation-drive-from-saplings-to-shade',
    title: 'Tree Plantation Drive: From Saplings to Shade',
    date: 'Jul 19, 2025',
    location: 'Pune, India',
    summary:
      '{name} volunteers and a Pune citizens’ group planted 1,200 native saplings on the city’s hill slopes and committed to caring for them for three years.',
    description:
      '{name} and a Pune citizens’ group planted 1,200 native saplings on the city’s hill slopes, with a three-year commitment to water and care for them.',
    markdown: `**Pune, India — 19 July 2025.** {legalName}, a Pune-based software engineering services company, today completed a tree plantation drive with a local citizens’ group, planting 1,200 saplings of native species on hill slopes in the city. Unlike a one-day planting event, the drive comes with a three-year commitment to water, protect and replace the saplings until they can survive on their own.

## What was planted, and where

The saplings were planted over two Saturdays in July, timed to the first weeks of the monsoon so that the young trees establish roots while the soil is wet. The sites are degraded patches on the hill slopes around Pune where grass fires and erosion have left little tree cover.

The citizens’ group, which has restored these slopes for several years, chose the species and the spacing. All are native to the region and suited to its dry season:

- **Banyan** and **peepal**, long-lived trees that support birds and insects
- **Jamun**, whose fruit is eaten by birds, bats and people
- **Neem**, hardy and drought-tolerant
- **Karanj**, which fixes nitrogen and improves poor soil
- **Kadamb**, fast-growing and quick to provide shade

Saplings were planted in pits prepared in advance, with contour trenches on the steeper sections to slow run-off and hold water.

## Volunteers

A total of 186 volunteers took part: 132 {name} employees, many with their families, and 54 members of the citizens’ group. Between them they prepared pits, carried saplings up the slopes, planted, mulched and fitted tree guards. {name} funded the saplings, guards, tools and the first season’s watering.

## A three-year care plan

Many newly planted saplings do not survive their first dry season. To prevent that, the care plan agreed with the citizens’ group covers:

1. **Watering** every week from November to the start of the monsoon, for the first two dry seasons, using clay pots buried beside each sapling to release water slowly.
2. **Protection** with tree guards and fire lines cleared before the summer.
3. **Mulching and weeding** twice a year.
4. **Survival counts** every quarter, with each sapling tagged and its status recorded.
5. **Replacement** of any sapling that dies, in the following monsoon.

{name} volunteers will join a care visit each month. The target is that at least 85% of the trees are alive and self-sustaining at the end of the third year.

## Quotes

“We have been in Pune for fourteen years, and the city has given us almost everything we have,” said **Rohan Deshpande, CEO and co-founder of {name}**. “Planting trees is the easy part. Keeping them alive through three summers is the real commitment, and that is the part we have signed up for.”

“What struck me was how many people brought their children and came back for the second weekend,” said **Anita Sawant, Head of People at {name}**. “Our colleagues asked for something they could keep doing, not a one-off. The monthly care visits give them that, and we will publish the survival counts so everyone can see how the trees are doing.”

## About {name}

{legalName} is a software engineering services company founded in Pune, India, on 14 March 2011. About 320 engineers, designers, QA engineers, data scientists and DevOps engineers work from its Pune office for clients in North America, the UK, Europe, the Middle East and Australia. {name} builds agentic AI systems, digital products, browser extensions, data platforms and cloud infrastructure for clients in retail, travel, banking, healthcare, consumer and fashion businesses. Its information security management is certified to ISO/IEC 27001. More about the company’s community work is on its [Social Responsibility](/social-responsibility/) page.

## Media contact

- **{legalName}**, {address}
- **E-mail:** [{email}](mailto:{email})
- **Phone:** {phone}`,
  },
];

export const pressPage: ContentPage = {
  path: '/press-releases/',
  title: 'Press Releases',
  description:
    'News and announcements from {name}, the Pune software engineering company: press releases, community work and the events where we speak and exhibit.',
  eyebrow: 'Newsroom',
  heading: 'Press Releases',
  intro:
    'Announcements from {name}: our community work in Pune, milestones for the company and the events where we speak and exhibit. Each release includes a media contact, and we are happy to provide further detail, quotes or background for journalists.',
  purpose:
    "The press releases page is {name}'s newsroom: company news and announcements, each with a media contact, how journalists can arrange an interview, and the events where we have spoken and exhibited.",
  sections: [
    {
      heading: 'Media enquiries',
      markdown: `Journalists and analysts can reach us at [{email}](mailto:{email}) or on {phone}, Monday to Friday during Indian business hours. Please include your publication, your deadline and what you are working on. We aim to reply within one working day.

We can arrange interviews with:

- **Rohan Deshpande**, CEO and co-founder, on the company, the software services industry and engineering from India
- **Meera Kulkarni**, CTO and co-founder, on engineering practice, security and technology choices
- **Aditya Rao**, Head of AI Practice, on agentic AI, evaluation and AI governance
- **Anita Sawant**, Head of People, on hiring, culture and our community programmes

For background on the company, see [About Us](/about/); for our community work, see [Social Responsibility](/social-responsibility/).`,
    },
    {
      heading: 'Where we have been',
      markdown: `We speak and exhibit at a small number of events each year, chosen for the conversations we want to have rather than for reach.

- [Foundation Day 2025](/foundation-day/): our 14th anniversary, celebrated in Pune on 14 March 2025 with talks, awards and a family evening.
- [Generative AI Summit Austin 2025](/ai-summit/): in June 2025 we spoke about taking agentic AI from demo to production, and demonstrated evaluation and guardrail tooling at our booth.
- [{name} at RSAC 2024](/{slug}-at-rsac-2024/): at the Moscone Center in San Francisco, 6 to 9 May 2024, we showed our secure browser-extension and DevSecOps work.`,
    },
  ],
  topics: ['company', 'events'],
};
