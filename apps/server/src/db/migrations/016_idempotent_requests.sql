-- A create sent again with the same Idempotency-Key (a back office whose first try timed out) is
-- answered with the first answer, not made twice
-- (http/idempotency.ts). `fingerprint` is the route, the sender and the body's digest: the same
-- key with another request is refused. `status` and `response` stay null while the first request
-- runs; a row is kept for a day.
CREATE TABLE idempotent_requests (
  key text PRIMARY KEY,
  fingerprint text NOT NULL,
  status integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotent_requests_created_at ON idempotent_requests (created_at);
