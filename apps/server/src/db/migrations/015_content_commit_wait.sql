-- A commit that changes the content version waits until no instance answers from a version it
-- read before that commit (db/contentVersion.ts): an instance serving cached answers holds this
-- advisory lock shared and lets go of it every few milliseconds to read the version again; the
-- commit takes the lock exclusively, just before it completes. So a cached answer is never older
-- than a commit that any client could have seen, whoever wrote it (an operator's SQL too).
-- The key is READERS_LOCK of contentVersion.ts.
CREATE FUNCTION wait_for_content_readers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(724312);
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER content_version_commit_wait AFTER UPDATE ON content_version
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wait_for_content_readers();
