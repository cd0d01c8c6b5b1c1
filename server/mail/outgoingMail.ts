/** A mail as the service queues it; the sender adds From. */
export interface OutgoingMail {
  kind: 'confirmation' | 'welcome' | 'contact-notification' | 'digest';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The link the reader acts on, printed to the console when mail is captured locally. */
  actionUrl?: string;
}

/**
 * A newsletter issue's mail to one subscriber, as queued: the issue is rendered once when its
 * first mail is sent, not stored ten thousand times.
 */
export interface QueuedDigestMail {
  kind: 'digest';
  to: string;
  subject: string;
  digestId: number;
  unsubscribeUrl: string;
}

export type QueuedMail = OutgoingMail | QueuedDigestMail;

export const isQueuedDigest = (mail: QueuedMail): mail is QueuedDigestMail => mail.kind === 'digest' && 'digestId' in mail;
