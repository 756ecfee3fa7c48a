import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, startTestSite, type TestSite } from "../../testing/testSite.ts";

const post = (publish_at: string) => ({
  title_ua: "Новина за розкладом",
  title_en: "News on schedule",
  subtitle_ua: "Підзаголовок",
  subtitle_en: "Subtitle",
  content_ua: "Текст новини",
  content_en: "The news itself",
  status: "scheduled",
  publish_at,
});

describe("scheduled news with two instances on one PostgreSQL database", () => {
  let first: TestSite;
  let second: TestSite;
  let now: Date | undefined;
  let destroyFirst: () => Promise<void>;
  const clock = () => now ?? new Date();

  beforeAll(async () => {
    const env = { SEED_DEMO: "false" };
    first = await startTestSite("postgres", { env, clock });
    second = await startTestSite("postgres", {
      env,
      sharedDatabaseUrl: first.databaseUrl ?? "",
      clock,
    });
    destroyFirst = first.destroy;
    // Every time a post goes public is written down: exactly once means one row.
    await first.site.db.exec(`
      CREATE TABLE publications (news_id integer NOT NULL);
      CREATE FUNCTION note_publication() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO publications VALUES (NEW.id); RETURN NULL; END; $$;
      CREATE TRIGGER note_publication AFTER UPDATE OF status ON news_posts FOR EACH ROW
        WHEN (OLD.status <> 'published' AND NEW.status = 'published')
        EXECUTE FUNCTION note_publication();`);
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await destroyFirst?.();
  });

  const page = async (site: TestSite) => (await fetch(`${site.baseUrl}/`)).text();

  it("publishes a post at its time once, and each instance's page shows it", async () => {
    const token = await adminToken(first);
    const created = await fetch(`${first.baseUrl}/api/news`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(post(new Date(Date.now() + 60_000).toISOString())),
    });
    expect(created.status).toBe(201);
    const { ID } = (await created.json()) as { ID: number };
    // Both pages are cached before the post's time.
    expect(await page(first)).not.toContain("Новина за розкладом");
    expect(await page(second)).not.toContain("Новина за розкладом");

    now = new Date(Date.now() + 2 * 60_000);
    // The two instances' rounds meet, and each store is asked again beside them.
    const rounds = await Promise.all([
      first.site.scheduler.runOnce(),
      second.site.scheduler.runOnce(),
      first.site.stores.news.publishDue(now),
      second.site.stores.news.publishDue(now),
    ]);
    expect(rounds.slice(2).flatMap((round) => round?.published ?? []).length).toBeLessThan(2);
    const publications = await first.site.db.query<{ news_id: number }>(
      "SELECT news_id FROM publications",
    );
    expect(publications).toEqual([{ news_id: ID }]);
    // The other instance's cached page sees it: the content version moved in the database.
    expect(await page(second)).toContain("Новина за розкладом");
    expect(await page(first)).toContain("Новина за розкладом");
    const [job] = await first.site.db.query<{ last_error: string | null }>(
      "SELECT last_error FROM scheduled_jobs WHERE name = 'publish'",
    );
    expect(job?.last_error).toBeNull();
  });

  it("publishes after a restart what came due while no instance ran", async () => {
    const token = await adminToken(first);
    now = undefined;
    const created = await fetch(`${first.baseUrl}/api/news`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...post(new Date(Date.now() + 60_000).toISOString()),
        title_ua: "Новина після перезапуску",
      }),
    });
    expect(created.status).toBe(201);
    await second.stop();
    const kept = { dataDir: first.dataDir, databaseUrl: first.databaseUrl };
    await first.stop();
    now = new Date(Date.now() + 2 * 60_000);
    first = await startTestSite("postgres", { reuse: kept, clock });
    await first.site.scheduler.runOnce();
    expect(await page(first)).toContain("Новина після перезапуску");
  });
});
