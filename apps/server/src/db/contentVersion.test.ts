import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../testing/testSite.ts";
import { createContentVersion, ownVersion, VERSION_HOLD_MS } from "./contentVersion.ts";
import { type Database, openDatabase, type Session } from "./database.ts";
import { migrate } from "./migrate.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded database's version is its process's own (responseCache.test.ts holds it). */
describe("the content version shared by instances on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  /**
   * `db`, counting the round trips of the sessions opened through it: sent, and answered. One
   * per version under test, so that another test's version still letting go counts nowhere.
   */
  const counting = () => {
    const counts = { sent: 0, answered: 0 };
    const counted: Database = Object.create(db, {
      session: {
        value: async (onError: (error: Error) => void): Promise<Session> => {
          const session = await (db.session as NonNullable<Database["session"]>)(onError);
          return {
            script: async <Row>(sql: string) => {
              counts.sent += 1;
              const rows = await session.script<Row>(sql);
              counts.answered += 1;
              return rows;
            },
            release: (error) => session.release(error),
          };
        },
      },
    });
    return { counted, counts };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openDatabase({ url: database.url, embeddedDir: "" });
    await migrate(db);
  });
  afterAll(async () => {
    // Idle versions let go of their connections within a hold or two.
    await pause(3 * VERSION_HOLD_MS);
    await db?.close();
    await database?.drop();
  });

  const write = () =>
    db.transaction(async (tx) => {
      await tx.query("UPDATE content_version SET version = version + 1 WHERE id = 1");
      return ownVersion(tx);
    });
  const lockHolders = async () => {
    const [row] = await db.query<{ holders: number }>(
      "SELECT count(*)::int AS holders FROM pg_locks WHERE locktype = 'advisory' AND objid = 724312 AND granted",
    );
    return row?.holders;
  };

  it("answers at hand from one read while it holds the lock", async () => {
    const { counted, counts } = counting();
    const version = createContentVersion(counted);
    const first = await version.current();
    expect(counts.sent).toBe(1);
    const answers = Array.from({ length: 1_000 }, () => version.current());
    expect(new Set(answers)).toEqual(new Set([first]));
    // A pause of the machine past the hold starts one more round; no more.
    expect(counts.sent).toBeLessThanOrEqual(2);
  });

  it("goes on answering at hand while it confirms its hold, when no commit waits", async () => {
    // The clock stands still while a round trip is under way, however loaded the machine is.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      const { counted, counts } = counting();
      const version = createContentVersion(counted);
      const first = await version.current();
      for (let hold = 0; hold < 5; hold += 1) {
        const before = counts.answered;
        // Asked during the hold, as a busy instance is.
        expect(version.current()).toBe(first);
        // The hold ends: the version confirms it in a round trip, and meanwhile answers at hand
        // (letting go to read again, it made every caller wait for that round trip).
        vi.advanceTimersByTime(VERSION_HOLD_MS);
        expect(version.current()).toBe(first);
        while (counts.answered === before) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("has a commit counted by every instance, warm ones too, as soon as it completes", async () => {
    const writer = createContentVersion(db);
    const other = createContentVersion(db);
    // Asked all along, as a busy instance is: the commit waits for their holds to end.
    const asking = setInterval(() => {
      writer.current();
      other.current();
    }, 1);
    try {
      const before = await other.current();
      await writer.current();
      const made = await write();
      expect(made).toBe(before + 1);
      expect(await other.current()).toBe(made);
      expect(await writer.current()).toBe(made);
    } finally {
      clearInterval(asking);
    }
  });

  it("lets go of the lock once nobody asks, so that commits wait for no idle instance", async () => {
    const version = createContentVersion(db);
    // Held while asked: asked all through the check, as a busy machine may take longer than a
    // hold between the first answer and the check's own query.
    const asking = setInterval(() => {
      const answer = version.current();
      if (typeof answer !== "number") answer.catch(() => {});
    }, 1);
    try {
      await version.current();
      expect(await lockHolders()).toBeGreaterThanOrEqual(1);
    } finally {
      clearInterval(asking);
    }
    // The round under way when the asking stopped ends; then nobody holds the lock.
    await vi.waitFor(async () => expect(await lockHolders()).toBe(0), {
      timeout: 1_000,
      interval: 3 * VERSION_HOLD_MS,
    });
    const made = await write();
    expect(await version.current()).toBe(made);
  });

  it("outlives the end of its held connection: the lock goes with it, and it reads again", async () => {
    const version = createContentVersion(db);
    const ask = () => {
      const answer = version.current();
      // The round under way when the connection ends fails: its callers answer uncached.
      if (typeof answer !== "number") answer.catch(() => {});
    };
    const asking = setInterval(ask, 1);
    try {
      await version.current();
      const [ended] = await db.query<{ ended: number }>(
        "SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_locks WHERE locktype = 'advisory' AND objid = 724312 AND granted",
      );
      expect(ended?.ended).toBeGreaterThanOrEqual(1);
      const made = await write();
      await vi.waitFor(async () => expect(await version.current()).toBe(made), {
        timeout: 5_000,
        interval: 20,
      });
    } finally {
      clearInterval(asking);
    }
  });
});
