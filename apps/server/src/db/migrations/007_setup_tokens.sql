-- The first registration needs a one-time secret that only the operator sees (issue 19): while
-- no account exists, each start prints a setup link whose token is kept here as its keyed digest.
-- Every token goes once the first account is made. Never backed up: a restored site prints anew.
CREATE TABLE setup_tokens (
  token_digest text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
