import type { ContactMessage } from '@/lib/contact/contactForm';
import type { Queryable } from '../db/database';
import type { OutgoingMail } from '../mail/outgoingMail';
import { outboxValues } from '../mail/outbox';

export interface ContactContext {
  source: string | null;
  consentVersion: string;
  ipHash: string | null;
  userAgent: string | null;
}

/** Stores the message and queues its notification in one statement: both or neither. */
export async function storeContactMessage(db: Queryable, message: ContactMessage, context: ContactContext, notification: OutgoingMail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `with stored as (
       insert into contact_messages (name, email, company, phone, message, source, consent_version, ip_hash, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       returning id
     ), queued as (
       insert into outbox (kind, recipient, message) select $10, $11, $12::jsonb from stored
     )
     select id from stored`,
    [message.name, message.email, message.company, message.phone, message.message, context.source, context.consentVersion, context.ipHash, context.userAgent, ...outboxValues(notification)],
  );
  return row.id;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  createdAt: Date;
  source: string | null;
  consentVersion: string;
}

export function recentContactMessages(db: Queryable, limit = 50): Promise<StoredContactMessage[]> {
  return db.query<StoredContactMessage>(
    `select id, created_at as "createdAt", name, email, company, phone, message, source, consent_version as "consentVersion"
     from contact_messages order by id desc limit $1`,
    [limit],
  );
}
