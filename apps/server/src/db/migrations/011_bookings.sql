-- Issue 22: excursion bookings, the mail they send and the scheduled work that reminds and erases.

-- One row: the season, the slots and the rules of the farm, edited in the back office.
CREATE TABLE booking_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  season_start text NOT NULL DEFAULT '04-01',
  season_end text NOT NULL DEFAULT '10-31',
  slots jsonb NOT NULL DEFAULT '["10:00", "12:00", "14:00", "16:00"]',
  capacity integer NOT NULL DEFAULT 30,
  closed_days jsonb NOT NULL DEFAULT '[]',
  min_notice_hours integer NOT NULL DEFAULT 24,
  max_days_ahead integer NOT NULL DEFAULT 90,
  notify_emails jsonb NOT NULL DEFAULT '[]',
  retention_days integer NOT NULL DEFAULT 180,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO booking_settings (id) VALUES (1);

-- The personal fields (name, phone, email, message) become NULL when retention erases them;
-- the date, slot, group size and status stay for the statistics.
CREATE TABLE bookings (
  id serial PRIMARY KEY,
  excursion_id integer REFERENCES excursions (id) ON DELETE SET NULL,
  visit_date date NOT NULL,
  slot_time text NOT NULL,
  -- The slot's start as an instant (Europe/Kyiv local time), for the reminder and retention.
  starts_at timestamptz NOT NULL,
  group_size integer NOT NULL CHECK (group_size BETWEEN 1 AND 1000),
  name text,
  phone text,
  email text,
  message text,
  language text NOT NULL CHECK (language IN ('uk', 'en')),
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'confirmed', 'declined', 'cancelled', 'visited', 'no_show')),
  reason text,
  -- SHA-256 of the single-use cancel link's token; NULL once used or never issued.
  cancel_token_hash text UNIQUE,
  reminder_sent_at timestamptz,
  erased_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_slot ON bookings (visit_date, slot_time) WHERE status IN ('new', 'confirmed');
CREATE INDEX bookings_status_date ON bookings (status, visit_date DESC, id DESC);
CREATE INDEX bookings_reminder_due ON bookings (starts_at)
  WHERE status = 'confirmed' AND reminder_sent_at IS NULL;
CREATE INDEX bookings_retention_due ON bookings (starts_at) WHERE erased_at IS NULL;

-- Booking requests per client, counted in the database so every instance counts the same.
CREATE TABLE booking_attempts (
  client text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_attempts_client ON booking_attempts (client, attempted_at);

-- Mail written in the transaction that causes it and sent after the commit; the scheduler
-- retries what failed, so a mail server that is down loses no message.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- [{filename, contentType, content}] (the confirmation's .ics)
  attachments jsonb NOT NULL DEFAULT '[]',
  -- Erased with the booking's personal data.
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- One row per scheduled job: the lease says which instance runs it now, the rest what the
-- back office shows (a failure is visible there, not only in the log).
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  leased_until timestamptz,
  leased_by text,
  last_run_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  last_error_at timestamptz
);
INSERT INTO scheduled_jobs (name) VALUES ('mail'), ('reminders'), ('retention');

-- Availability is a cached public read: a booking or a settings change makes it stale.
CREATE TRIGGER bookings_content_version AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER bookings_content_truncated AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER booking_settings_content_version AFTER INSERT OR UPDATE OR DELETE ON booking_settings
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER booking_settings_content_truncated AFTER TRUNCATE ON booking_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
