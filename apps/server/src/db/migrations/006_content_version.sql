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

CREATE TRIGGER news_posts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER gallery_images_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER excursions_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON excursions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER reviews_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER partners_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER pdf_documents_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pdf_documents
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER contacts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER site_settings_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER media_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
