import { site } from '@/data/site';
import type { Queryable } from '../../db/database';
import type { ExpandMail } from '../../mail/mailWorker';
import { isQueuedDigest, type OutgoingMail } from '../../mail/outgoingMail';
import { findDigest } from './digests';
import { renderDigestTemplate, type DigestTemplate } from './renderDigest';

/** The list's identity (RFC 2919), so mail clients and filters can tell the newsletter apart. */
const LIST_ID = `${site.name} insights <insights.${new URL(site.url).hostname.replace(/^www\./, '')}>`;

/** One recipient's mail of an issue, with RFC 8058 one-click unsubscribe in its headers. */
export function digestMail(template: DigestTemplate, to: string, unsubscribeUrl: string): OutgoingMail {
  return {
    kind: 'digest',
    to,
    subject: template.subject,
    ...template.personalise(unsubscribeUrl),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Id': LIST_ID },
  };
}

const KEEP_TEMPLATES = 4;

/**
 * Expands a queued issue mail for the mail worker: the issue is read and rendered once (the last
 * few are kept), then each mail only gets its recipient's unsubscribe link.
 */
export function digestExpander(db: Queryable, origin: string): ExpandMail {
  const templates = new Map<number, Promise<DigestTemplate>>();
  const templateOf = (number: number) => {
    let template = templates.get(number);
    if (!template) {
      template = findDigest(db, number).then((issue) => {
        if (!issue) throw new Error(`newsletter issue ${number} is not in the database`);
        return renderDigestTemplate(issue, origin);
      });
      template.catch(() => templates.delete(number));
      templates.set(number, template);
      if (templates.size > KEEP_TEMPLATES) templates.delete(templates.keys().next().value!);
    }
    return template;
  };
  return async (mail) => (isQueuedDigest(mail) ? digestMail(await templateOf(mail.digestId), mail.to, mail.unsubscribeUrl) : mail);
}
