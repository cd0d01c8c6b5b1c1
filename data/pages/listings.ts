import type { ContentPage } from './types';

/**
 * The hand-built pages' own words: their title, meta description and hero. The pages render
 * them, and the assistant indexes them, so a visitor asking where something is finds the page.
 * `purpose` says what a visitor finds there, in plain words, for the assistant only.
 */
export interface ListingPage extends Pick<ContentPage, 'path' | 'title' | 'description' | 'eyebrow' | 'heading' | 'intro'> {
  purpose: string;
}

export const insightsListing: ListingPage = {
  path: '/insights/',
  title: 'Insights',
  description: 'Engineering insights from our teams on agentic AI, product engineering, QA, DevOps, data science and the industries we build for.',
  eyebrow: 'Resources',
  heading: 'Insights',
  intro: 'What our engineers, data scientists and delivery leads learn while building software for clients: practical, specific and newest first.',
  purpose:
    "Insights is {name}'s blog: articles written by our engineers, newest first, that you can filter by category, industry and capability or search. New articles also go out in our newsletter, which you can subscribe to at the foot of every page.",
};

export const caseStudiesListing: ListingPage = {
  path: '/case-studies/',
  title: 'Case Studies',
  description: 'Case studies of products, platforms and AI systems we built for retail, travel, finance, healthcare and fashion clients, with measured results.',
  eyebrow: 'Resources',
  heading: 'Case Studies',
  intro: 'Client work, anonymised and measured: the situation we found, what we built, the technology we chose and what changed afterwards.',
  purpose:
    'Case studies are examples of our past work and delivered projects for clients: each one describes the client’s problem, the solution we built, the technology and the results, and you can filter them by industry or service.',
};

export const faqListing: ListingPage = {
  path: '/faq/',
  title: 'Frequently Asked Questions',
  description: 'Answers about working with us: engagement models, pricing, security and compliance, technology choices, careers and this website.',
  eyebrow: 'Help',
  heading: 'Frequently asked questions',
  intro: 'The questions prospective clients and candidates ask us most, answered plainly. If yours is not here, ask our assistant or write to us.',
  purpose: 'The FAQ page answers common questions from clients and candidates in one place, grouped by topic.',
};

export const contactListing: ListingPage = {
  path: '/contact/',
  title: 'Contact Us',
  description: 'Talk to {name} about a product, platform or AI project. Write to {email} or visit our office in Pune, India.',
  eyebrow: 'Contact',
  heading: "Let's talk about what you are building",
  intro: 'Tell us about your product, the problem in front of you and your timeline. There is no sales script: the first reply comes from an engineer.',
  purpose:
    'The contact page is where you get in touch with {name}: a form to describe your project or question, our e-mail {email}, phone {phone} and office address {address}. An engineer replies within one working day.',
};

export const listingPages: ListingPage[] = [insightsListing, caseStudiesListing, faqListing, contactListing];
