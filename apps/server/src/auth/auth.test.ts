import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, startTestSite, TEST_ADMIN, type TestSite } from "../testing/testSite.ts";
import type { Mailer } from "./mailer.ts";

interface Answer {
  status: number;
  body: {
    message?: string;
    token?: string;
    errors?: { field: string; message: string }[];
  } & Record<string, unknown>;
  headers: Headers;
}

function client(test: () => TestSite) {
  return async (
    path: string,
    body?: unknown,
    options: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(test().baseUrl + path, {
      method: "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      headers: response.headers,
    };
  };
}

const SECOND = { email: "volunteer@busha.org", password: "another1" };

describe.each(DATABASE_KINDS)("accounts on the %s database", (kind) => {
  let test: TestSite;
  const sentLinks: { to: string; link: string }[] = [];
  const mailer: Mailer = {
    async sendResetLink(to, link) {
      sentLinks.push({ to, link });
    },
  };
  const post = client(() => test);
  const login = (credentials: { email: string; password: string }) =>
    post("/api/login", credentials);
  const writeReview = (token?: string) =>
    post(
      "/api/reviews",
      { name_ua: "Олена", name_en: "Olena", review_ua: "Дякую!", review_en: "Thanks!" },
      token ? { token } : {},
    );

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" }, mailer });
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("lets a stranger register only the very first administrator", async () => {
    expect((await post("/api/user", TEST_ADMIN)).status).toBe(201);
    const second = await post("/api/user", SECOND);
    expect(second.status).toBe(401);
    expect(second.body.message).toBeTruthy();
    expect(await test.site.accounts.findByEmail(SECOND.email)).toBeNull();
  });

  it("stores passwords only as Argon2id hashes with OWASP's parameters", async () => {
    const [row] = await test.site.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = $1",
      [TEST_ADMIN.email],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(TEST_ADMIN.password);
  });

  it("signs in and answers a wrong password and an unknown account alike", async () => {
    const ok = await login(TEST_ADMIN);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toEqual({ email: TEST_ADMIN.email });
    expect(ok.body.token?.length).toBeGreaterThanOrEqual(43);

    const wrongPassword = await login({ ...TEST_ADMIN, password: "wrong-pass" });
    const unknownAccount = await login({ email: "nobody@busha.org", password: "wrong-pass" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownAccount.body);
  });

  it("validates the sign-in form with the specification's messages", async () => {
    const answer = await login({ email: "admin@mail.ru", password: "12345" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: "email", message: "Введіть коректний email" },
      { field: "password", message: "Пароль має містити мінімум 6 символів" },
    ]);
  });

  it("lets a signed-in administrator register another one", async () => {
    const { body } = await login(TEST_ADMIN);
    expect((await post("/api/user", SECOND, { token: body.token })).status).toBe(201);
    expect((await post("/api/user", SECOND, { token: body.token })).status).toBe(409);
    expect((await login(SECOND)).status).toBe(200);
  });

  it("revokes the token on logout", async () => {
    const { body } = await login(TEST_ADMIN);
    expect((await writeReview(body.token)).status).toBe(201);
    expect((await post("/api/logout", undefined, { token: body.token })).status).toBe(204);
    expect((await writeReview(body.token)).status).toBe(401);
    expect((await post("/api/logout", undefined, { token: body.token })).status).toBe(401);
    expect(
      (
        await post(
          "/api/user",
          { email: "third@busha.org", password: "third12" },
          { token: body.token },
        )
      ).status,
    ).toBe(403);
  });

  it("changes the own password, revoking every older token", async () => {
    const first = (await login(SECOND)).body.token;
    const second = (await login(SECOND)).body.token;
    const refused = await post(
      "/api/password/change",
      { email: SECOND.email, password: "short" },
      { token: first },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe(
      "Пароль має складатись з 6-12 символів і містити цифри та латинські літери",
    );
    const notOwn = await post(
      "/api/password/change",
      { email: TEST_ADMIN.email, password: "newpass1" },
      { token: first },
    );
    expect(notOwn.status).toBe(403);

    const changed = await post(
      "/api/password/change",
      { email: SECOND.email, password: "newpass1" },
      { token: first },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.user).toEqual({ email: SECOND.email });
    expect((await writeReview(first)).status).toBe(401);
    expect((await writeReview(second)).status).toBe(401);
    expect((await writeReview(changed.body.token)).status).toBe(201);
    expect((await login(SECOND)).status).toBe(401);
    expect((await login({ ...SECOND, password: "newpass1" })).status).toBe(200);
  });

  it("mails a single-use reset link that works once, and says the same for unknown addresses", async () => {
    const unknown = await post("/api/password/forgot", { email: "stranger@busha.org" });
    const known = await post("/api/password/forgot", { email: TEST_ADMIN.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await expect.poll(() => sentLinks.length).toBe(1);
    const sent = sentLinks[0];
    expect(sent?.to).toBe(TEST_ADMIN.email);
    const token = /\/reset\/([\w-]+)$/.exec(sent?.link ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);

    const oldSession = (await login(TEST_ADMIN)).body.token;
    expect((await post("/api/password/reset", { token, password: "reset123" })).status).toBe(200);
    expect((await writeReview(oldSession)).status).toBe(401);
    expect((await login({ ...TEST_ADMIN, password: "reset123" })).status).toBe(200);
    const again = await post("/api/password/reset", { token, password: "other123" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBeTruthy();
    expect(
      (await post("/api/password/reset", { token: "made-up", password: "other123" })).status,
    ).toBe(400);
  });

  it("refuses a reset link older than one hour", async () => {
    sentLinks.length = 0;
    await post("/api/password/forgot", { email: TEST_ADMIN.email });
    await expect.poll(() => sentLinks.length).toBe(1);
    const token = sentLinks[0]?.link.split("/reset/")[1] ?? "";
    await test.site.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    expect((await post("/api/password/reset", { token, password: "late1234" })).status).toBe(400);
    expect((await login({ ...TEST_ADMIN, password: "late1234" })).status).toBe(401);
  });

  it("mails at most three reset links an hour, answering the same", async () => {
    sentLinks.length = 0;
    await test.site.db.query("DELETE FROM password_resets");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post("/api/password/forgot", { email: SECOND.email })).status).toBe(202);
    }
    await expect.poll(() => sentLinks.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentLinks).toHaveLength(3);
  });

  it("refuses a made-up or malformed bearer token", async () => {
    expect((await writeReview("made-up-token")).status).toBe(401);
    const malformed = await post(
      "/api/reviews",
      { name_ua: "Олена", name_en: "Olena", review_ua: "Дякую!", review_en: "Thanks!" },
      { headers: { authorization: "Basic YWRtaW46YWRtaW4=" } },
    );
    expect(malformed.status).toBe(401);
  });
});

describe("the first administrator from the environment", () => {
  it("is created on a start with no user", { timeout: 60_000 }, async () => {
    const test = await startTestSite("embedded", {
      env: { SEED_DEMO: "false", ADMIN_EMAIL: "owner@busha.org", ADMIN_PASSWORD: "owner123" },
    });
    try {
      const post = client(() => test);
      expect(
        (await post("/api/login", { email: "owner@busha.org", password: "owner123" })).status,
      ).toBe(200);
      expect((await post("/api/user", SECOND)).status).toBe(401);
    } finally {
      await test.destroy();
    }
  });

  it("refuses to start with an administrator password the rules do not allow", async () => {
    await expect(
      startTestSite("embedded", {
        env: { SEED_DEMO: "false", ADMIN_EMAIL: "owner@mail.ru", ADMIN_PASSWORD: "123" },
      }),
    ).rejects.toThrow(/Введіть коректний email.*Пароль має містити мінімум 6 символів/);
  });
});

describe("login throttling", () => {
  let test: TestSite;
  const post = client(() => test);
  const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

  beforeAll(async () => {
    test = await startTestSite("embedded", {
      env: {
        SEED_DEMO: "false",
        TRUST_PROXY: "true",
        LOGIN_WINDOW_SECONDS: "3",
        LOGIN_MAX_FAILURES_PER_ACCOUNT: "3",
        LOGIN_MAX_FAILURES_PER_CLIENT: "10",
      },
    });
    await test.site.accounts.register(TEST_ADMIN.email, TEST_ADMIN.password, false);
    await test.site.accounts.register(SECOND.email, SECOND.password, false);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("refuses an attacked account with 429 and Retry-After, not its neighbours", {
    timeout: 30_000,
  }, async () => {
    const wrong = { ...TEST_ADMIN, password: "guess-123" };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post("/api/login", wrong, from("203.0.113.7"))).status).toBe(401);
    }
    const blocked = await post("/api/login", wrong, from("203.0.113.7"));
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    // Even the right password waits: the account is what is being guessed.
    expect((await post("/api/login", TEST_ADMIN, from("198.51.100.9"))).status).toBe(429);

    // Another account, from another client, meanwhile signs in as usual.
    expect((await post("/api/login", SECOND, from("198.51.100.20"))).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect((await post("/api/login", TEST_ADMIN, from("203.0.113.7"))).status).toBe(200);
  });

  it("limits one client guessing many accounts", { timeout: 30_000 }, async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const email = `guess${attempt}@busha.org`;
      expect(
        (await post("/api/login", { email, password: "guess-123" }, from("192.0.2.66"))).status,
      ).toBe(401);
    }
    const blocked = await post("/api/login", SECOND, from("192.0.2.66"));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect((await post("/api/login", SECOND, from("192.0.2.67"))).status).toBe(200);
  });
});
