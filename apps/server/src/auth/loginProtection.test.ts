import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_KINDS,
  type DatabaseKind,
  startTestSite,
  type TestSite,
} from "../testing/testSite.ts";
import { LOGIN_FAILURES_CLEANUP } from "./loginThrottle.ts";
import type { Mailer } from "./mailer.ts";
import { postFrom } from "./testClient.ts";

const PASSWORD = "secret12";
const WRONG = { password: "guess-123" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function catchingMailer() {
  const sent: { to: string; link: string }[] = [];
  const mailer: Mailer = {
    async sendResetLink(to, link) {
      sent.push({ to, link });
    },
    async send() {},
  };
  return { sent, mailer };
}

/** A site without the demo content that counts failed logins over one minute, set up by `env`. */
function startThrottledSite(kind: DatabaseKind, mailer: Mailer, env: Record<string, string>) {
  return startTestSite(kind, {
    mailer,
    env: { SEED_DEMO: "false", LOGIN_WINDOW_SECONDS: "60", ...env },
  });
}

describe.each(DATABASE_KINDS)("login protection on the %s database", (kind) => {
  let test: TestSite;
  const { sent, mailer } = catchingMailer();
  const login = (email: string, password: string, from: string, headers = {}) =>
    postFrom(test.baseUrl, "/api/login", { email, password }, { from, headers });
  const forgot = (email: string, from: string) =>
    postFrom(test.baseUrl, "/api/password/forgot", { email }, { from });
  const account = async (name: string) => {
    const email = `${name}@busha.org`;
    await test.site.accounts.register(email, PASSWORD);
    return email;
  };

  beforeAll(async () => {
    test = await startThrottledSite(kind, mailer, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "3",
      LOGIN_MAX_FAILURES_PER_CLIENT: "6",
      LOGIN_DELAY_SECONDS: "0.25",
    });
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("lets the owner in from a clean address while a stranger's guesses slow the account down", async () => {
    const owner = await account("owner");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(owner, WRONG.password, "127.0.0.2")).status).toBe(401);
    }
    const slowed = await login(owner, WRONG.password, "127.0.0.2");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Even the right password waits on the guessing client: the account is what it guesses.
    expect((await login(owner, PASSWORD, "127.0.0.2")).status).toBe(429);
    expect((await login(owner, PASSWORD, "127.0.0.3")).status).toBe(200);
  });

  it("slows a failing client down step by step rather than locking the account", async () => {
    const owner = await account("stepwise");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(owner, WRONG.password, "127.0.0.4")).status).toBe(401);
    }
    const first = await login(owner, WRONG.password, "127.0.0.4");
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers["retry-after"]);
    await sleep(firstWait * 1000 + 100);
    // After the wait the guess is checked again, and the next wait is longer.
    expect((await login(owner, WRONG.password, "127.0.0.4")).status).toBe(401);
    const second = await login(owner, WRONG.password, "127.0.0.4");
    expect(second.status).toBe(429);
    expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(firstWait);
    expect(Number(second.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("counts thirty simultaneous guesses atomically: no more than the account's limit are checked", async () => {
    const owner = await account("parallel");
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(owner, WRONG.password, "127.0.0.5")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });

  it("clears the account's failures when its password is reset", async () => {
    const owner = await account("forgetful");
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(owner, WRONG.password, "127.0.0.6");
    }
    expect((await login(owner, PASSWORD, "127.0.0.6")).status).toBe(429);
    expect((await forgot(owner, "127.0.0.6")).status).toBe(202);
    await expect.poll(() => sent.filter((mail) => mail.to === owner).length).toBe(1);
    const token = sent.find((mail) => mail.to === owner)?.link.split("/reset/")[1] ?? "";
    const reset = await postFrom(test.baseUrl, "/api/password/reset", {
      token,
      password: "newpass1",
    });
    expect(reset.status).toBe(200);
    expect((await login(owner, "newpass1", "127.0.0.6")).status).toBe(200);
  });

  it("does not let a stranger use up the owner's reset e-mails", async () => {
    const owner = await account("mailbox");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forgot(owner, "127.0.0.7")).status).toBe(202);
    }
    await expect.poll(() => sent.filter((mail) => mail.to === owner).length).toBe(3);
    await sleep(200);
    expect(sent.filter((mail) => mail.to === owner)).toHaveLength(3);
    expect((await forgot(owner, "127.0.0.8")).status).toBe(202);
    await expect.poll(() => sent.filter((mail) => mail.to === owner).length).toBe(4);
  });

  it("refuses a client that fails too often, whatever the accounts, but not its neighbours", async () => {
    const owner = await account("neighbour");
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const email = `guess${attempt}@busha.org`;
      expect((await login(email, WRONG.password, "127.0.0.9")).status).toBe(401);
    }
    const blocked = await login(owner, PASSWORD, "127.0.0.9");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(50);
    expect((await login(owner, PASSWORD, "127.0.0.10")).status).toBe(200);
  });

  it("counts a forged X-Forwarded-For as nothing when no proxy is trusted", async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const forged = { "x-forwarded-for": `203.0.113.${attempt + 1}` };
      const email = `forged${attempt}@busha.org`;
      expect((await login(email, WRONG.password, "127.0.0.11", forged)).status).toBe(401);
    }
    const next = { "x-forwarded-for": "203.0.113.99" };
    expect((await login("forged@busha.org", WRONG.password, "127.0.0.11", next)).status).toBe(429);
  });

  it("cleans old failures up through an index, not a scan of the whole table", async () => {
    const plan = await test.site.db.transaction(async (tx) => {
      // The planner picks a scan for a tiny table anyway; refusing scans shows what it can use.
      await tx.query("SET LOCAL enable_seqscan = off");
      const rows = await tx.query<Record<string, string>>(`EXPLAIN ${LOGIN_FAILURES_CLEANUP}`, [
        "60 seconds",
      ]);
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).not.toMatch(/Seq Scan/);
    const index = /Index Scan (?:Backward )?(?:using|on) (\w+)/.exec(plan)?.[1] ?? "";
    const [used] = await test.site.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = $1",
      [index],
    );
    // An index led by another column would still be read from end to end.
    expect(used?.indexdef).toMatch(/USING btree \(failed_at\b/);
  });
});

