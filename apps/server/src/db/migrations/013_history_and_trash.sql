-- History of every write (issue 23): one row per create, update, delete or restore of a record,
-- with who did it and the record before and after. Images are kept by reference (the `media` id
-- the row names), never their bytes. The author's e-mail is copied so the journal still says who
-- it was after the account is removed; `author_id` is a plain number for the same reason. Rows
-- are only ever added: a restore is a new version.
CREATE TABLE history (
  id bigserial PRIMARY KEY,
  entity text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore')),
  author_id integer,
  author_email text,
  at timestamptz NOT NULL DEFAULT now(),
  before jsonb,
  after jsonb
);
-- A record's versions, newest first («Історія змін»).
CREATE INDEX history_record ON history (entity, record_id, id DESC);
-- The journal: newest first, by person, by entity, by date.
CREATE INDEX history_at ON history (at DESC, id DESC);
CREATE INDEX history_author ON history (lower(author_email), at DESC);
CREATE INDEX history_entity_at ON history (entity, at DESC);

-- The trash: a deleted record keeps its row (and its files) for 30 days, out of every read.
DO $$
DECLARE
  trashable text;
BEGIN
  FOREACH trashable IN ARRAY ARRAY['news_posts', 'gallery_images', 'excursions', 'reviews',
    'partners', 'pdf_documents']
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN deleted_at timestamptz', trashable);
    EXECUTE format('ALTER TABLE %I ADD COLUMN deleted_by text', trashable);
    EXECUTE format('CREATE INDEX %I ON %I (deleted_at) WHERE deleted_at IS NOT NULL',
      trashable || '_trash', trashable);
  END LOOP;
END
$$;

-- The scheduled work that empties the trash of what has been there 30 days.
INSERT INTO scheduled_jobs (name) VALUES ('trash') ON CONFLICT (name) DO NOTHING;
