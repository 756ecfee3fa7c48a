import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

const distDir = readConfig({}).webDist;

const ENGLISH: Record<string, string> = {
  опублікована: "published",
  чернетка: "draft",
  запланована: "scheduled",
  змінена: "changed",
  "без часу": "untimed",
  минула: "past",
};

const post = (label: string, publication: Record<string, unknown> = {}) => ({
  title_ua: `Новина ${label}`,
  title_en: `News ${ENGLISH[label]}`,
  subtitle_ua: "Підзаголовок",
  subtitle_en: "Subtitle",
  content_ua: "Текст новини",
  content_en: "The news itself",
  ...publication,
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(DATABASE_KINDS)("news publishing on the %s database", (kind) => {
  let site: TestSite;
  let token: string;
  let now: Date | undefined;
  const ids: Record<"published" | "draft" | "scheduled", number> = {
    published: 0,
    draft: 0,
    scheduled: 0,
  };
  const get = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${site.baseUrl}${address}`, { redirect: "manual", headers });
  const asAdmin = () => ({ authorization: `Bearer ${token}` });
  const send = (
    method: string,
    address: string,
    body?: unknown,
    headers: Record<string, string> = asAdmin(),
  ) =>
    fetch(`${site.baseUrl}${address}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    if (!existsSync(path.join(distDir, "server/entry-server.js"))) {
      throw new Error(`no web build in ${distDir}: run \`npm run build\` first`);
    }
    site = await startTestSite(kind, {
      env: { SEED_DEMO: "false" },
      clock: () => now ?? new Date(),
    });
    token = await adminToken(site);
    // Every public read is asked once first, so the cache holds each before the writes.
    for (const address of ["/api/news", "/", "/en", "/news", "/sitemap.xml"]) await get(address);
    for (const [status, body] of [
      ["published", post("опублікована")],
      ["draft", post("чернетка", { status: "draft" })],
      ["scheduled", post("запланована", { status: "scheduled", publish_at: inMinutes(30) })],
    ] as const) {
      const created = await send("POST", "/api/news", body);
      if (created.status !== 201) throw new Error(await created.text());
      const json = (await created.json()) as { ID: number; status: string };
      expect(json.status).toBe(status);
      ids[status] = json.ID;
    }
  }, 120_000);
  afterAll(async () => {
    await site?.destroy();
  });

  const publicTitles = async (address: string) =>
    decodeURIComponent(await (await get(address)).text());

  it("leaves drafts and scheduled posts out of every public read, the page and the sitemap", async () => {
    const list = (await (await get("/api/news")).json()) as { ID: number }[];
    expect(list.map((item) => item.ID)).toEqual([ids.published]);
    const page = (await (await get("/api/news?page=1&limit=10")).json()) as {
      data: { ID: number }[];
      total: number;
    };
    expect(page).toMatchObject({ total: 1, data: [{ ID: ids.published }] });
    for (const address of ["/", "/en", "/news", "/en/news"]) {
      const html = await publicTitles(address);
      expect(html).toContain(address.startsWith("/en") ? "News published" : "Новина опублікована");
      for (const hidden of ["чернетка", "запланована", "News draft", "News scheduled"]) {
        expect(html).not.toContain(hidden);
      }
    }
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/news/${ids.published}<`);
    expect(sitemap).not.toContain(`/news/${ids.draft}<`);
    expect(sitemap).not.toContain(`/news/${ids.scheduled}<`);
    for (const id of [ids.draft, ids.scheduled]) {
      expect((await get(`/api/news/${id}`)).status).toBe(404);
      const page = await get(`/news/${id}`);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/");
      expect((await get(`/en/news/${id}`)).headers.get("location")).toBe("/en");
    }
  });

  it("shows the back office every post with its status, never from or into the shared cache", async () => {
    const all = await get("/api/news?page=1&limit=10", asAdmin());
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    const body = (await all.json()) as { data: { ID: number; status: string }[]; total: number };
    expect(body.total).toBe(3);
    expect(body.data.map((item) => item.status).sort()).toEqual([
      "draft",
      "published",
      "scheduled",
    ]);
    const draft = await get(`/api/news/${ids.draft}`, asAdmin());
    expect(draft.status).toBe(200);
    expect(await draft.json()).toMatchObject({ status: "draft", publish_at: null });
    // The public still gets the published posts only, whatever the back office read just now.
    const page = (await (await get("/api/news?page=1&limit=10")).json()) as { total: number };
    expect(page.total).toBe(1);
    expect((await get("/api/news", { authorization: "Bearer wrong" })).status).toBe(401);
  });

  it("refuses a scheduled post without a time or with a past one, in Ukrainian or English", async () => {
    const missing = await send("POST", "/api/news", post("без часу", { status: "scheduled" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      errors: [{ field: "publish_at", message: "Вкажіть, коли опублікувати новину" }],
    });
    const past = await send(
      "POST",
      "/api/news",
      post("минула", { status: "scheduled", publish_at: inMinutes(-5) }),
      { ...asAdmin(), "accept-language": "en" },
    );
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      errors: [{ field: "publish_at", message: "The publication time must be in the future" }],
    });
  });

  it("previews a draft on the post's page at a signed address: no-store, noindex, in both languages", async () => {
    const made = await send("POST", `/api/news/${ids.draft}/preview`);
    expect(made.status).toBe(200);
    const links = (await made.json()) as { uk: string; en: string };
    expect(links.uk).toMatch(new RegExp(`^/preview/news/${ids.draft}\\?token=`));
    for (const [link, title] of [
      [links.uk, "Новина чернетка"],
      [links.en, "News draft"],
    ] as const) {
      const page = await get(link);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(page.headers.get("cache-status")).toBeNull();
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(title);
    }
    const wrongPost = links.uk.replace(`/news/${ids.draft}?`, `/news/${ids.scheduled}?`);
    expect((await get(wrongPost)).status).toBe(404);
    expect((await get(`/preview/news/${ids.draft}`)).status).toBe(404);
    expect((await get(`${links.uk.slice(0, -2)}xx`)).status).toBe(404);
    expect((await send("POST", `/api/news/${ids.draft}/preview`, undefined, {})).status).toBe(401);
    // Signing out ends the session's previews.
    const other = await adminToken(site);
    const signed = (await (
      await send("POST", `/api/news/${ids.draft}/preview`, undefined, {
        authorization: `Bearer ${other}`,
      })
    ).json()) as { uk: string };
    expect((await get(signed.uk)).status).toBe(200);
    await send("POST", "/api/logout", undefined, { authorization: `Bearer ${other}` });
    const after = await get(signed.uk);
    expect(after.status).toBe(404);
    expect(after.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps a published post as it is while its change is a draft, and publishes the change", async () => {
    const id = ids.published;
    const saved = await send("PUT", `/api/news/${id}`, post("змінена", { status: "draft" }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      status: "published",
      title_ua: "Новина опублікована",
      draft: { title_ua: "Новина змінена" },
    });
    expect(await publicTitles("/")).not.toContain("Новина змінена");
    const publicPost = (await (await get(`/api/news/${id}`)).json()) as Record<string, unknown>;
    expect(publicPost.draft).toBeUndefined();
    const published = await send(
      "PUT",
      `/api/news/${id}`,
      post("змінена", { status: "published" }),
    );
    expect(published.status).toBe(200);
    expect(await publicTitles("/")).toContain("Новина змінена");
  });

  it("publishes a scheduled post at its time through the scheduler, and the page shows it", async () => {
    await site.site.scheduler.runOnce();
    expect(await publicTitles("/")).not.toContain("Новина запланована");
    now = new Date(Date.now() + 31 * 60_000);
    await site.site.scheduler.runOnce();
    expect(await publicTitles("/")).toContain("Новина запланована");
    expect(await publicTitles("/sitemap.xml")).toContain(`/news/${ids.scheduled}<`);
    expect((await get(`/api/news/${ids.scheduled}`)).status).toBe(200);
    now = undefined;
  });

  it("takes a post off the site as a draft, with its saved change, and says when it is one already", async () => {
    const withdrawn = { ...post("опублікована"), title_ua: "Новина знята", title_en: "News off" };
    const created = await send("POST", "/api/news", withdrawn);
    const { ID: id } = (await created.json()) as { ID: number };
    await send("PUT", `/api/news/${id}`, {
      ...withdrawn,
      title_ua: "Новина знята, змінена",
      status: "draft",
    });
    expect(await publicTitles("/")).toContain("Новина знята");

    const unpublished = await send("POST", `/api/news/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(await unpublished.json()).toMatchObject({
      status: "draft",
      publish_at: null,
      title_ua: "Новина знята, змінена",
      draft: null,
    });
    // Off every public read at once, the cached page too.
    expect(await publicTitles("/")).not.toContain("Новина знята");
    expect(await publicTitles("/sitemap.xml")).not.toContain(`/news/${id}<`);
    expect((await get(`/api/news/${id}`)).status).toBe(404);
    const [change] = (await (await get(`/api/history?entity=news&id=${id}`, asAdmin())).json()) as {
      action: string;
      author: string;
      after: { status: string };
    }[];
    expect(change).toMatchObject({ action: "update", after: { status: "draft" } });

    const again = await send("POST", `/api/news/${id}/unpublish`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "Новина вже не на сайті: це чернетка",
    );
    expect((await send("POST", "/api/news/999999/unpublish")).status).toBe(404);
    expect((await send("POST", `/api/news/${id}/unpublish`, undefined, {})).status).toBe(401);
  });
});