describe.each(DATABASE_KINDS)(
  "a site behind one proxy (TRUST_PROXY=1) on the %s database",
  (kind) => {
    let test: TestSite;
    const { sent, mailer } = catchingMailer();
    const login = (email: string, forwardedFor: string) =>
      postFrom(
        test.baseUrl,
        "/api/login",
        { email, ...WRONG },
        { headers: { "x-forwarded-for": forwardedFor } },
      );

    beforeAll(async () => {
      test = await startThrottledSite(kind, mailer, {
        TRUST_PROXY: "1",
        LOGIN_MAX_FAILURES_PER_ACCOUNT: "100",
        LOGIN_MAX_FAILURES_PER_CLIENT: "3",
      });
    });
    afterAll(async () => {
      await test?.destroy();
    });

    it("counts the address the proxy saw, not the one a client wrote before it", async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const forged = `203.0.113.${attempt + 1}, 198.51.100.7`;
        expect((await login(`a${attempt}@busha.org`, forged)).status).toBe(401);
      }
      expect((await login("a9@busha.org", "203.0.113.50, 198.51.100.7")).status).toBe(429);
      // Another visitor behind the same proxy is another client.
      expect((await login("a9@busha.org", "198.51.100.8")).status).toBe(401);
    });

    it("counts an IPv6 visitor by its /64 network", async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await login(`b${attempt}@busha.org`, `2001:db8:1:2::${attempt + 1}`)).status).toBe(
          401,
        );
      }
      expect((await login("b9@busha.org", "2001:db8:1:2:ffff::9")).status).toBe(429);
      expect((await login("b9@busha.org", "2001:db8:1:3::1")).status).toBe(401);
    });

    it("builds reset links from the listening address, never from Host or X-Forwarded-Host", async () => {
      await test.site.accounts.register("proxied@busha.org", PASSWORD);
      const answer = await postFrom(
        test.baseUrl,
        "/api/password/forgot",
        { email: "proxied@busha.org" },
        { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } },
      );
      expect(answer.status).toBe(202);
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]?.link.startsWith(`${test.baseUrl}/reset/`)).toBe(true);
    });
  },
);
