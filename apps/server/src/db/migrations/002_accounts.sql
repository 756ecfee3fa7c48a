-- Sign-in sessions, password-reset links and the login throttle.

-- A bearer token is stored only as its keyed digest; deleting the row revokes it.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One row per failed sign-in, counted per account and per client over a sliding window.
CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('account', 'client')),
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_subject ON login_failures (scope, subject, failed_at);
