import {
  contactSchema,
  excursionSchema,
  galleryImageSchema,
  newsPostSchema,
  partnerSchema,
  pdfDocumentSchema,
  reviewSchema,
} from "@shelter/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

type Json = Record<string, unknown>;

/** Every field the schema names and no other, each of the right type. */
function expectExactShape(schema: z.ZodObject, value: unknown) {
  expect(Object.keys(value as Json).sort()).toEqual(Object.keys(schema.shape).sort());
  expect(schema.strict().safeParse(value).success).toBe(true);
}

const lists = [
  { url: "/api/news", schema: newsPostSchema, count: 8, idKey: "ID" },
  { url: "/api/gallery", schema: galleryImageSchema, count: 24, idKey: "ID" },
  { url: "/api/excursions", schema: excursionSchema, count: 3, idKey: "ID" },
  { url: "/api/reviews", schema: reviewSchema, count: 9, idKey: "id" },
  { url: "/api/partners", schema: partnerSchema, count: 5, idKey: "ID" },
  { url: "/api/contacts", schema: contactSchema, count: 1, idKey: "id" },
  { url: "/api/pdf", schema: pdfDocumentSchema, count: 2, idKey: "id" },
] as const;

const pagedCalls = [
  { list: "/api/news", paged: "/api/news", items: "data", total: "total", count: 8 },
  {
    list: "/api/gallery",
    paged: "/api/gallery/pagination",
    items: "images",
    total: "totalLength",
    count: 24,
  },
  {
    list: "/api/excursions",
    paged: "/api/excursions/pagination",
    items: "excursions",
    total: "totalLength",
    count: 3,
  },
  {
    list: "/api/reviews",
    paged: "/api/reviews/pagination",
    items: "reviews",
    total: "totalLength",
    count: 9,
  },
  {
    list: "/api/partners",
    paged: "/api/partners/pagination",
    items: "partners",
    total: "totalLength",
    count: 5,
  },
] as const;

const byIdCalls = [
  { url: "/api/news", idKey: "ID" },
  { url: "/api/gallery", idKey: "ID" },
  { url: "/api/excursions", idKey: "ID" },
  { url: "/api/reviews", idKey: "id" },
  { url: "/api/partners", idKey: "ID" },
  { url: "/api/pdf", idKey: "id" },
] as const;

