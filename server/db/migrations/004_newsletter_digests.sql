-- An address the relay refused for good (a 5xx): later digests skip it until it confirms again.
alter table subscribers add column bounced_at timestamptz;
alter table subscribers add column bounce_reason text;

-- One row per newsletter issue: what it lists, as it was when sent, so the web copy shows the same
-- issue later. A scheduled issue names its slot (the schedule's time), so two instances that both
-- wake for it record one issue.
create table digests (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  subject text not null,
  intro text,
  entries jsonb not null,
  since timestamptz not null,
  slot timestamptz unique,
  origin text not null check (origin in ('command', 'schedule'))
);

-- One mail per subscriber per issue: the key is what stops a second send (or a restart) mailing
-- anyone twice. outbox_id is the queued mail; status follows it.
create table digest_deliveries (
  digest_id bigint not null references digests (id) on delete cascade,
  subscriber_id bigint not null references subscribers (id) on delete cascade,
  outbox_id bigint unique,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'bounced', 'cancelled')),
  updated_at timestamptz not null default now(),
  primary key (digest_id, subscriber_id)
);
create index digest_deliveries_subscriber on digest_deliveries (subscriber_id);

-- The worker sends mail to people waiting on it (confirmations, notifications) before digest mail.
create index outbox_due_by_kind on outbox ((kind = 'digest'), id) where status in ('pending', 'sending');
