-- The record a keyed create made, written in the create's own transaction (http/idempotency.ts):
-- a process stopped between that commit and the answer being stored (`status`, `response`) left
-- a key that looked unanswered, and a retry after it made the record again. Now the retry finds
-- what was made and answers with it.
ALTER TABLE idempotent_requests ADD COLUMN made_id integer;
