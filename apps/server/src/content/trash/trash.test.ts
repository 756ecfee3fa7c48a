import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsFields } from "../../testing/api.ts";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

type Json = Record<string, unknown>;

async function pngDataUrl(colour: string): Promise<string> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("the trash on the %s database", (kind) => {
  let test: TestSite;
  let token: string;
  let now = new Date();

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    bearer: string | null = token,
  ) => {
    const headers: Record<string, string> = {};
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(test.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = response.headers.get("content-type")?.includes("json");
    return {
      status: response.status,
      body: (text && json ? JSON.parse(text) : text) as Json & Json[],
    };
  };
  const page = async (path: string) => (await fetch(test.baseUrl + path)).text();
  const fileServed = async (url: unknown) =>
    (await fetch(test.baseUrl + String(url))).status === 200;

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" }, clock: () => now });
    token = await adminToken(test);
  }, 120_000);
  afterAll(async () => {
    await test?.destroy();
  });

  it("takes a deleted post off the site at once, lists it in the trash, and brings it back with its photo", async () => {
    const photo = await pngDataUrl("#27ae60");
    const created = await call("POST", "/api/news", {
      ...newsFields("Zorka"),
      image_data: photo,
    });
    const id = created.body.ID as number;
    const imageUrl = created.body.image_url;
    // Warm every public read, so that the cache would have them to serve.
    expect(await page("/")).toContain("Новина Zorka");
    expect((await call("GET", "/api/news?page=1&limit=5", undefined, null)).body.total).toBe(1);
    expect(await page("/sitemap.xml")).toContain(`/news/${id}`);

    expect((await call("DELETE", `/api/news/${id}`)).status).toBe(200);
    expect((await call("GET", `/api/news/${id}`, undefined, null)).status).toBe(404);
    expect((await call("GET", "/api/news", undefined, null)).body).toEqual([]);
    expect((await call("GET", "/api/news?page=1&limit=5", undefined, null)).body).toEqual({
      data: [],
      total: 0,
    });
    expect(await page("/")).not.toContain("Новина Zorka");
    expect(await page("/en")).not.toContain("News Zorka");
    expect(await page("/sitemap.xml")).not.toContain(`/news/${id}`);
    const article = await fetch(`${test.baseUrl}/news/${id}`, { redirect: "manual" });
    expect(await article.text()).not.toContain("Новина Zorka");
    // Its photo stays while it is in the trash.
    expect(await fileServed(imageUrl)).toBe(true);

    const trash = await call("GET", "/api/trash");
    expect(trash.status).toBe(200);
    expect(trash.body).toEqual([
      {
        entity: "news",
        id,
        title: "Новина Zorka",
        deleted_at: expect.any(String),
        deleted_by: "admin@busha.org",
      },
    ]);
    // Once only: a second delete, or an edit, finds nothing.
    expect((await call("DELETE", `/api/news/${id}`)).status).toBe(404);
    expect((await call("PUT", `/api/news/${id}`, newsFields("trashed"))).status).toBe(404);

    const restored = await call("POST", `/api/trash/news/${id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      ID: id,
      title_ua: "Новина Zorka",
      image_url: imageUrl,
    });
    expect(await page("/")).toContain("Новина Zorka");
    expect((await call("GET", `/api/news/${id}`, undefined, null)).body.image_url).toBe(imageUrl);
    expect(await fileServed(imageUrl)).toBe(true);
    expect((await call("GET", "/api/trash")).body).toEqual([]);
    expect((await call("POST", `/api/trash/news/${id}/restore`, {})).status).toBe(404);
    expect((await call("POST", `/api/trash/cows/${id}/restore`, {})).status).toBe(404);
  }, 90_000);

  it("leaves the trash out of every entity's lists and counts", async () => {
    const keep = await call("POST", "/api/reviews", review("Олена"));
    const drop = await call("POST", "/api/reviews", review("Оксана"));
    await call("DELETE", `/api/reviews/${drop.body.id}`);
    const paged = await call("GET", "/api/reviews/pagination?page=1&limit=10", undefined, null);
    expect(paged.body.totalLength).toBe(1);
    expect((paged.body.reviews as Json[]).map((item) => item.id)).toEqual([keep.body.id]);
    const list = await call("GET", "/api/reviews", undefined, null);
    expect((list.body as Json[]).map((item) => item.id)).toEqual([keep.body.id]);
    const [item] = (await call("GET", "/api/trash")).body as Json[];
    expect(item).toMatchObject({ entity: "reviews", id: drop.body.id, title: "Оксана" });
    await call("DELETE", `/api/trash/reviews/${drop.body.id}`);
  });

  it("purges what has been in the trash 30 days, with the files no version needs any more", async () => {
    const [first, second] = await Promise.all([pngDataUrl("#8e44ad"), pngDataUrl("#f39c12")]);
    const old = await call("POST", "/api/gallery", { image_data: first });
    const recent = await call("POST", "/api/news", { ...newsFields("fresh"), image_data: first });
    await call("PUT", `/api/news/${recent.body.ID}`, {
      ...newsFields("fresh"),
      image_data: second,
    });
    const replacedUrl = recent.body.image_url;
    await call("DELETE", `/api/gallery/${old.body.ID}`);
    await call("DELETE", `/api/news/${recent.body.ID}`);

    // 29 days on, both wait in the trash.
    now = new Date(Date.now() + 29 * DAY);
    await test.site.scheduler.runOnce();
    expect(((await call("GET", "/api/trash")).body as Json[]).length).toBe(2);

    // The photo deleted 31 days ago goes, row and files; the post deleted since stays.
    await test.site.db.query(
      "UPDATE gallery_images SET deleted_at = now() - interval '31 days' WHERE id = $1",
      [old.body.ID],
    );
    now = new Date();
    await test.site.scheduler.runOnce();
    const trash = (await call("GET", "/api/trash")).body as Json[];
    expect(trash.map((item) => item.entity)).toEqual(["news"]);
    expect(await fileServed(old.body.image_url)).toBe(false);
    const gone = await test.site.db.kysely
      .selectFrom("gallery_images")
      .select("id")
      .where("id", "=", old.body.ID as number)
      .execute();
    expect(gone).toEqual([]);
    // The post's earlier photo is kept for its history while the post is in the trash.
    expect(await fileServed(replacedUrl)).toBe(true);
    const jobs = (await call("GET", "/api/jobs")).body as Json[];
    expect(jobs.find((job) => job.name === "trash")).toMatchObject({ last_error: null });

    // Removed for good by hand, it takes every photo its versions had.
    const current = await test.site.db.kysely
      .selectFrom("news_posts")
      .innerJoin("media", "media.id", "news_posts.image_id")
      .select("media.variants")
      .where("news_posts.id", "=", recent.body.ID as number)
      .executeTakeFirstOrThrow();
    expect((await call("DELETE", `/api/trash/news/${recent.body.ID}`)).status).toBe(200);
    expect(await fileServed(replacedUrl)).toBe(false);
    expect(await fileServed(`/uploads/${current.variants[0]?.key}`)).toBe(false);
    const history = await call("GET", `/api/history?entity=news&id=${recent.body.ID}`);
    expect((history.body as Json[]).map((entry) => entry.action)).toEqual([
      "delete",
      "delete",
      "update",
      "create",
    ]);
  });
});

function review(name: string) {
  return { name_ua: name, name_en: "Olena", review_ua: "Тепло!", review_en: "Warm!" };
}
