-- Keys the service makes once and keeps (the HMAC behind unsubscribe links and hashed IPs).
create table service_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- One row per normalised address. pending -> active (double opt-in) -> unsubscribed; a new request
-- from pending or unsubscribed starts a new opt-in. The send counters bound confirmation mails.
create table subscribers (
  id bigserial primary key,
  public_id uuid not null unique default gen_random_uuid(),
  email text not null unique check (length(email) <= 254),
  status text not null check (status in ('pending', 'active', 'unsubscribed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  last_sent_at timestamptz,
  sends_in_window integer not null default 0,
  send_window_started_at timestamptz
);
create index subscribers_pending on subscribers (last_sent_at) where status = 'pending';

-- Confirmation links: only the SHA-256 of the token is kept.
create table confirmation_tokens (
  token_hash text primary key,
  subscriber_id bigint not null references subscribers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index confirmation_tokens_subscriber on confirmation_tokens (subscriber_id);

-- Evidence of consent, append-only: who asked, from which page, under which wording, and when.
create table consent_events (
  id bigserial primary key,
  subscriber_id bigint not null references subscribers (id) on delete cascade,
  kind text not null check (kind in ('requested', 'confirmed', 'unsubscribed')),
  at timestamptz not null default now(),
  source text,
  consent_version text,
  channel text,
  ip_hash text,
  user_agent text
);
create index consent_events_subscriber on consent_events (subscriber_id, at);

-- Every mail goes through here, so none is lost while SMTP is down. A row being sent has a lease
-- (next_attempt_at); if the process dies, the row is picked up again when the lease runs out.
create table outbox (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  kind text not null,
  recipient text not null,
  message jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  message_id text
);
create index outbox_due on outbox (next_attempt_at) where status in ('pending', 'sending');
create index outbox_recipient on outbox (recipient);

create table contact_messages (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company text,
  phone text,
  message text not null,
  source text,
  consent_version text not null,
  ip_hash text,
  user_agent text
);
create index contact_messages_email on contact_messages (email);

-- Mail kept locally instead of sent, when no SMTP server is configured (the local mailbox page).
create table captured_mail (
  id bigserial primary key,
  captured_at timestamptz not null default now(),
  recipient text not null,
  message jsonb not null
);
create index captured_mail_recipient on captured_mail (recipient);
