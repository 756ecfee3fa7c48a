import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setPassword } from "../cli/accounts.ts";
import { DATABASE_KINDS, startTestSite, TEST_ADMIN, type TestSite } from "../testing/testSite.ts";
import type { Mailer } from "./mailer.ts";
import { postFrom } from "./testClient.ts";

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

// A test can hold every password hash open until it lets go, to see what waits for one.
const hashing = vi.hoisted(() => ({ started: 0, held: null as Promise<void> | null }));
vi.mock("./passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./passwords.ts")>();
  return {
    ...original,
    hashPassword: async (password: string) => {
      hashing.started += 1;
      await hashing.held;
      return original.hashPassword(password);
    },
  };
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SECOND = { email: "volunteer@busha.org", password: "another1" };

describe.each(DATABASE_KINDS)("accounts on the %s database", (kind) => {
  let test: TestSite;
  const sentLinks: { to: string; link: string }[] = [];
  const mailer: Mailer = {
    async sendResetLink(to, link) {
      sentLinks.push({ to, link });
    },
    async send() {},
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

  it("lets a stranger register only the very first administrator, and only with the setup link", async () => {
    const link = new URL(test.site.setupLink ?? "");
    expect(link.pathname).toBe("/register-user-only-for-developers");
    const setup = link.searchParams.get("setup") ?? "";
    expect(setup).toMatch(/^[\w-]{43}$/);

    for (const attempt of [TEST_ADMIN, { ...TEST_ADMIN, setup: "made-up" }]) {
      const refused = await post("/api/user", attempt);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        "Перший обліковий запис можна створити лише за посиланням, яке сервер вивів у журнал",
      );
    }
    expect(await test.site.accounts.count()).toBe(0);

    expect((await post("/api/user", { ...TEST_ADMIN, setup })).status).toBe(201);
    // The link is gone with the first account: it opens nothing again.
    const again = await post("/api/user", { ...SECOND, setup });
    expect(again.status).toBe(401);
    expect(again.body.message).toBeTruthy();
    expect(await test.site.accounts.findByEmail(SECOND.email)).toBeNull();
    expect(await test.site.db.query("SELECT 1 FROM setup_tokens")).toEqual([]);
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
    expect(ok.body.user).toEqual({ email: TEST_ADMIN.email, role: "admin" });
    expect(ok.body.token?.length).toBeGreaterThanOrEqual(43);

    const wrongPassword = await login({ ...TEST_ADMIN, password: "wrong-pass" });
    const unknownAccount = await login({ email: "nobody@busha.org", password: "wrong-pass" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    // Alike but for the request id every error answer carries.
    expect({ ...wrongPassword.body, requestId: 0 }).toEqual({
      ...unknownAccount.body,
      requestId: 0,
    });
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
    ).toBe(401);
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
    expect(changed.body.user).toEqual({ email: SECOND.email, role: "admin" });
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

  it("answers a bad token on the registration call with 401, as for every other call", async () => {
    const third = { email: "third@busha.org", password: "third12" };
    expect((await post("/api/user", third, { token: "made-up-token" })).status).toBe(401);
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"admin@busha.org"'],
    ["a number", "42"],
  ])("answers a body that is %s with the Ukrainian validation message", async (_, raw) => {
    const answer = await postFrom(test.baseUrl, "/api/login", undefined, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Перевірте введені дані");
    expect(answer.body.errors).toEqual([
      { field: "body", message: "Дані мають бути об'єктом JSON з полями форми" },
    ]);
  });

  it("builds the reset link from the listening address, never from a forged Host", async () => {
    sentLinks.length = 0;
    await test.site.db.query("DELETE FROM password_resets");
    const answer = await postFrom(
      test.baseUrl,
      "/api/password/forgot",
      { email: SECOND.email },
      { headers: { host: "evil.example" } },
    );
    expect(answer.status).toBe(202);
    await expect.poll(() => sentLinks.length).toBe(1);
    expect(sentLinks[0]?.link.startsWith(`${test.baseUrl}/reset/`)).toBe(true);
  });

  it("answers a reset request before any work for the account, so existence takes no longer", async () => {
    sentLinks.length = 0;
    await test.site.db.query("DELETE FROM password_resets");
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // The embedded database runs nothing beside an open transaction; PostgreSQL needs the lock.
    const holder = test.site.db.transaction(async (tx) => {
      if (kind === "postgres") {
        await tx.query("LOCK TABLE users, password_resets IN ACCESS EXCLUSIVE MODE");
      }
      holding();
      await released;
    });
    await held;
    try {
      const answer = await Promise.race([
        postFrom(test.baseUrl, "/api/password/forgot", { email: SECOND.email }),
        sleep(3000).then(() => "no answer while the database was busy"),
      ]);
      expect(typeof answer === "string" ? answer : answer.status).toBe(202);
    } finally {
      release();
      await holder;
    }
    await expect.poll(() => sentLinks.length).toBe(1);
  });

  it("changes a password all at once or not at all, from the API and the command line", async () => {
    const atomic = { email: "atomic@busha.org", password: "atomic12" };
    await test.site.accounts.register(atomic.email, atomic.password);
    const { token } = (await login(atomic)).body;
    await test.site.db.exec(`
      CREATE FUNCTION keep_sessions() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'sessions cannot be deleted now'; END $$;
      CREATE TRIGGER sessions_kept BEFORE DELETE ON sessions
        FOR EACH STATEMENT EXECUTE FUNCTION keep_sessions();`);
    try {
      const changed = await post(
        "/api/password/change",
        { email: atomic.email, password: "changed1" },
        { token },
      );
      expect(changed.status).toBe(500);
      await expect(setPassword(test.site.accounts, atomic.email, "changed2")).rejects.toThrow();
    } finally {
      await test.site.db.exec(
        "DROP TRIGGER sessions_kept ON sessions; DROP FUNCTION keep_sessions();",
      );
    }
    expect((await login(atomic)).status).toBe(200);
    expect((await writeReview(token)).status).toBe(201);
  });

  it("hashes a new password outside the transaction, so other queries do not wait for it", async () => {
    const account = await test.site.accounts.findByEmail(SECOND.email);
    const token = await test.site.accounts.createResetLink(account?.id ?? 0);
    let release = () => {};
    hashing.held = new Promise((resolve) => {
      release = () => resolve();
    });
    const started = hashing.started;
    const order: string[] = [];
    try {
      const reset = test.site.accounts
        .resetPassword(token, "hashed12")
        .then(() => order.push("reset"));
      await expect.poll(() => hashing.started).toBe(started + 1);
      // The hash is held open: a query sent now answers unless the hash holds a transaction.
      const query = test.site.db.query("SELECT 1").then(() => order.push("query"));
      await Promise.race([query, sleep(2_000)]);
      release();
      await Promise.all([query, reset]);
      expect(order).toEqual(["query", "reset"]);
    } finally {
      hashing.held = null;
      release();
    }
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
      expect(test.site.setupLink).toBeUndefined();
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
