import http from "node:http";
import { defaultBookingSettings } from "@shelter/contract";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { openStorage } from "../media/storage/open.ts";
import type { FileStorage } from "../media/storage/storage.ts";
import {
  type DatabaseKind,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../testing/testSite.ts";
import { rawRequest, readSiteState, type SiteState, stateChanges } from "./siteState.ts";

/** Cases per database: the embedded one carries the 2,000; PostgreSQL a smaller share. */
const CASES: Record<DatabaseKind, number> = {
  embedded: Number(process.env.FUZZ_CASES ?? 2000),
  postgres: Number(process.env.FUZZ_CASES_POSTGRES ?? 400),
};
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Json = Record<string, unknown>;

interface Endpoint {
  method: string;
  /** `:id` stands for a record id (or a hostile one). */
  path: string;
  /** The table whose ids make real targets. */
  table?: string;
  /** A body that passes every rule, which the fuzzer mutates. */
  valid?: () => Json;
}

let png = "";
const pdf = `data:application/pdf;base64,${Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
).toString("base64")}`;

const news = () => ({
  title_ua: "Нове теля",
  title_en: "A new calf",
  subtitle_ua: "Знайомтеся з Ромашкою",
  subtitle_en: "Meet Romashka",
  content_ua: "Сьогодні до притулку приїхала Ромашка.",
  content_en: "Today Romashka came to the shelter.",
  image_data: png,
});
const excursion = () => ({
  title_ua: "Сирна майстерня",
  title_en: "Cheese workshop",
  description_ua: "Вчимося доглядати за коровами.",
  description_en: "Learning to care for cows.",
  time_from: "45",
  time_to: "90",
  amount_of_persons: "20",
  image_data: png,
});
const review = () => ({
  name_ua: "Марія",
  name_en: "Mariia",
  review_ua: "Дуже тепле місце!",
  review_en: "A very warm place!",
});
const partner = () => ({
  name: "Зелена громада",
  link: "https://green.example.org",
  logo_data: png,
});
const contact = () => ({
  name: "Притулок у Буші",
  email: "hello@busha.org",
  phone: "+380 671 234 567",
});
const booking = () => ({
  excursion_id: 1,
  date: "2027-05-14",
  time: "10:00",
  group_size: 2,
  name: "Олена",
  phone: "0671234567",
  email: "olena@example.com",
  language: "uk",
  consent: true,
});
const credentials = () => ({ email: TEST_ADMIN.email, password: "newpass1" });

/** Every write call of the API and every auth call. */
const ENDPOINTS: Endpoint[] = [
  { method: "POST", path: "/api/news", valid: news },
  { method: "PUT", path: "/api/news/:id", table: "news_posts", valid: news },
  { method: "DELETE", path: "/api/news/:id", table: "news_posts" },
  { method: "POST", path: "/api/excursions", valid: excursion },
  { method: "PATCH", path: "/api/excursions/:id", table: "excursions", valid: excursion },
  { method: "DELETE", path: "/api/excursions/:id", table: "excursions" },
  { method: "POST", path: "/api/reviews", valid: review },
  { method: "PATCH", path: "/api/reviews/:id", table: "reviews", valid: review },
  { method: "DELETE", path: "/api/reviews/:id", table: "reviews" },
  { method: "POST", path: "/api/gallery", valid: () => ({ image_data: png }) },
  { method: "DELETE", path: "/api/gallery/:id", table: "gallery_images" },
  { method: "POST", path: "/api/partners", valid: partner },
  { method: "PATCH", path: "/api/partners/:id", table: "partners", valid: partner },
  { method: "DELETE", path: "/api/partners/:id", table: "partners" },
  { method: "POST", path: "/api/contacts", valid: contact },
  { method: "PATCH", path: "/api/contacts/:id", table: "contacts", valid: contact },
  {
    method: "POST",
    path: "/api/pdf",
    valid: () => ({ title: "Статут притулку", document_data: pdf }),
  },
  { method: "DELETE", path: "/api/pdf/:id", table: "pdf_documents" },
  { method: "POST", path: "/api/bookings", valid: booking },
  { method: "POST", path: "/api/bookings/cancel", valid: () => ({ token: "x".repeat(43) }) },
  {
    method: "PATCH",
    path: "/api/bookings/:id",
    table: "bookings",
    valid: () => ({ status: "confirmed" }),
  },
  { method: "PUT", path: "/api/booking/settings", valid: () => ({ ...defaultBookingSettings }) },
  { method: "POST", path: "/api/login", valid: () => ({ ...TEST_ADMIN }) },
  { method: "POST", path: "/api/logout" },
  {
    method: "POST",
    path: "/api/user",
    valid: () => ({ email: "helper@busha.org", password: "helper12" }),
  },
  { method: "POST", path: "/api/password/change", valid: credentials },
  { method: "POST", path: "/api/password/forgot", valid: () => ({ email: TEST_ADMIN.email }) },
  {
    method: "POST",
    path: "/api/password/reset",
    valid: () => ({ token: "x".repeat(43), password: "newpass1" }),
  },
];

const HOSTILE_TEXT = [
  "",
  " ",
  "<script>alert(1)</script>",
  "'; DROP TABLE news_posts; --",
  "\u0000",
  "\ud800",
  "\u202e\u0301",
  "𝕏".repeat(300),
  "a".repeat(70_000),
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: x=1",
  "NaN",
  "-1",
  "1e309",
  "2147483648",
  "0x10",
  "javascript:alert(1)",
  `https://example.org/${"x".repeat(300)}`,
  "admin@busha.org",
];

const IMAGE_VALUES = (): string[] => [
  png,
  png.replace("data:image/png;base64,", ""),
  "data:image/png;base64,AAAA",
  `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64")}`,
  png.slice(0, 200),
  pdf,
  "data:text/html;base64,PHNjcmlwdD4=",
  "data:image/png;base64,!!!not base64!!!",
  `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]).toString("base64")}`,
];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const text = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Percent-encodes any string; a lone surrogate, which URLs cannot carry, becomes U+FFFD. */
const encode = (raw: string) =>
  encodeURIComponent(
    raw.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "\ufffd",
    ),
  );

