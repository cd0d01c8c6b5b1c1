import { plainTextSelectors, render } from '@react-email/render';
import { escapeXml } from '@/lib/xml';
import { DigestEmail, type DigestIssue } from './DigestEmail';

/** Stands in for each recipient's own unsubscribe link, so an issue is rendered once, not per mail. */
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.invalid/recipient';

export interface DigestTemplate {
  subject: string;
  /** The mail for one recipient: HTML and plain text, with their unsubscribe link. */
  personalise(unsubscribeUrl: string): { html: string; text: string };
}

// Headings keep their case; the rest is React Email's conversion (links as "text [url]").
const PLAIN_TEXT = {
  selectors: [...plainTextSelectors, { selector: 'h1', options: { uppercase: false } }, { selector: 'h2', options: { uppercase: false } }],
};

/** Where an issue's web copy lives on the service. */
export const webCopyPath = (issueNumber: number) => `/api/newsletter/issues/${issueNumber}`;

/** Renders an issue as a mail (HTML and plain text carrying the same links) once per issue. */
export async function renderDigestTemplate(issue: DigestIssue, origin: string): Promise<DigestTemplate> {
  const element = <DigestEmail issue={issue} origin={origin} variant={{ kind: 'mail', webCopyUrl: `${origin}${webCopyPath(issue.number)}`, unsubscribeUrl: UNSUBSCRIBE_SLOT }} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return {
    subject: issue.subject,
    personalise: (unsubscribeUrl) => ({
      html: html.replaceAll(UNSUBSCRIBE_SLOT, escapeXml(unsubscribeUrl)),
      text: text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribeUrl),
    }),
  };
}

/** The web copy of an issue: the same issue as a page, with a way to subscribe instead of to unsubscribe. */
export function renderDigestWebCopy(issue: DigestIssue, origin: string): Promise<string> {
  return render(<DigestEmail issue={issue} origin={origin} variant={{ kind: 'web' }} />);
}
