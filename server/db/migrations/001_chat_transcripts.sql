create table chat_transcripts (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  session_hash text not null,      -- HMAC-SHA256 of the session id, hex; never the raw id
  question text not null,
  mode text not null,              -- intent | retrieval | llm | abstain
  sources jsonb not null default '[]',
  latency_ms integer not null
);
create index chat_transcripts_session on chat_transcripts (session_hash, created_at);
