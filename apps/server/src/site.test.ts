import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../web/precompress.ts";
import {
  adminToken,
  createTestDatabase,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "./testing/testSite.ts";

const count = async (site: TestSite, url: string) =>
  ((await (await fetch(site.baseUrl + url)).json()) as unknown[]).length;

describe.each(DATABASE_KINDS)("a site on the %s database", (kind) => {
  it("keeps its data across a restart and does not seed twice", { timeout: 120_000 }, async () => {
    const first = await startTestSite(kind);
    try {
      await first.site.db.query(
        "INSERT INTO reviews (name_ua, name_en, review_ua, review_en) VALUES ('Оля', 'Olia', 'Дуже тепло!', 'Very warm!')",
      );
      const news = await count(first, "/api/news");
      const images = (await (await fetch(`${first.baseUrl}/api/gallery`)).json()) as {
        image_url: string;
      }[];
      await first.stop();

      const again = await startTestSite(kind, { reuse: first });
      try {
        expect(await count(again, "/api/reviews")).toBe(10);
        expect(await count(again, "/api/news")).toBe(news);
        const stillThere = await fetch(again.baseUrl + images[0]?.image_url);
        expect(stillThere.status).toBe(200);
      } finally {
        await again.stop();
      }
    } finally {
      await first.destroy();
    }
  });

  it("starts empty when SEED_DEMO=false", { timeout: 60_000 }, async () => {
    const empty = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    try {
      for (const url of ["/api/news", "/api/gallery", "/api/excursions", "/api/contacts"]) {
        expect(await count(empty, url)).toBe(0);
      }
    } finally {
      await empty.destroy();
    }
  });
});

describe("several instances on one PostgreSQL database", () => {
  it("start together, migrate and seed it once, and share sign-ins", {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase();
    const instances: TestSite[] = [];
    try {
      instances.push(
        ...(await Promise.all(
          [1, 2, 3].map(() => startTestSite("postgres", { sharedDatabaseUrl: database.url })),
        )),
      );
      for (const instance of instances) {
        expect(await count(instance, "/api/news")).toBe(8);
        expect(await count(instance, "/api/gallery")).toBe(24);
      }
      const [first] = instances;
      if (!first) throw new Error("no instance started");
      const [seeded] = await first.site.db.query<{ total: number }>(
        "SELECT count(*)::int AS total FROM settings WHERE key = 'demo_content_seeded_at'",
      );
      expect(seeded?.total).toBe(1);
      // A token from one instance works on the others: sessions and the secret are shared.
      const token = await adminToken(first);
      for (const instance of instances) {
        const response = await fetch(`${instance.baseUrl}/api/reviews`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({
            name_ua: "Оля",
            name_en: "Olia",
            review_ua: "Так",
            review_en: "Yes",
          }),
        });
        expect(response.status).toBe(201);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.destroy()));
      await database.drop();
    }
  });
});

describe("separate data folders", () => {
  it("give separate sites", { timeout: 120_000 }, async () => {
    const one = await startTestSite("embedded");
    const other = await startTestSite("embedded");
    try {
      await one.site.db.query("DELETE FROM reviews");
      expect(await count(one, "/api/reviews")).toBe(0);
      expect(await count(other, "/api/reviews")).toBe(9);
    } finally {
      await Promise.all([one.destroy(), other.destroy()]);
    }
  });
});

const ASSET = `export const cows = ${JSON.stringify("корова ".repeat(300))};\n`;
/** Too small for compressed copies (apps/web/precompress.ts), and not worth compressing. */
const TINY_CSS = ".cow{color:brown}\n";
/** Stands for a photo: a file the build leaves without compressed copies. */
const PHOTO = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ".repeat(100));

