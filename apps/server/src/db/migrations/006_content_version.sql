-- The version of the public content: every write to a table the public reads bumps it in the
-- writing transaction, so an instance that caches answers knows when another has written.
CREATE TABLE content_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

-- Per row, so a statement that changes nothing (a DELETE of a missing id) leaves it as it was.
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['news_posts', 'gallery_images', 'excursions', 'reviews',
    'partners', 'pdf_documents', 'contacts', 'site_settings', 'media']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION bump_content_version()', content_table || '_content_version', content_table);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', content_table || '_content_truncated', content_table);
  END LOOP;
END
$$;