describe.each(DATABASE_KINDS)("public read API on the %s database", (kind) => {
  let test: TestSite;
  const get = async (url: string) => {
    const response = await fetch(test.baseUrl + url);
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: JSON.parse(text),
    };
  };

  beforeAll(async () => {
    test = await startTestSite(kind);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("answers the health check once the database answers", async () => {
    expect(await get("/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it.each(lists)("lists $url as a bare array of exactly shaped records", async (list) => {
    const { status, body } = await get(list.url);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(list.count);
    for (const record of body) expectExactShape(list.schema, record);
  });

  it("lists news newest first, with id and ID alike", async () => {
    const { body } = await get("/api/news");
    const times = body.map((post: Json) => Date.parse(post.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of body) expect(post.id).toBe(post.ID);
  });

  it("seeds the three excursions of the specification in its order", async () => {
    const { body } = await get("/api/excursions");
    expect(
      body.map((e: Json) => [e.title_en, e.time_from, e.time_to, e.amount_of_persons]),
    ).toEqual([
      ["Art therapy with cows", 60, 120, 30],
      ["Help at the shelter", 60, 180, 30],
      ["For different ages", 30, 90, 30],
    ]);
  });

  it("serves the seeded PDF documents as PDF", async () => {
    const { body } = await get("/api/pdf");
    expect(body.map((document: Json) => document.title)).toEqual([
      "Політика конфіденційності",
      "Умови використання",
    ]);
    const response = await fetch(test.baseUrl + body[0].document_url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("serves every seeded image as WebP in the widths the record lists", async () => {
    const { body } = await get("/api/gallery");
    const image = body[0] as {
      image_url: string;
      image_variants: { width: number; url: string }[];
    };
    expect(image.image_variants.length).toBeGreaterThan(1);
    expect(image.image_url).toBe(image.image_variants.at(-1)?.url);
    const widths = image.image_variants.map((variant) => variant.width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    const response = await fetch(test.baseUrl + image.image_variants[0]?.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  describe.each(pagedCalls)("paging $paged", (call) => {
    it("splits the whole list into pages of `limit`, with the total", async () => {
      const whole = (await get(call.list)).body as Json[];
      const limit = 3;
      const pages = Math.ceil(call.count / limit);
      const seen: Json[] = [];
      for (let page = 1; page <= pages + 1; page += 1) {
        const { status, body } = await get(`${call.paged}?page=${page}&limit=${limit}`);
        expect(status).toBe(200);
        expect(Object.keys(body).sort()).toEqual([call.items, call.total].sort());
        expect(body[call.total]).toBe(call.count);
        const expected = page <= pages ? Math.min(limit, call.count - (page - 1) * limit) : 0;
        expect(body[call.items]).toHaveLength(expected);
        seen.push(...body[call.items]);
      }
      expect(seen).toEqual(whole);
    });

    it.each([
      "page=0&limit=5",
      "page=-1&limit=5",
      "page=abc&limit=5",
      "page=1&limit=0",
      "page=1&limit=101",
      "page=1.5&limit=5",
      "page=1&limit=ten",
      "page=&limit=5",
    ])("answers 400 with a message for %s", async (query) => {
      const { status, type, body } = await get(`${call.paged}?${query}`);
      expect(status).toBe(400);
      expect(type).toContain("application/json");
      expect(typeof body.message).toBe("string");
      expect(body.message.length).toBeGreaterThan(0);
    });

    it("takes the largest limit, 100", async () => {
      const { status, body } = await get(`${call.paged}?page=1&limit=100`);
      expect(status).toBe(200);
      expect(body[call.items]).toHaveLength(call.count);
    });
  });

  describe.each(byIdCalls)("reading one of $url", (call) => {
    it("gives the record the list gives", async () => {
      const list = (await get(call.url)).body as Json[];
      for (const record of list.slice(0, 2)) {
        const { status, body } = await get(`${call.url}/${record[call.idKey]}`);
        expect(status).toBe(200);
        // GET /pdf/{id} adds the file itself, as the specification's document_data.
        const file = { document_data: expect.stringMatching(/^data:application\/pdf;base64,/) };
        expect(body).toEqual(call.url === "/api/pdf" ? { ...record, ...file } : record);
      }
    });

    it.each(["999999", "0", "-1", "abc", "1.5", "99999999999999999999", "%2e%2e%2fetc%2fpasswd"])(
      "answers 404 JSON for the unknown id %s",
      async (id) => {
        const { status, type, body } = await get(`${call.url}/${id}`);
        expect(status).toBe(404);
        expect(type).toContain("application/json");
        expect(typeof body.message).toBe("string");
      },
    );
  });

  it.each(["/api", "/api/", "/api/no-such-call", "/api/news/1/comments"])(
    "answers 404 JSON for the unknown call %s",
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(typeof body.message).toBe("string");
    },
  );

  it("compresses large answers for clients that accept it, and marks every answer nosniff", async () => {
    const response = await fetch(`${test.baseUrl}/api/news`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(((await response.json()) as unknown[]).length).toBe(8);
  });

  it("answers in English when the client asks for it", async () => {
    const response = await fetch(`${test.baseUrl}/api/no-such-call`, {
      headers: { "accept-language": "en" },
    });
    expect(await response.json()).toEqual({ message: "Not found", requestId: expect.any(String) });
  });

  it("describes every route in OpenAPI at /api/docs", async () => {
    const { status, body } = await get("/api/docs/json");
    expect(status).toBe(200);
    for (const path of [
      "/api/news",
      "/api/news/{id}",
      "/api/gallery/pagination",
      "/api/excursions/{id}",
      "/api/reviews/pagination",
      "/api/partners/pagination",
      "/api/pdf/{id}",
      "/api/contacts",
      "/api/health",
    ]) {
      expect(body.paths).toHaveProperty([path]);
    }
  });
});