describe("web routes", () => {
  let site: TestSite;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "shelter-web-"));
    // The build's shape: the client's template and the server renderer beside it.
    await mkdir(path.join(webDist, "client"), { recursive: true });
    await mkdir(path.join(webDist, "server"), { recursive: true });
    await writeFile(
      path.join(webDist, "client/index.html"),
      '<!doctype html><html lang="uk"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/client.js"></script></body></html>',
    );
    await writeFile(
      path.join(webDist, "server/entry-server.js"),
      'export function renderPage({ language }) { return { html: `<main>page in ${language}</main>`, head: "<title>page</title>" }; }',
    );
    await mkdir(path.join(webDist, "client/assets"), { recursive: true });
    await writeFile(path.join(webDist, "client/assets/client-Ab12Cd34.js"), ASSET);
    await writeFile(path.join(webDist, "client/assets/cow-Ef56Gh78.webp"), PHOTO);
    await writeFile(path.join(webDist, "client/assets/tiny-Ij90Kl12.css"), TINY_CSS);
    await precompressDirectory(path.join(webDist, "client/assets"));
    site = await startTestSite("embedded", { env: { WEB_DIST: webDist, SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await site?.destroy();
    await rm(webDist, { recursive: true, force: true });
  });

  it("renders the public page on the server at / and /en", async () => {
    const uk = await (await fetch(`${site.baseUrl}/`)).text();
    expect(uk).toContain('<html lang="uk">');
    expect(uk).toContain("<main>page in uk</main>");
    expect(uk).toContain('<script type="application/json" id="page-data">');
    expect(await (await fetch(`${site.baseUrl}/en`)).text()).toContain("<main>page in en</main>");
  });

  it.each([
    "/login",
    "/register-user-only-for-developers",
    "/reset/abc123",
    "/invite/abc123",
    "/admin",
    "/admin/news/edit/3",
  ])("serves the client's page at %s", async (url) => {
    const response = await fetch(site.baseUrl + url, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/assets/client.js">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('id="page-data"');
  });

  it.each(["/no-such-page", "/news/5", "/login/extra", "/adminx"])(
    "redirects the unknown path %s to /",
    async (url) => {
      const response = await fetch(site.baseUrl + url, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it.each(["/en/", "/en/no-such-page", "/en/news/5"])(
    "redirects the unknown English path %s to /en",
    async (url) => {
      const response = await fetch(site.baseUrl + url, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/en");
    },
  );

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["identity", null],
  ])(
    "sends a hashed asset made at build time for Accept-Encoding %s, kept for a year",
    async (accept, coding) => {
      const response = await fetch(`${site.baseUrl}/assets/client-Ab12Cd34.js`, {
        headers: { "accept-encoding": accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(coding);
      expect(response.headers.get("content-type")).toContain("javascript");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toBe(ASSET);
    },
  );

  it("sends an asset without compressed copies as it is, kept for a year", async () => {
    const response = await fetch(`${site.baseUrl}/assets/cow-Ef56Gh78.webp`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PHOTO);
  });

  it("sends a small file without compressed copies as it is, not compressed on each request", async () => {
    const response = await fetch(`${site.baseUrl}/assets/tiny-Ij90Kl12.css`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toContain("text/css");
    expect(await response.text()).toBe(TINY_CSS);
  });

  it("gives the compressed copies no address of their own", async () => {
    for (const copy of ["client-Ab12Cd34.js.br", "client-Ab12Cd34.js.gz"]) {
      const response = await fetch(`${site.baseUrl}/assets/${copy}`, { redirect: "manual" });
      expect(response.status, copy).toBe(404);
      await response.arrayBuffer();
    }
  });

  it("never lets a browser keep the page itself without asking", async () => {
    for (const url of ["/", "/en", "/admin"]) {
      const response = await fetch(site.baseUrl + url);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      await response.text();
    }
  });

  it("answers 404 for a missing file rather than a page", async () => {
    const response = await fetch(`${site.baseUrl}/assets/missing.js`, { redirect: "manual" });
    expect(response.status).toBe(404);
  });
});
