/**
 * A company page as data: the shared template renders it, the sitemap lists it and the chat
 * assistant indexes it. Section bodies are Markdown (no raw HTML; links to site paths end in "/").
 */
export interface PageSection {
  heading: string;
  markdown: string;
}

export interface ContentPage {
  /** Site path with leading and trailing slash, e.g. "/about/". */
  path: string;
  /** The <title>, unique across the site; the template appends " | {company}". */
  title: string;
  /** Meta description, 110-160 characters. */
  description: string;
  /** Small label above the h1, e.g. "Industries". */
  eyebrow: string;
  /** The page's only h1. */
  heading: string;
  /** Lead paragraph under the h1, plain text. */
  intro: string;
  sections: PageSection[];
  /**
   * What a visitor finds on the page, in plain words, for the assistant only (never rendered):
   * where the intro does not say it, "where can I see all your services?" still finds a hub page.
   */
  purpose?: string;
  /** Closing call to action; defaults to "Let's Talk" → /contact/. */
  cta?: { heading: string; text: string; label: string; href: string };
  /**
   * Lower-cased topics that pull related articles (blogCategory, blogIndustry, blogCapability)
   * and case studies (caseTag) onto the page.
   */
  topics?: string[];
}
