import { site } from '@/data/site';
import type { ContactMessage } from '@/lib/contact/contactForm';
import type { OutgoingMail } from '../mail/outgoingMail';
import { html } from '../pages/htmlPage';

/** The company's copy of a contact message; Reply-To is the visitor, so a reply goes straight to them. */
export function contactNotification(message: ContactMessage, notifyTo: string, source: string | null): OutgoingMail {
  const rows: [string, string | null][] = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Company', message.company],
    ['Phone', message.phone],
    ['Sent from', source],
  ];
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const subject = `Website enquiry from ${message.name}${message.company ? `, ${message.company}` : ''}`;
  return {
    kind: 'contact-notification',
    to: notifyTo,
    replyTo: message.email,
    subject: subject.slice(0, 200),
    text: `${present.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${message.message}\n\n(Reply to this e-mail to answer ${message.name}. Sent by the contact form of ${site.url}.)\n`,
    html: html`<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c2433;line-height:1.5">
<table style="border-collapse:collapse">${present.map(([label, value]) => html`<tr><th style="text-align:left;padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`)}</table>
<p style="white-space:pre-wrap;border-left:3px solid #0a4fd6;padding-left:12px">${message.message}</p>
<p style="font-size:13px;color:#525c6b">Reply to this e-mail to answer ${message.name}. Sent by the contact form of ${site.url}.</p></body></html>`.value,
  };
}
