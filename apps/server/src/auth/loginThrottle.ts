import { sql } from "kysely";
import type { Database } from "../db/database.ts";

export interface ThrottleLimits {
  windowSeconds: number;
  /** Failures on one account after which the clients failing on it are slowed down. */
  perAccount: number;
  /** Failures from one client, on any accounts, after which it is refused until they age. */
  perClient: number;
  /** The first wait of a slowed client; it doubles with each further failure of that client. */
  delaySeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perClient: 20,
  delaySeconds: 1,
};

export interface Subjects {
  /** The e-mail as typed, lowercased: unknown accounts are counted like known ones. */
  account: string;
  /** See `clientKey`. */
  client: string;
}

export type Admission = { admitted: true } | { admitted: false; retryAfter: number };

/**
 * Run on a schedule, never per request; `login_failures_age` keeps it off a full scan. Raw SQL,
 * so that a test can EXPLAIN the very statement and see that index used.
 */
export const LOGIN_FAILURES_CLEANUP =
  "DELETE FROM login_failures WHERE failed_at < now() - $1::interval";

// Two-key advisory locks: the first key says what is locked, the second which one.
const ACCOUNT_LOCK = 724_314;
const CLIENT_LOCK = 724_315;

interface Counts {
  now: number;
  client_failures: number;
  client_oldest: number | null;
  account_failures: number;
  pair_failures: number;
  pair_latest: number | null;
}

/** Seconds the client must still wait, 0 when its attempt may be checked now. */
function waitFor(counts: Counts, limits: ThrottleLimits): number {
  let wait = 0;
  if (counts.client_failures >= limits.perClient && counts.client_oldest !== null) {
    wait = counts.client_oldest + limits.windowSeconds - counts.now;
  }
  // Only clients that have failed on the account wait: its owner, elsewhere, is never held up.
  if (counts.account_failures >= limits.perAccount && counts.pair_latest !== null) {
    const gap = Math.min(
      limits.delaySeconds * 2 ** (counts.pair_failures - 1),
      limits.windowSeconds,
    );
    wait = Math.max(wait, counts.pair_latest + gap - counts.now);
  }
  return wait;
}

/**
 * Failed sign-ins, kept in the database so that every instance counts the same (README,
 * "Security notes"). A client that fails too often is refused; an account that is being guessed
 * slows down only the clients that fail on it, so a stranger cannot lock its owner out.
 */
export function createLoginThrottle(db: Database, limits: ThrottleLimits) {
  const window = `${limits.windowSeconds} seconds`;
  return {
    /**
     * Decides whether a sign-in may be checked now and, if so, counts it as a failure until
     * `succeeded` says otherwise. Checking and counting happen in one transaction under the
     * account's and the client's locks, so simultaneous guesses are counted one after another.
     */
    async admit({ account, client }: Subjects): Promise<Admission> {
      return db.transaction(async (tx) => {
        // Always the account first, then the client: no two transactions wait on each other.
        await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}::int, hashtext(${account}))`.execute(
          tx.kysely,
        );
        await sql`SELECT pg_advisory_xact_lock(${CLIENT_LOCK}::int, hashtext(${client}))`.execute(
          tx.kysely,
        );
        const counts = await tx.kysely
          .selectFrom("login_failures")
          .select((eb) => {
            const failures = () => eb.fn.countAll();
            const seconds = (time: ReturnType<typeof eb.fn.min>) =>
              sql<number | null>`extract(epoch FROM ${time})::float8`;
            const fromClient = eb("client", "=", client);
            const pair = eb.and([eb("account", "=", account), eb("client", "=", client)]);
            return [
              sql<number>`extract(epoch FROM now())::float8`.as("now"),
              eb.cast<number>(failures().filterWhere(fromClient), "integer").as("client_failures"),
              seconds(eb.fn.min("failed_at").filterWhere(fromClient)).as("client_oldest"),
              eb
                .cast<number>(failures().filterWhere("account", "=", account), "integer")
                .as("account_failures"),
              eb.cast<number>(failures().filterWhere(pair), "integer").as("pair_failures"),
              seconds(eb.fn.max("failed_at").filterWhere(pair)).as("pair_latest"),
            ];
          })
          .where((eb) => eb.or([eb("account", "=", account), eb("client", "=", client)]))
          .where("failed_at", ">", sql<Date>`now() - ${window}::interval`)
          .executeTakeFirst();
        const wait = counts ? waitFor(counts, limits) : 0;
        if (wait > 0) return { admitted: false, retryAfter: Math.max(1, Math.ceil(wait)) };
        await tx.kysely.insertInto("login_failures").values({ account, client }).execute();
        return { admitted: true };
      });
    },

    /** The right password: this client's failures on this account stop counting. */
    async succeeded({ account, client }: Subjects): Promise<void> {
      await db.kysely
        .deleteFrom("login_failures")
        .where("account", "=", account)
        .where("client", "=", client)
        .execute();
    },

    async cleanup(): Promise<void> {
      await db.query(LOGIN_FAILURES_CLEANUP, [window]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
