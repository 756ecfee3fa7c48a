-- Login protection that a stranger cannot turn against the owner (issue 6): failures are kept
-- per account and client pair, and reset links remember which client asked for them.

-- Failures are bookkeeping only (never backed up or restored), so the table is made anew.
DROP TABLE login_failures;
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  client text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_pair ON login_failures (account, client, failed_at);
CREATE INDEX login_failures_client ON login_failures (client, failed_at);
-- The periodic cleanup deletes by age alone; without this it would read the whole table.
CREATE INDEX login_failures_age ON login_failures (failed_at);

-- NULL for links printed by the operator's command line, which no limit applies to.
ALTER TABLE password_resets ADD COLUMN client text;
CREATE INDEX password_resets_client ON password_resets (client, created_at);
