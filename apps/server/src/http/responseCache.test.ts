import { existsSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pagingQuerySchema } from "@shelter/contract";
import Fastify, { type RouteHandlerMethod } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config.ts";
import {
  type ContentVersion,
  createContentVersion,
  ownVersion,
  localVersion as processVersion,
} from "../db/contentVersion.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { newsFields, sendAsAdmin } from "../testing/api.ts";
import { PUBLIC_READS } from "../testing/publicReads.ts";
import {
  adminToken,
  createTestDatabase,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../testing/testSite.ts";
import { compressHere } from "./backgroundThread.ts";
import { chooseEncoding, createResponseCache } from "./responseCache.ts";

function localVersion(): ContentVersion & { value: number } {
  const version = {
    value: 1,
    current: () => version.value,
    changed: () => {
      version.value += 1;
      return Promise.resolve();
    },
  };
  return version;
}

/**
 * `/list?page&limit`, its query read as the API's lists read theirs; `/whole`, never cached;
 * `POST /write`, a write of content (`write`, by default one that moves the version).
 */
async function appWith(
  versions: ContentVersion,
  handler: RouteHandlerMethod,
  maxBytes?: number,
  compress?: (body: Buffer) => Promise<{ br: Buffer; gzip: Buffer }>,
  write: () => Promise<void> = () => versions.changed(),
) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const cache = createResponseCache(versions, {
    ...(maxBytes ? { maxBytes } : {}),
    ...(compress ? { compress } : {}),
  });
  await app.register(async (content) => {
    cache.register(content);
    content.get("/list", { schema: { querystring: pagingQuerySchema.partial() } }, handler);
    content.get("/whole", { config: { responseCache: false } }, handler);
    content.post("/write", async () => {
      await write();
      return { written: true };
    });
  });
  await app.ready();
  return { app, cache };
}

