-- A team of volunteers (issue 23): every account has a role, and administrators invite others by
-- a single-use link. The accounts made before this are administrators, as they could do
-- everything.
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'editor', 'bookings'));
-- The «Команда» screen shows when each account last signed in.
ALTER TABLE users ADD COLUMN last_sign_in timestamptz;

-- An invitation's token is stored only as its keyed digest, as sessions' are; it works once
-- (used_at), until expires_at (72 hours, renewed by a resend), and a revoked one is deleted.
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'editor', 'bookings')),
  token_digest text NOT NULL UNIQUE,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX invitations_email ON invitations (lower(email));
