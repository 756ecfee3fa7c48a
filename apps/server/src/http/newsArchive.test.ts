import { existsSync } from "node:fs";
import path from "node:path";
import {
  NEWS_ARCHIVE_PAGE_SIZE,
  PAGE_DATA_ELEMENT_ID,
  type PublicPageData,
} from "@shelter/contract/page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

interface NewsItem {
  ID: number;
  title_ua: string;
  title_en: string;
}

const distDir = readConfig({}).webDist;

function pageData(html: string): PublicPageData {
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  if (!json) throw new Error("the page carries no embedded data");
  return JSON.parse(json) as PublicPageData;
}

/** The rendered markup of #root only, as a visitor without JavaScript gets it. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  return html.slice(start, end);
}

/** React writes `'` as `&#x27;` and `&` as `&amp;` in text. */
const asHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe.each(DATABASE_KINDS)("the news archive on the %s database", (kind) => {
  let site: TestSite;
  let news: NewsItem[];
  const get = (address: string) => fetch(`${site.baseUrl}${address}`, { redirect: "manual" });

  beforeAll(async () => {
    if (!existsSync(path.join(distDir, "server/entry-server.js"))) {
      throw new Error(`no web build in ${distDir}: run \`npm run build\` first`);
    }
    site = await startTestSite(kind);
    news = (await (await get("/api/news")).json()) as NewsItem[];
  }, 120_000);
  afterAll(async () => {
    await site?.destroy();
  });

  it("renders /news in Ukrainian: one h1, its title, canonical, alternates, every post linking to its address", async () => {
    const response = await get("/news");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain("<title>Усі новини — Притулок для корів у Буші</title>");
    expect(html).toMatch(/<meta name="description" content="Усі новини притулку/);
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="uk" href="${site.baseUrl}/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site.baseUrl}/en/news">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${site.baseUrl}/news">`,
    );
    const root = renderedRoot(html);
    expect(root.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(root).toContain(">Усі новини</h1>");
    // No hero: the archive is its own page, not the home page with its sections.
    expect(root).not.toContain('id="top"');
    expect(news.length).toBeGreaterThan(0);
    for (const post of news.slice(0, NEWS_ARCHIVE_PAGE_SIZE)) {
      expect(root).toContain(`href="/news/${post.ID}">${asHtml(post.title_ua)}</a>`);
    }
    expect(root).toMatch(/srcSet="[^"]+\.webp \d+w/);
    expect(pageData(html).archive).toMatchObject({ page: 1, total: news.length });
    // The header's anchors lead to the home page's sections.
    expect(root).toContain('href="/#news"');
  });

  it("renders /en/news in English, its posts at their English addresses", async () => {
    const html = await (await get("/en/news")).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>All news — Cow shelter in Busha</title>");
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/en/news">`);
    const root = renderedRoot(html);
    expect(root).toContain(">All news</h1>");
    for (const post of news.slice(0, NEWS_ARCHIVE_PAGE_SIZE)) {
      expect(root).toContain(`href="/en/news/${post.ID}">${asHtml(post.title_en)}</a>`);
    }
    expect(root).toContain('href="/en#news"');
  });

  it("lists /news and /en/news in the sitemap", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/news</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en/news</loc>`);
  });

  it("pages past twelve posts with real links, and sends a page out of range to the first", async () => {
    const token = await adminToken(site);
    for (let n = news.length; n <= NEWS_ARCHIVE_PAGE_SIZE; n += 1) {
      const created = await fetch(`${site.baseUrl}/api/news`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title_ua: `Архівна новина ${n}`,
          title_en: `Archive post ${n}`,
          subtitle_ua: "Підзаголовок",
          subtitle_en: "Subtitle",
          content_ua: "Текст новини",
          content_en: "The post's text",
        }),
      });
      expect(created.status).toBe(201);
    }
    const all = (await (await get("/api/news")).json()) as NewsItem[];
    const pages = Math.ceil(all.length / NEWS_ARCHIVE_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);

    const first = renderedRoot(await (await get("/news")).text());
    expect(first).toContain('rel="next" href="/news?page=2"');
    expect(first).not.toContain('rel="prev"');
    expect(first.match(/<article/g)).toHaveLength(NEWS_ARCHIVE_PAGE_SIZE);

    const second = await get("/news?page=2");
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain("<title>Усі новини, сторінка 2 — Притулок для корів у Буші</title>");
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/news?page=2">`);
    expect(html).toContain(`hreflang="en" href="${site.baseUrl}/en/news?page=2"`);
    const root = renderedRoot(html);
    expect(root).toContain('rel="prev" href="/news"');
    expect(root).toContain('aria-current="page"');
    const rest = all.slice(NEWS_ARCHIVE_PAGE_SIZE, 2 * NEWS_ARCHIVE_PAGE_SIZE);
    for (const post of rest) expect(root).toContain(`href="/news/${post.ID}"`);
    expect(pageData(html).archive?.page).toBe(2);

    const beyond = await get(`/en/news?page=${pages + 1}`);
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get("location")).toBe("/en/news");
    // Anything but a page number is the first page, as any other junk parameter is nothing.
    const junk = await get("/news?page=abc&utm_source=x");
    expect(junk.status).toBe(200);
    expect(pageData(await junk.text()).archive?.page).toBe(1);
  });
});

describe("the news archive with no news", () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite("embedded", { env: { SEED_DEMO: "false" } });
  }, 120_000);
  afterAll(async () => {
    await site?.destroy();
  });

  it("says there is no news, in each language, with no pager", async () => {
    const uk = await (await fetch(`${site.baseUrl}/news`)).text();
    expect(uk).toContain("Немає новин для відображення");
    expect(uk).not.toContain("news-archive__pager");
    const en = await (await fetch(`${site.baseUrl}/en/news`)).text();
    expect(en).toContain("No news available at the moment.");
    expect((await fetch(`${site.baseUrl}/news?page=2`, { redirect: "manual" })).status).toBe(302);
  });
});
