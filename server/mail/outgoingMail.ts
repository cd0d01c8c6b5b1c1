/** A mail as the service queues it; the sender adds From. */
export interface OutgoingMail {
  kind: 'confirmation' | 'welcome' | 'contact-notification';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The link the reader acts on, printed to the console when mail is captured locally. */
  actionUrl?: string;
}
