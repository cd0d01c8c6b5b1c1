import { fullAddress, site } from '@/data/site';
import type { OutgoingMail } from '../mail/outgoingMail';
import { html } from '../pages/htmlPage';

const FOOTER = `${site.legalName}, ${fullAddress}`;

function layout(paragraphs: ReturnType<typeof html>[]): string {
  return html`<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1c2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px;line-height:1.6">${paragraphs}
<p style="margin-top:28px;font-size:13px;color:#525c6b">${FOOTER}</p></div></body></html>`.value;
}

const button = (url: string, label: string) =>
  html`<p><a href="${url}" style="display:inline-block;background:#0a4fd6;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:6px">${label}</a></p>`;

/**
 * The double opt-in mail: plain and free of marketing (courts have treated promotional opt-in mail
 * as advertising), nothing the requester typed besides the address, and what to do if it was not them.
 */
export function confirmationMail(email: string, confirmUrl: string, ttlHours: number): OutgoingMail {
  const subject = `Confirm your subscription to ${site.name} insights`;
  const ask = `Please confirm that you want to receive ${site.name}'s tech insights at ${email}.`;
  const expiry = `The link is valid for ${ttlHours} hours. If you did not ask for this, ignore this e-mail and you will not be subscribed.`;
  return {
    kind: 'confirmation',
    to: email,
    subject,
    text: `${ask}\n\nConfirm your subscription:\n${confirmUrl}\n\n${expiry}\n\n${FOOTER}\n`,
    html: layout([html`<p>${ask}</p>`, button(confirmUrl, 'Confirm subscription'), html`<p style="font-size:14px;color:#525c6b">${expiry}</p>`]),
    actionUrl: confirmUrl,
  };
}

/** The first mail after confirmation; like every later one it carries RFC 8058 one-click unsubscribe. */
export function welcomeMail(email: string, unsubscribeUrl: string): OutgoingMail {
  const subject = `You're subscribed to ${site.name} insights`;
  const intro = `Thank you for confirming. You will now receive the latest tech insights from ${site.name} at ${email}: new articles and case studies on engineering, data and AI, about twice a month.`;
  const leave = 'You can unsubscribe at any time with one click:';
  return {
    kind: 'welcome',
    to: email,
    subject,
    text: `${intro}\n\nRead the latest: ${site.url}/insights/\n\n${leave}\n${unsubscribeUrl}\n\n${FOOTER}\n`,
    html: layout([
      html`<p>${intro}</p>`,
      button(`${site.url}/insights/`, 'Read the latest insights'),
      html`<p style="font-size:14px;color:#525c6b">${leave} <a href="${unsubscribeUrl}" style="color:#0a4fd6">unsubscribe</a>.</p>`,
    ]),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    actionUrl: unsubscribeUrl,
  };
}
