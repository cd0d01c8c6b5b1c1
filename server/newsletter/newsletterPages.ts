import { site } from '@/data/site';
import type { PageContent } from '../pages/htmlPage';
import { html } from '../pages/htmlPage';
import type { ConfirmOutcome } from './subscriptions';

const home = html`<p><a href="/">Back to ${site.name}</a> · <a href="/insights/">Read the latest insights</a></p>`;
const subscribeAgain = 'Subscribe again with the form at the bottom of any page and we will send you a new link.';

// Submits the confirmation form as soon as the page loads: one click for people, while a mail
// scanner that only fetches the link changes nothing.

export function confirmPage(token: string): PageContent {
  return {
    title: 'Confirm your subscription',
    body: html`<h1>Confirm your subscription</h1>
<p>One more step: press the button to receive ${site.name}'s tech insights.</p>
<form id="confirm-form" method="post" action="/api/newsletter/confirm">
<input type="hidden" name="token" value="${token}">
<button type="submit">Confirm subscription</button>
</form>`,
  };
}

export const CONFIRM_RESULTS: Record<ConfirmOutcome | 'malformed', { status: number; page: PageContent }> = {
  confirmed: {
    status: 200,
    page: {
      title: "You're subscribed",
      body: html`<h1>You're subscribed</h1>
<p>Thank you for confirming. The latest tech insights from ${site.name} will reach you about twice a month, and every e-mail has a one-click unsubscribe link.</p>${home}`,
    },
  },
  'already-confirmed': {
    status: 200,
    page: {
      title: 'Already confirmed',
      body: html`<h1>Your subscription is already confirmed</h1><p>There is nothing more to do: you are on the list.</p>${home}`,
    },
  },
  expired: {
    status: 410,
    page: {
      title: 'Link expired',
      body: html`<h1>This link has expired</h1><p>Confirmation links are valid for 48 hours. ${subscribeAgain}</p>${home}`,
    },
  },
  used: {
    status: 410,
    page: {
      title: 'Link already used',
      body: html`<h1>This link has already been used</h1><p>${subscribeAgain}</p>${home}`,
    },
  },
  unknown: {
    status: 404,
    page: {
      title: 'Link not recognised',
      body: html`<h1>We don't recognise this link</h1><p>It may be incomplete, or the request was removed after 30 days without confirmation. ${subscribeAgain}</p>${home}`,
    },
  },
  malformed: {
    status: 400,
    page: {
      title: 'Link not recognised',
      body: html`<h1>We don't recognise this link</h1><p>It looks incomplete: please open the whole link from the e-mail, or copy it into the address bar.</p>${home}`,
    },
  },
};

export function unsubscribePage(token: string): PageContent {
  return {
    title: 'Unsubscribe',
    body: html`<h1>Unsubscribe from ${site.name} insights?</h1>
<p>You will stop receiving our newsletter at once.</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Unsubscribe</button>
</form>`,
  };
}

export const UNSUBSCRIBED_PAGE: PageContent = {
  title: "You're unsubscribed",
  body: html`<h1>You're unsubscribed</h1>
<p>You will receive no more newsletters from us. Changed your mind? Subscribe again with the form at the bottom of any page.</p>${home}`,
};

export const UNKNOWN_UNSUBSCRIBE_PAGE: PageContent = {
  title: 'Link not recognised',
  body: html`<h1>We don't recognise this link</h1>
<p>Please open the whole link from the e-mail. If you keep receiving mail you did not ask for, write to <a href="mailto:${site.email}">${site.email}</a> and we will remove you.</p>${home}`,
};
