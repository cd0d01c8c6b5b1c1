-- Each answer is named (answer_id, sent with the reply) and kept with its text, so a visitor's
-- thumbs up or down lands on it and editors see what was said. Rows from before have neither.
alter table chat_transcripts add column answer_id uuid;
alter table chat_transcripts add column answer text not null default '';
alter table chat_transcripts add column rating text check (rating in ('up', 'down'));
alter table chat_transcripts add column rated_at timestamptz;
create unique index chat_transcripts_answer on chat_transcripts (answer_id);
create index chat_transcripts_created on chat_transcripts (created_at);
