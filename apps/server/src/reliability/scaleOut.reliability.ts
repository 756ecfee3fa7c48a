import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postFrom } from "../auth/testClient.ts";
import { startS3Server, type TestS3Server } from "../testing/s3Server.ts";
import {
  adminToken,
  createTestDatabase,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../testing/testSite.ts";

type Json = Record<string, unknown>;

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // the page is HTML
  }
  return { status: response.status, json, text };
}

describe("two instances sharing one PostgreSQL database and one S3 store", () => {
  let s3: TestS3Server;
  let database: { url: string; drop: () => Promise<void> };
  let instances: TestSite[];
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    const env = {
      ...s3.env,
      SEED_DEMO: "false",
      // Small enough to reach in a test; counted in the shared database.
      LOGIN_MAX_FAILURES_PER_CLIENT: "4",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "100",
    };
    const first = await startTestSite("postgres", { env, sharedDatabaseUrl: database.url });
    const second = await startTestSite("postgres", { env, sharedDatabaseUrl: database.url });
    instances = [first, second];
    token = await adminToken(first);
  }, 180_000);
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.destroy();
    await database?.drop();
    await s3?.close();
  });

  it("reads a write made through one instance back through the other at once, API and page", async () => {
    const [a, b] = instances as [TestSite, TestSite];
    const photo = await sharp({
      create: { width: 120, height: 80, channels: 3, background: "#884422" },
    })
      .png()
      .toBuffer();
    const created = await call(a.baseUrl, "POST", "/api/news", token, {
      title_ua: "Спільна новина",
      title_en: "A shared post",
      subtitle_ua: "Записано через перший",
      subtitle_en: "Written through the first",
      content_ua: "Прочитано через другий.",
      content_en: "Read through the second.",
      image_data: `data:image/png;base64,${photo.toString("base64")}`,
    });
    expect(created.status).toBe(201);
    const id = created.json?.ID;
    const read = await call(b.baseUrl, "GET", `/api/news/${id}`);
    expect(read.status).toBe(200);
    expect(read.json?.title_en).toBe("A shared post");
    const image = await fetch(String(read.json?.image_url));
    expect(image.status).toBe(200);
    expect((await call(b.baseUrl, "GET", "/api/news")).json).toEqual([read.json]);

    // Changed through the second, the first sees it, and the page of either shows it.
    const changed = await call(b.baseUrl, "PUT", `/api/news/${id}`, token, {
      title_ua: "Змінена новина",
      title_en: "A changed post",
      subtitle_ua: "Записано через другий",
      subtitle_en: "Written through the second",
      content_ua: "Прочитано через перший.",
      content_en: "Read through the first.",
    });
    expect(changed.status).toBe(200);
    expect((await call(a.baseUrl, "GET", `/api/news/${id}`)).json?.title_en).toBe("A changed post");
    const page = await call(a.baseUrl, "GET", "/");
    expect(page.status).toBe(200);
    const rendered = page.text.includes('type="application/json"');
    // Once the page is rendered on the server, it holds the new title, not a cached older one.
    if (rendered) expect(page.text).toContain("Змінена новина");

    expect((await call(a.baseUrl, "DELETE", `/api/news/${id}`, token)).status).toBe(200);
    expect((await call(b.baseUrl, "GET", `/api/news/${id}`)).status).toBe(404);
    console.log(
      `scale-out: 2 instances used (${a.baseUrl}, ${b.baseUrl}) on one PostgreSQL database and one S3 store; page ${rendered ? "server-rendered, checked" : "not server-rendered yet, status checked"}`,
    );
  });

  it("revokes on the other instance a token signed out through one", async () => {
    const [a, b] = instances as [TestSite, TestSite];
    const login = await postFrom(a.baseUrl, "/api/login", TEST_ADMIN, { from: "127.0.0.3" });
    expect(login.status).toBe(200);
    const session = String(login.body.token);
    const review = { name_ua: "Олег", name_en: "Oleh", review_ua: "Чудово", review_en: "Great" };
    expect((await call(b.baseUrl, "POST", "/api/reviews", session, review)).status).toBe(201);
    expect((await postFrom(a.baseUrl, "/api/logout", undefined, { token: session })).status).toBe(
      204,
    );
    expect((await call(b.baseUrl, "POST", "/api/reviews", session, review)).status).toBe(401);
  });

  it("counts one client's failed sign-ins across both instances", async () => {
    const [a, b] = instances as [TestSite, TestSite];
    const wrong = { email: TEST_ADMIN.email, password: "wrong123" };
    const statuses: number[] = [];
    // Four failures, alternating instances, from one client address: the limit is four in all.
    for (const instance of [a, b, a, b]) {
      statuses.push(
        (await postFrom(instance.baseUrl, "/api/login", wrong, { from: "127.0.0.7" })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const instance of [a, b]) {
      const refused = await postFrom(instance.baseUrl, "/api/login", TEST_ADMIN, {
        from: "127.0.0.7",
      });
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    }
    // Another client is not held up by it, on either instance.
    expect(
      (await postFrom(b.baseUrl, "/api/login", TEST_ADMIN, { from: "127.0.0.8" })).status,
    ).toBe(200);
  });
});