interface Case {
  endpoint: Endpoint;
  id: { kind: "existing"; pick: number } | { kind: "given"; text: string };
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  auth: "valid" | "none" | "garbage" | "revoked" | "basic" | "valid-twice";
  extraHeaders: Record<string, string>;
}

function caseArbitrary(): fc.Arbitrary<Case> {
  const endpoint = fc.constantFrom(...ENDPOINTS);
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((pick) => ({ kind: "existing" as const, pick })) },
    fc
      .oneof(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
        fc.constantFrom(
          "%2e%2e",
          "1%00",
          "..%2F..%2Fetc",
          "1e3",
          "0x1f",
          "00001",
          "1.0",
          "%20",
          "-0",
          "1;DROP",
        ),
        text.map(encode),
      )
      .map((given) => ({ kind: "given" as const, text: given })),
  );
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constant("") },
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom("page", "limit", "__proto__[x]", "id", "lang"), printable),
          text,
        ),
        {
          maxLength: 3,
        },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}`),
  );
  return endpoint.chain((chosen) => {
    const valid = chosen.valid;
    const fields = valid ? Object.keys(valid()) : ["title_ua", "name", "email"];
    const objectBody: fc.Arbitrary<Json | unknown> = fc.oneof(
      { weight: 2, arbitrary: fc.constant(null).map(() => (valid ? valid() : {})) },
      {
        weight: 6,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...fields, "__proto__", "constructor", "ID", "id", "image_id", "extra"),
            value,
          )
          .map(([key, v]) => ({ ...(valid ? valid() : {}), [key]: v })),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom(...fields), fc.constantFrom(...IMAGE_VALUES()))
          .map(([key, v]) => ({ ...(valid ? valid() : {}), [key]: v })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...fields).map((dropped) => {
          const body: Json = valid ? valid() : {};
          delete body[dropped];
          return body;
        }),
      },
      fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }),
      fc.jsonValue({ maxDepth: 4 }),
    );
    const body = fc.oneof(
      { weight: 8, arbitrary: objectBody.map((object) => JSON.stringify(object)) },
      fc.string({ maxLength: 200 }),
      objectBody.map((object) => JSON.stringify(object).slice(0, -2)),
      fc.constant(undefined),
    );
    return fc.record({
      endpoint: fc.constant(chosen),
      id,
      query,
      body,
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant("application/json") },
        fc.constantFrom(
          undefined,
          "application/json; charset=utf-8",
          "APPLICATION/JSON",
          "application/json; charset=latin1",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
        ),
      ),
      auth: fc.oneof(
        { weight: 6, arbitrary: fc.constant("valid" as const) },
        fc.constantFrom(
          "none" as const,
          "garbage" as const,
          "revoked" as const,
          "basic" as const,
          "valid-twice" as const,
        ),
      ),
      extraHeaders: fc.dictionary(
        fc.constantFrom(
          "accept-language",
          "x-request-id",
          "x-forwarded-for",
          "x-forwarded-host",
          "cookie",
          "origin",
          "x-http-method-override",
        ),
        printable,
        { maxKeys: 3 },
      ),
    });
  });
}

function idsOf(state: SiteState, table: string): number[] {
  const rows = JSON.parse(state.tables.get(table) ?? "[]") as { id: number }[];
  return rows.map((row) => row.id);
}

async function pngDataUrl(): Promise<string> {
  const bytes = await sharp({
    create: { width: 48, height: 32, channels: 3, background: "#3a7d44" },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

describe.each(["embedded", "postgres"] as const)(
  "fuzzing every write and auth call on the %s database",
  (kind) => {
    let test: TestSite;
    let storage: FileStorage;
    let adminId: number;
    let token: string;
    let revoked: string;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    beforeAll(async () => {
      png = await pngDataUrl();
      test = await startTestSite(kind, {
        env: {
          SEED_DEMO: "false",
          // The fuzzer is one client that fails often: refusals must not stop the run itself.
          LOGIN_MAX_FAILURES_PER_CLIENT: "10000",
          LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000",
          BOOKING_REQUESTS_PER_CLIENT: "10000",
        },
      });
      storage = await openStorage(
        readConfig({
          DATA_DIR: test.dataDir,
          ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}),
        }),
      );
      await test.site.accounts.register(TEST_ADMIN.email, TEST_ADMIN.password);
      const account = await test.site.accounts.findByEmail(TEST_ADMIN.email);
      adminId = account?.id ?? 0;
      token = await test.site.accounts.openSession(adminId);
      revoked = await test.site.accounts.openSession(adminId);
      await test.site.accounts.closeSession(revoked);
      // Real records to aim updates and deletes at.
      for (const endpoint of ENDPOINTS.filter(
        (e) =>
          e.method === "POST" &&
          e.path !== "/api/login" &&
          // A booking depends on the day the suite runs; it is fuzzed, never needed as a record.
          !e.path.startsWith("/api/booking") &&
          e.valid &&
          !e.path.includes("password") &&
          e.path !== "/api/user",
      )) {
        for (let copy = 0; copy < 2; copy += 1) {
          const answer = await rawRequest(test.baseUrl, {
            method: "POST",
            path: endpoint.path,
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify(endpoint.valid?.()),
          });
          expect(answer.status, `${endpoint.path}: ${answer.text}`).toBe(201);
        }
      }
    }, 180_000);
    afterAll(async () => {
      agent.destroy();
      await test?.destroy();
    });

    it(`answers ${CASES[kind]} hostile and random requests without a 5xx, changing nothing when it refuses`, {
      timeout: 600_000,
    }, async () => {
      const cases = fc.sample(caseArbitrary(), { numRuns: CASES[kind], seed: SEED });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let state = await readSiteState(test.site.db, storage);
      let tried = 0;
      const started = Date.now();
      for (const fuzzCase of cases) {
        tried += 1;
        const { endpoint } = fuzzCase;
        let path = endpoint.path;
        if (path.includes(":id")) {
          const ids = endpoint.table ? idsOf(state, endpoint.table) : [];
          const id =
            fuzzCase.id.kind === "existing" && ids.length
              ? String(ids[fuzzCase.id.pick % ids.length])
              : fuzzCase.id.kind === "given"
                ? fuzzCase.id.text
                : "1";
          path = path.replace(":id", id);
        }
        path += fuzzCase.query;
        const headers: Record<string, string> = { ...fuzzCase.extraHeaders };
        if (fuzzCase.contentType && fuzzCase.body !== undefined)
          headers["content-type"] = fuzzCase.contentType;
        const bearer = {
          valid: `Bearer ${token}`,
          "valid-twice": `Bearer ${token} ${token}`,
          none: undefined,
          garbage: "Bearer ' OR 1=1 --",
          revoked: `Bearer ${revoked}`,
          basic: `Basic ${Buffer.from(`${TEST_ADMIN.email}:${TEST_ADMIN.password}`).toString("base64")}`,
        }[fuzzCase.auth];
        if (bearer) headers.authorization = bearer;
        const label = `${endpoint.method} ${path.slice(0, 120)} auth=${fuzzCase.auth} body=${(fuzzCase.body ?? "").slice(0, 160)}`;
        let status = 0;
        try {
          const answer = await rawRequest(test.baseUrl, {
            method: endpoint.method,
            path,
            headers,
            body: fuzzCase.body,
            agent,
          });
          status = answer.status;
          if (status >= 500) failures.push(`${status} ${label} → ${answer.text.slice(0, 200)}`);
          else if (status >= 400 && !answer.text.includes('"requestId"')) {
            // A URL too long for the router or the parser is refused before there is a request.
            const beforeRouting = [414, 431].includes(status) && !answer.headers["x-request-id"];
            if (!beforeRouting) failures.push(`${status} without a request id: ${label}`);
          }
        } catch (error) {
          // Node refuses to send a few header values itself; anything else is the server's failure.
          const code = (error as NodeJS.ErrnoException).code ?? "";
          if (code.startsWith("ERR_INVALID") || code === "ERR_UNESCAPED_CHARACTERS") {
            tried -= 1;
            continue;
          }
          failures.push(`no answer (${code || (error as Error).message}) ${label}`);
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A reset link is stored after its 202 answer (so that timing tells nothing): let it land.
        if (status === 202) await new Promise((resolve) => setTimeout(resolve, 300));
        const after = await readSiteState(test.site.db, storage);
        if (status >= 400 && status < 500) {
          const changes = stateChanges(state, after);
          if (changes.length)
            failures.push(`${status} changed the data (${changes.join("; ")}): ${label}`);
        }
        state = after;
        // A logout or password change through the fuzzer ends its session: it signs in again.
        if (!(await test.site.accounts.sessionUser(token))) {
          token = await test.site.accounts.openSession(adminId);
          state = await readSiteState(test.site.db, storage);
        }
        if (tried % 250 === 0) {
          const health = await rawRequest(test.baseUrl, {
            method: "GET",
            path: "/api/health/ready",
            agent,
          });
          if (health.status !== 200)
            failures.push(`unhealthy after ${tried} cases: ${health.status}`);
        }
      }
      const health = await rawRequest(test.baseUrl, {
        method: "GET",
        path: "/api/health/ready",
        agent,
      });
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      console.log(
        `fuzz (${kind}, seed ${SEED}): ${tried} cases tried in ${((Date.now() - started) / 1000).toFixed(1)} s, errors ${failures.length}; answers ${byStatus}; health ${health.status}`,
      );
      for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
      expect(failures).toEqual([]);
      expect(health.status).toBe(200);
      expect(tried).toBeGreaterThanOrEqual(CASES[kind] * 0.95);
    });
  },
);