const pageOf = (request: { query: unknown }) => (request.query as { page?: number }).page ?? 0;
const waitFor = async (done: () => boolean) => {
  for (let turn = 0; turn < 100 && !done(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const LONG = "корова ".repeat(400);

/**
 * `/list` answering what is stored; after `change()`, its next read waits for `release()`;
 * `write()` sends the write (`writeWith`, by default one that moves the version).
 */
async function heldList(version: ContentVersion, writeWith?: () => Promise<void>) {
  let stored = "before the write";
  let reads = 0;
  let gate: Promise<void> | undefined;
  let release = () => {};
  const { app } = await appWith(
    version,
    async () => {
      reads += 1;
      const seen = stored;
      await gate;
      return { seen };
    },
    undefined,
    undefined,
    writeWith,
  );
  return {
    app,
    read: async () => (await app.inject("/list")).json(),
    write: () => app.inject({ method: "POST", url: "/write" }),
    reads: () => reads,
    change() {
      stored = "after the write";
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe("the response cache", () => {
  it("answers a repeated read from memory until the content changes", async () => {
    const version = localVersion();
    let reads = 0;
    const { app } = await appWith(version, async () => ({ reads: ++reads }));
    expect((await app.inject("/list")).json()).toEqual({ reads: 1 });
    expect((await app.inject("/list")).json()).toEqual({ reads: 1 });
    version.changed();
    expect((await app.inject("/list")).json()).toEqual({ reads: 2 });
    expect(reads).toBe(2);
  });

  it("caches no response that was read while a write landed", async () => {
    const version = localVersion();
    let reads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app } = await appWith(version, async () => {
      reads += 1;
      const seen = reads === 1 ? "before the write" : "after the write";
      if (reads === 1) await gate;
      return { seen };
    });
    const slow = app.inject("/list");
    await waitFor(() => reads === 1);
    // The write commits after the slow read took its data, before that read is stored.
    version.changed();
    release();
    expect((await slow).json()).toEqual({ seen: "before the write" });
    expect((await app.inject("/list")).json()).toEqual({ seen: "after the write" });
  });

  it("revalidates the responses sent lately before a write is answered, serving the stale ones meanwhile", async () => {
    const version = processVersion();
    const list = await heldList(version);
    expect(await list.read()).toEqual({ seen: "before the write" });
    list.change();
    let answered = false;
    const writing = list.write().then((response) => {
      answered = true;
      return response;
    });
    // The revalidation has read the list again (held there until `release`).
    await waitFor(() => list.reads() === 2);
    // The write is not answered yet: readers get the response before it, without waiting.
    const stale = await list.app.inject("/list");
    expect(stale.json()).toEqual({ seen: "before the write" });
    expect(stale.headers["cache-status"]).toBe("shelter; hit; detail=stale-while-revalidate");
    expect(answered).toBe(false);
    expect(list.reads()).toBe(2);
    list.release();
    expect((await writing).statusCode).toBe(200);
    // Answered: the next read has the revalidated response, and nobody read again for it.
    expect(await list.read()).toEqual({ seen: "after the write" });
    expect(list.reads()).toBe(2);
  });

  it("gives a client sending the revalidation header no other response: a fresh entry still, a stale one refilled", async () => {
    const version = processVersion();
    let reads = 0;
    const { app } = await appWith(version, async () => ({ reads: ++reads }));
    await app.inject("/list");
    const forged = await app.inject({ url: "/list", headers: { "x-cache-revalidate": "1" } });
    expect(forged.json()).toEqual({ reads: 1 });
    await version.changed();
    const refilled = await app.inject({ url: "/list", headers: { "x-cache-revalidate": "1" } });
    expect(refilled.json()).toEqual({ reads: 2 });
    expect((await app.inject("/list")).json()).toEqual({ reads: 2 });
  });

  it("makes one read for the requests that miss together", async () => {
    let reads = 0;
    const { app } = await appWith(localVersion(), async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { text: LONG };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject("/list")));
    expect(reads).toBe(1);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it("sends brotli, gzip or the plain bytes as the client takes them, each with its own ETag", async () => {
    const { app } = await appWith(localVersion(), async () => ({ text: LONG }));
    const plain = await app.inject("/list");
    const br = await app.inject({ url: "/list", headers: { "accept-encoding": "gzip, br" } });
    const gz = await app.inject({ url: "/list", headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    for (const answer of [plain, br, gz]) {
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["content-type"]).toContain("application/json");
    }
  });

  it("answers 304 to the ETag of the bytes the client holds, and 200 once they changed", async () => {
    const version = localVersion();
    let reads = 0;
    const { app } = await appWith(version, async () => ({ reads: ++reads, text: LONG }));
    const first = await app.inject({ url: "/list", headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: "/list",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    version.changed();
    const changed = await app.inject({
      url: "/list",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("caches only 200 responses", async () => {
    let reads = 0;
    const { app } = await appWith(localVersion(), async (_request, reply) => {
      reads += 1;
      return reply.code(404).send({ message: "Не знайдено" });
    });
    await app.inject("/list");
    await app.inject("/list");
    expect(reads).toBe(2);
  });

  it("holds no more than its byte budget, dropping the oldest entries first", async () => {
    const { app, cache } = await appWith(
      localVersion(),
      async (request) => ({ url: request.url, text: LONG }),
      12_000,
    );
    for (let page = 1; page <= 10; page += 1) await app.inject(`/list?page=${page}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(12_000);
    expect(cache.size().entries).toBeGreaterThan(0);
  });

  it("caches one entry per route and query as the route reads it: order, spelling and unknown parameters make none", async () => {
    let reads = 0;
    const { app, cache } = await appWith(localVersion(), async (request) => ({
      reads: ++reads,
      query: request.query,
    }));
    const urls = [
      "/list?limit=3&page=1",
      "/list?page=1&limit=3",
      "/list?page=01&limit=3",
      "/list?page=1&limit=3&utm_source=facebook&fbclid=IwAR0",
      ...Array.from({ length: 50 }, (_, n) => `/list?page=1&limit=3&x=${n}`),
    ];
    for (const url of urls) {
      expect((await app.inject(url)).json()).toEqual({ reads: 1, query: { page: 1, limit: 3 } });
    }
    expect(cache.size().entries).toBe(1);
    expect((await app.inject("/list?page=0&limit=3")).statusCode).toBe(400);
    expect(cache.size().entries).toBe(1);
  });

  it("drops the entry used longest ago first (to the second), not the one made first", async () => {
    const probe = await appWith(localVersion(), async () => ({ page: 1, text: LONG }));
    await probe.app.inject("/list?page=1");
    const oneEntry = probe.cache.size().bytes;
    const reads = new Map<number, number>();
    const { app, cache } = await appWith(
      localVersion(),
      async (request) => {
        reads.set(pageOf(request), (reads.get(pageOf(request)) ?? 0) + 1);
        return { page: pageOf(request), text: LONG };
      },
      Math.floor(oneEntry * 3.5),
    );
    // A hit moves its entry in the eviction order at most once a second: the reads a second apart.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const page of [1, 2, 3, 1, 4]) {
        vi.setSystemTime(Date.now() + 1000);
        await app.inject(`/list?page=${page}`);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(cache.size().entries).toBe(3);
    await app.inject("/list?page=1");
    expect(reads.get(1)).toBe(1);
    await app.inject("/list?page=2");
    expect(reads.get(2)).toBe(2);
  });

  it("counts each entry's bookkeeping against its byte budget, however few its bytes", async () => {
    const { app, cache } = await appWith(localVersion(), async () => ({}), 50_000);
    for (let page = 1; page <= 500; page += 1) await app.inject(`/list?page=${page}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(50_000);
    expect(cache.size().entries).toBeLessThan(100);
  });

  it("revalidates the busiest responses before a write, not the last ones asked for", async () => {
    const version = processVersion();
    const reads = new Map<number, number>();
    let stored = "before the write";
    const { app } = await appWith(version, async (request) => {
      reads.set(pageOf(request), (reads.get(pageOf(request)) ?? 0) + 1);
      return { stored };
    });
    for (let turn = 0; turn < 20; turn += 1) await app.inject("/list");
    // Asked for once each, and later: a crawler's walk through the pages, or junk.
    for (let page = 1; page <= 12; page += 1) await app.inject(`/list?page=${page}`);
    stored = "after the write";
    await app.inject({ method: "POST", url: "/write" });
    expect(reads.get(0)).toBe(2);
    expect((await app.inject("/list")).json()).toEqual({ stored: "after the write" });
    expect(reads.get(0)).toBe(2);
  });

  it("compresses two new responses at a time, sending the others plain until they are asked for again", async () => {
    let started = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const compress = async (body: Buffer) => {
      started += 1;
      await gate;
      return compressHere(body);
    };
    const { app, cache } = await appWith(
      localVersion(),
      async (request) => ({ page: pageOf(request), text: LONG }),
      undefined,
      compress,
    );
    // Sent at once: light-my-request sends a request only once it is awaited.
    const get = async (page: number) =>
      app.inject({ url: `/list?page=${page}`, headers: { "accept-encoding": "br" } });
    const first = [1, 2, 3, 4, 5, 6].map(get);
    const plain = await Promise.all(first.slice(2));
    expect(started).toBe(2);
    for (const answer of plain) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
    }
    expect(cache.size().entries).toBe(4);
    release();
    for (const answer of await Promise.all(first.slice(0, 2))) {
      expect(answer.headers["content-encoding"]).toBe("br");
    }
    // Asked for again: compressed then, in the background, and sent compressed from then on.
    const plainBytes = cache.size().bytes;
    expect((await get(3)).headers["content-encoding"]).toBeUndefined();
    await waitFor(() => cache.size().bytes > plainBytes);
    expect((await get(3)).headers["content-encoding"]).toBe("br");
    expect(started).toBe(3);
  });

  it("says in Cache-Status (RFC 9211) whether a response came from the cache", async () => {
    const version = localVersion();
    const { app } = await appWith(version, async () => ({ text: LONG }));
    const status = async (url: string) => (await app.inject(url)).headers["cache-status"];
    expect(await status("/list")).toBe("shelter; fwd=uri-miss; stored");
    expect(await status("/list?utm_source=x")).toBe("shelter; hit");
    version.changed();
    expect(await status("/list")).toBe("shelter; fwd=stale; stored");
    expect(await status("/list")).toBe("shelter; hit");
  });

  it("caches nothing of a route that opts out", async () => {
    let reads = 0;
    const { app, cache } = await appWith(localVersion(), async () => ({ reads: ++reads }));
    await app.inject("/whole");
    const again = await app.inject("/whole");
    expect(again.json()).toEqual({ reads: 2 });
    expect(again.headers["cache-status"]).toBeUndefined();
    expect(cache.size().entries).toBe(0);
  });

  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["identity", "identity"],
    ["*", "gzip"],
  ])("chooses the coding for Accept-Encoding %s: %s", (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});

/** The rendered page is checked too: it needs the web build, as the page's own tests do. */
function requireWebBuild() {
  const distDir = readConfig({}).webDist;
  if (!existsSync(path.join(distDir, "server/entry-server.js"))) {
    throw new Error(`no web build in ${distDir}: run \`npm run build\` first`);
  }
}

const text = async (url: string) => (await fetch(url)).text();

describe.each(DATABASE_KINDS)("cached responses on the %s database", (kind) => {
  let site: TestSite;
  let token: string;

  beforeAll(async () => {
    requireWebBuild();
    site = await startTestSite(kind);
    token = await adminToken(site);
  });
  afterAll(async () => {
    await site?.destroy();
  });

  it("shows a write on the next read, on the API and on the rendered page", async () => {
    const base = site.baseUrl;
    // Kept first, so a stale copy would be there to be served.
    const listed = await fetch(`${base}/api/news`);
    const etag = String(listed.headers.get("etag"));
    await listed.text();
    expect(await text(`${base}/api/news`)).not.toContain("News kept");
    expect(await text(`${base}/en`)).not.toContain("News kept");

    const created = await sendAsAdmin(base, token, "POST", "/api/news", newsFields("kept"));
    expect(created.status).toBe(201);
    expect(await text(`${base}/api/news`)).toContain("News kept");
    const revalidated = await fetch(`${base}/api/news`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(200);
    await revalidated.text();
    expect(await text(`${base}/en`)).toContain("News kept");

    const id = Number(created.json?.ID);
    expect(await text(`${base}/api/news/${id}`)).toContain("News kept");
    expect(
      (await sendAsAdmin(base, token, "PUT", `/api/news/${id}`, newsFields("changed"))).status,
    ).toBe(200);
    expect(await text(`${base}/api/news/${id}`)).toContain("News changed");
    expect((await sendAsAdmin(base, token, "DELETE", `/api/news/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/api/news/${id}`)).status).toBe(404);
    expect(await text(`${base}/api/news`)).not.toContain("News changed");
  });

  it("answers junk query parameters from the entries cached without them, / and /en staying in memory", async () => {
    const base = site.baseUrl;
    const [post] = (await (await fetch(`${base}/api/news`)).json()) as { ID: number }[];
    const targets = [
      ...PUBLIC_READS,
      `/news/${post?.ID}`,
      `/en/news/${post?.ID}`,
      // The news archive reads its `?page` only: any other parameter is junk to it too.
      "/news",
      "/en/news",
    ];
    for (const target of targets) await (await fetch(base + target)).arrayBuffer();
    for (let n = 0; n < 40; n += 1) {
      for (const target of targets) {
        const junk = `${target}${target.includes("?") ? "&" : "?"}utm_source=x&fbclid=${n}&_=${n}`;
        const response = await fetch(base + junk, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        expect([junk, response.status]).toEqual([junk, 200]);
        expect([junk, response.headers.get("cache-status")]).toEqual([junk, "shelter; hit"]);
      }
    }
    for (const page of ["/", "/en"]) {
      const response = await fetch(base + page);
      await response.arrayBuffer();
      expect(response.headers.get("cache-status")).toBe("shelter; hit");
    }
    // A record has one address: its id with a leading zero names none.
    const padded = await fetch(`${base}/api/news/0${post?.ID}`);
    await padded.arrayBuffer();
    expect(padded.status).toBe(404);
  });

  it("serves a PDF document's data outside the cache: strong ETag, 304, never compressed again", async () => {
    const base = site.baseUrl;
    const [document] = (await (await fetch(`${base}/api/pdf`)).json()) as { id: number }[];
    const url = `${base}/api/pdf/${document?.id}`;
    const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("cache-status")).toBeNull();
    const etag = String(response.headers.get("etag"));
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(((await response.json()) as { document_data: string }).document_data).toMatch(
      /^data:application\/pdf;base64,/,
    );
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("shows new site settings on the next read", async () => {
    const base = site.baseUrl;
    const settings = (await (await fetch(`${base}/api/settings`)).json()) as Record<string, string>;
    const changed = { ...settings, paypal: "cached-responses@example.org" };
    expect((await sendAsAdmin(base, token, "PUT", "/api/settings", changed)).status).toBe(200);
    expect(await text(`${base}/api/settings`)).toContain("cached-responses@example.org");
  });
});

describe("a write of this instance on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase({ url: database.url, embeddedDir: "" });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("has the busiest responses revalidated before it is answered, other instances given it at once", async () => {
    const version = createContentVersion(db);
    const otherInstance = createContentVersion(db);
    expect(await db.transaction((tx) => ownVersion(tx))).toBeUndefined();
    let made: number | undefined;
    const list = await heldList(version, async () => {
      made = await db.transaction(async (tx) => {
        await tx.query("UPDATE content_version SET version = version + 1 WHERE id = 1");
        return ownVersion(tx);
      });
      await version.changed(made);
    });
    expect(await list.read()).toEqual({ seen: "before the write" });
    list.change();
    const writing = list.write();
    // The write commits, then waits for the held revalidation (on a loaded machine, later).
    await vi.waitFor(() => expect(made).toBeDefined(), { timeout: 5_000, interval: 10 });
    expect(await list.read()).toEqual({ seen: "before the write" });
    expect(await otherInstance.current()).toBe(made);
    expect(list.reads()).toBe(2);
    list.release();
    expect((await writing).statusCode).toBe(200);
    expect(await list.read()).toEqual({ seen: "after the write" });
    expect(await version.current()).toBe(made);
    expect(list.reads()).toBe(2);
    await list.app.close();
  });
});

describe("two instances sharing one PostgreSQL database", () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: TestSite;
  let second: TestSite;
  let token: string;

  beforeAll(async () => {
    requireWebBuild();
    database = await createTestDatabase();
    first = await startTestSite("postgres", { sharedDatabaseUrl: database.url });
    second = await startTestSite("postgres", { sharedDatabaseUrl: database.url });
    token = await adminToken(first);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await database?.drop();
  });

  it("answers the new data through the second at once after a write through the first, API and page", async () => {
    const read = (url: string) => text(second.baseUrl + url);
    // The second keeps its answers from before the write.
    expect(await read("/api/news")).not.toContain("News shared");
    expect(await read("/api/news?page=1&limit=3")).not.toContain("News shared");
    expect(await read("/en")).not.toContain("News shared");

    const created = await sendAsAdmin(
      first.baseUrl,
      token,
      "POST",
      "/api/news",
      newsFields("shared"),
    );
    expect(created.status).toBe(201);
    expect(await read("/api/news")).toContain("News shared");
    expect(await read("/api/news?page=1&limit=3")).toContain("News shared");
    expect(await read("/en")).toContain("News shared");

    const id = Number(created.json?.ID);
    expect(await read(`/api/news/${id}`)).toContain("News shared");
    const url = `/api/news/${id}`;
    expect(
      (await sendAsAdmin(first.baseUrl, token, "PUT", url, newsFields("rewritten"))).status,
    ).toBe(200);
    expect(await read(url)).toContain("News rewritten");
    expect(await read("/en")).toContain("News rewritten");
    expect((await sendAsAdmin(first.baseUrl, token, "DELETE", url)).status).toBe(200);
    expect((await fetch(second.baseUrl + url)).status).toBe(404);
    expect(await read("/en")).not.toContain("News rewritten");
  });

  it("answers a write made straight in the database, as an operator command makes it", async () => {
    expect(await text(`${second.baseUrl}/api/reviews`)).not.toContain("Operator");
    await first.site.db.query(
      "INSERT INTO reviews (name_ua, name_en, review_ua, review_en) VALUES ('Оператор', 'Operator', 'Добре', 'Good')",
    );
    expect(await text(`${second.baseUrl}/api/reviews`)).toContain("Operator");
  });
});
