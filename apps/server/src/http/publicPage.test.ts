import { existsSync } from "node:fs";
import path from "node:path";
import { PAGE_DATA_ELEMENT_ID, type PublicPageData } from "@shelter/contract/page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";
import { embedJson } from "./publicPage.ts";

const XSS_REVIEW = "</script><script>alert(1)</script>";
const DATA_ELEMENT = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

interface NewsItem {
  ID: number;
  title_ua: string;
  title_en: string;
}

/** The rendered markup only, without the embedded data that follows it. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  if (start < 0 || end < start) throw new Error("the page has no root element before its data");
  return html.slice(start, end);
}

function pageData(html: string): PublicPageData {
  const json = DATA_ELEMENT.exec(html)?.[1];
  if (!json) throw new Error("the page carries no embedded data");
  return JSON.parse(json) as PublicPageData;
}

const distDir = readConfig({}).webDist;

describe("embedding data in the page", () => {
  it("leaves no character that could end the script element or a comment", () => {
    const embedded = embedJson({ text: `${XSS_REVIEW}<!-- & \u2028` });
    expect(embedded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(embedded)).toEqual({ text: `${XSS_REVIEW}<!-- & \u2028` });
  });
});

describe.each(DATABASE_KINDS)("the server-rendered public page on the %s database", (kind) => {
  let site: TestSite;
  let news: NewsItem[];

  beforeAll(async () => {
    if (!existsSync(path.join(distDir, "server/entry-server.js"))) {
      throw new Error(`no web build in ${distDir}: run \`npm run build\` first`);
    }
    site = await startTestSite(kind);
    news = (await (await fetch(`${site.baseUrl}/api/news`)).json()) as NewsItem[];
    const response = await fetch(`${site.baseUrl}/api/reviews`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await adminToken(site)}`,
      },
      body: JSON.stringify({
        name_ua: "Олена",
        name_en: "Olena",
        review_ua: XSS_REVIEW,
        review_en: XSS_REVIEW,
      }),
    });
    expect(response.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await site?.destroy();
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${site.baseUrl}${pathname}`, { headers, redirect: "manual" });

  it("renders / in Ukrainian with the demo news titles, alternates and canonical", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="uk">/);
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site.baseUrl}/en">`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default"');
    const rootHtml = renderedRoot(html);
    for (const post of news.slice(0, 5)) expect(rootHtml).toContain(post.title_ua);
    for (const anchor of [
      "about-us",
      "excursions",
      "news",
      "gallery",
      "partners",
      "support",
      "contacts",
    ]) {
      expect(rootHtml).toMatch(new RegExp(`<section[^>]* id="${anchor}"`));
    }
    expect(rootHtml.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(rootHtml.match(/<h2[\s>]/g)?.length).toBeGreaterThanOrEqual(8);
  });

  it("renders /en in English", async () => {
    const html = await (await get("/en")).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/en">`);
    const rootHtml = renderedRoot(html);
    for (const post of news.slice(0, 5)) expect(rootHtml).toContain(post.title_en);
  });

  it("gives a news post's address its Open Graph tags and the open post", async () => {
    const post = news[1];
    if (!post) throw new Error("no demo news");
    for (const [pathname, title] of [
      [`/news/${post.ID}`, post.title_ua],
      [`/en/news/${post.ID}`, post.title_en],
    ] as const) {
      const html = await (await get(pathname)).text();
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+">/);
      expect(pageData(html).openNews?.ID).toBe(post.ID);
    }
  });

  it("sends an unknown post's address to its language's home page", async () => {
    expect((await get("/news/999999")).headers.get("location")).toBe("/");
    expect((await get("/en/news/999999")).headers.get("location")).toBe("/en");
  });

  it("looks an unknown post up before reading the rest of the page", async () => {
    const db = site.site.db;
    const query = db.query.bind(db);
    const asked: string[] = [];
    db.query = ((sql: string, params?: readonly unknown[]) => {
      asked.push(sql);
      return query(sql, params);
    }) as typeof db.query;
    try {
      expect((await get("/news/999998")).status).toBe(302);
    } finally {
      db.query = query;
    }
    // The post's own read (and, on PostgreSQL, the content version), not the page's eight.
    expect(asked.length, asked.join("\n")).toBeLessThanOrEqual(2);
  });

  it("sends a visitor who chose English from / to /en", async () => {
    const response = await get("/", { cookie: "lang=en" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
    expect(response.headers.get("vary")).toMatch(/cookie/i);
    expect((await get("/", { cookie: "lang=uk" })).status).toBe(200);
  });

  it("keeps a stored script-like review as data that runs nothing", async () => {
    const html = await (await get("/")).text();
    const data = pageData(html);
    expect(data.reviews?.some((review) => review.review_ua === XSS_REVIEW)).toBe(true);
    // The only scripts are the page's own: its module, the JSON-LD and the embedded data.
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("lists both homes and every post in the sitemap, and keeps robots out of /admin", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en</loc>`);
    for (const post of news)
      expect(sitemap).toContain(`<loc>${site.baseUrl}/en/news/${post.ID}</loc>`);
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });
});
