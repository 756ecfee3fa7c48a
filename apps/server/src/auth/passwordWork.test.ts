import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_KINDS, startTestSite, TEST_ADMIN, type TestSite } from "../testing/testSite.ts";
import { postFrom } from "./testClient.ts";

// Each password hash costs 19 MiB and two passes on the thread pool (issue 19): count them.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("./passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./passwords.ts")>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

const STRANGER = { email: "stranger@busha.org", password: "stranger1" };

describe.each(DATABASE_KINDS)("registration and reset on the %s database", (kind) => {
  let test: TestSite;
  const register = (body: unknown, from: string) =>
    postFrom(test.baseUrl, "/api/user", body, { from });
  const reset = (token: string, from: string) =>
    postFrom(test.baseUrl, "/api/password/reset", { token, password: "fresh123" }, { from });

  /** Sends `attempt` from `client` until refused with 429; the statuses before it. */
  async function untilThrottled(attempt: () => ReturnType<typeof register>) {
    const statuses: number[] = [];
    for (let tries = 0; tries < 30; tries += 1) {
      const answer = await attempt();
      if (answer.status === 429) {
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.body.message).toBe("Забагато спроб. Спробуйте пізніше");
        return statuses;
      }
      statuses.push(answer.status);
    }
    throw new Error(`never throttled: ${statuses.join(", ")}`);
  }

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("refuses a first registration without the setup link before hashing its password", async () => {
    const before = hashes.count;
    const statuses = await untilThrottled(() => register(STRANGER, "127.0.0.2"));
    expect(statuses.length).toBeGreaterThanOrEqual(1);
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect(hashes.count).toBe(before);
    expect(await test.site.accounts.count()).toBe(0);
  });

  it("refuses strangers once an account exists before hashing, and throttles them per client", async () => {
    const setup = new URL(test.site.setupLink ?? "").searchParams.get("setup");
    // The operator's own client is not held up by the stranger's refusals.
    expect((await register({ ...TEST_ADMIN, setup }, "127.0.0.5")).status).toBe(201);
    const before = hashes.count;
    const statuses = await untilThrottled(() => register(STRANGER, "127.0.0.3"));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(hashes.count).toBe(before);
    // Another client is still answered, not refused for the first one's attempts.
    expect((await register(STRANGER, "127.0.0.4")).status).toBe(401);
  });

  it("refuses a dead reset link before hashing, and throttles reset attempts per client", async () => {
    const before = hashes.count;
    const statuses = await untilThrottled(() => reset("x".repeat(43), "127.0.0.6"));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(hashes.count).toBe(before);

    // A live link still works from another client, and is hashed once.
    const account = await test.site.accounts.findByEmail(TEST_ADMIN.email);
    const token = await test.site.accounts.createResetLink(account?.id ?? 0);
    expect((await reset(token, "127.0.0.7")).status).toBe(200);
    expect(hashes.count).toBe(before + 1);
  });
});
