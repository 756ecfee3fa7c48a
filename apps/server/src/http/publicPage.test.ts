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
  subtitle_ua: string;
  subtitle_en: string;
  content_ua: string;
  content_en: string;
}

/** The rendered markup only, without the embedded data that follows it. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  if (start < 0 || end < start) throw new Error("the page has no root element before its data");
  return html.slice(start, end);
}

/** The text of a `<meta>` tag of the page's head, as a link preview reads it. */
function metaContent(html: string, attribute: "property" | "name", key: string): string {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  if (!match?.[1]) throw new Error(`the page has no ${key}`);
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
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

  it("describes each preview image by its alternative text: the page's language, the other, the title", async () => {
    const [both, englishOnly, none] = news.slice(2, 5);
    if (!both || !englishOnly || !none) throw new Error("too few demo news");
    const token = await adminToken(site);
    const giveAltTexts = async (post: NewsItem, alt_ua: string, alt_en: string) => {
      const { ID, title_ua, title_en, subtitle_ua, subtitle_en, content_ua, content_en } = post;
      const response = await fetch(`${site.baseUrl}/api/news/${ID}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          ...{ title_ua, title_en, subtitle_ua, subtitle_en, content_ua, content_en },
          ...{ alt_ua, alt_en },
        }),
      });
      expect(response.status).toBe(200);
    };
    await giveAltTexts(both, "Корова Зірка на лузі", "Zirka the cow in the meadow");
    await giveAltTexts(englishOnly, "", "Calves by the red barn");

    const expected = [
      [`/news/${both.ID}`, "Корова Зірка на лузі"],
      [`/en/news/${both.ID}`, "Zirka the cow in the meadow"],
      [`/news/${englishOnly.ID}`, "Calves by the red barn"],
      [`/en/news/${englishOnly.ID}`, "Calves by the red barn"],
      [`/news/${none.ID}`, none.title_ua],
      [`/en/news/${none.ID}`, none.title_en],
      // The homes preview the hero's photo of the cow before the cottage.
      ["/", expect.stringMatching(/^Руда з білим корова/)],
      ["/en", expect.stringMatching(/^A red-and-white cow/)],
    ] as const;
    for (const [pathname, alt] of expected) {
      const html = await (await get(pathname)).text();
      expect(metaContent(html, "property", "og:image:alt"), pathname).toEqual(alt);
      expect(metaContent(html, "name", "twitter:image:alt"), pathname).toEqual(alt);
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

  it("renders /booking and /en/booking with the request form, their own title and canonical", async () => {
    const pages = [
      ["/booking", "Замовити екскурсію — Притулок для корів у Буші", "Надіслати заявку"],
      ["/en/booking", "Order an excursion — Cow shelter in Busha", "Send the request"],
    ] as const;
    for (const [address, title, submit] of pages) {
      const response = await get(address);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}${address}">`);
      expect(html).toContain(`hreflang="en" href="${site.baseUrl}/en/booking"`);
      expect(pageData(html).openBooking?.cancelToken).toBeNull();
      expect(renderedRoot(html)).toContain(submit);
    }
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${site.baseUrl}/booking</loc>`);
    expect(sitemap).toContain(`<loc>${site.baseUrl}/en/booking</loc>`);
  });

  it("renders /booking with its open days, so the form is painted as it stays: days in season, the season's start out of it", async () => {
    const token = await adminToken(site);
    const putSeason = async (season_start: string, season_end: string) => {
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const read = await fetch(`${site.baseUrl}/api/booking/settings`, { headers });
      const settings = (await read.json()) as Record<string, unknown>;
      const response = await fetch(`${site.baseUrl}/api/booking/settings`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ ...settings, season_start, season_end }),
      });
      expect(response.status).toBe(200);
    };

    await putSeason("01-01", "12-31");
    const inSeason = await (await get("/booking")).text();
    const days = pageData(inSeason).openBooking?.availability?.days ?? [];
    expect(days.length).toBeGreaterThan(80);
    const firstOpen = days.find((day) => day.open);
    expect(firstOpen?.slots.length).toBeGreaterThan(0);
    // The date picker with its days, not a "loading" line to be replaced.
    expect(renderedRoot(inSeason)).toContain("Оберіть дату");
    expect(renderedRoot(inSeason)).toContain(`value="${firstOpen?.date}"`);
    expect(renderedRoot(inSeason)).not.toContain("Завантажуємо вільні дати");

    // Winter only: every offered day closed, and the page says when the season opens.
    const today = new Date();
    const inFourMonths = new Date(today.getTime() + 120 * 86_400_000);
    const monthDay = (date: Date) => date.toISOString().slice(5, 10);
    await putSeason(
      monthDay(inFourMonths),
      monthDay(new Date(inFourMonths.getTime() + 30 * 86_400_000)),
    );
    const outOfSeason = await (await get("/en/booking")).text();
    const booking = pageData(outOfSeason).openBooking;
    expect(booking?.availability?.days.every((day) => !day.open)).toBe(true);
    expect(booking?.availability?.next_season_start).toBe(inFourMonths.toISOString().slice(0, 10));
    expect(renderedRoot(outOfSeason)).toContain("new season");
    expect(renderedRoot(outOfSeason)).not.toContain("Choose a date");
    await putSeason("04-01", "10-31");
  });

  it("renders a cancel link's page with its button, kept out of search engines", async () => {
    const html = await (await get("/en/booking/cancel/abc-123")).text();
    expect(pageData(html).openBooking).toEqual({ cancelToken: "abc-123" });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(renderedRoot(html)).toContain("Cancel the request");
    const odd = await get("/booking/cancel/%3Cscript%3E");
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("/booking");
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
