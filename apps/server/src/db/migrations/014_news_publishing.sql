-- News publishing (issue 23): a post is a draft, scheduled for a time, or published. Only
-- published posts are public; the posts written before this were all public.
ALTER TABLE news_posts
  ADD COLUMN status text NOT NULL DEFAULT 'published'
    CHECK (status IN ('draft', 'scheduled', 'published')),
  -- When it is to be published (scheduled), or was (published); null for a draft.
  ADD COLUMN publish_at timestamptz,
  -- Why the publish job could not publish it when it was due; cleared once it is published.
  ADD COLUMN publish_error text,
  -- A published post's change saved as a draft: its texts, not public until published.
  ADD COLUMN draft jsonb,
  ADD CONSTRAINT news_posts_scheduled_time CHECK (status <> 'scheduled' OR publish_at IS NOT NULL);

UPDATE news_posts SET publish_at = created_at;

-- A post is dated when it goes public: the page, the archive and the sitemap list it by
-- created_at, so a draft written last week and published today comes first, with today's date.
-- The publish job keeps the time it was scheduled for, however late it ran.
CREATE FUNCTION news_posts_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    IF TG_OP = 'INSERT' THEN
      NEW.publish_at := coalesce(NEW.publish_at, NEW.created_at);
    ELSIF OLD.status <> 'published' THEN
      NEW.publish_at := least(coalesce(NEW.publish_at, now()), now());
      NEW.created_at := NEW.publish_at;
    ELSE
      -- Still published: an edit leaves the time it went public as it was.
      NEW.publish_at := OLD.publish_at;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER news_posts_publication BEFORE INSERT OR UPDATE ON news_posts
  FOR EACH ROW EXECUTE FUNCTION news_posts_publication();

-- The public reads: the published posts, newest first; and the publish job's due posts.
CREATE INDEX news_posts_published_newest ON news_posts (created_at DESC, id DESC)
  WHERE status = 'published';
CREATE INDEX news_posts_due ON news_posts (publish_at) WHERE status = 'scheduled';

INSERT INTO scheduled_jobs (name) VALUES ('publish') ON CONFLICT (name) DO NOTHING;
