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

// Two-key advisory locks: the first key says what is locked, the second which one.
const ACCOUNT_LOCK = 724_314;
const CLIENT_LOCK = 724_315;

/** Run on a schedule, never per request; `login_failures_age` keeps it off a full scan. */
export const LOGIN_FAILURES_CLEANUP =
  "DELETE FROM login_failures WHERE failed_at < now() - $1::interval";

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
        await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ACCOUNT_LOCK, account]);
        await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [CLIENT_LOCK, client]);
        const [counts] = await tx.query<Counts>(
          `SELECT extract(epoch FROM now())::float8 AS now,
             count(*) FILTER (WHERE client = $2)::int AS client_failures,
             extract(epoch FROM min(failed_at) FILTER (WHERE client = $2))::float8 AS client_oldest,
             count(*) FILTER (WHERE account = $1)::int AS account_failures,
             count(*) FILTER (WHERE account = $1 AND client = $2)::int AS pair_failures,
             extract(epoch FROM max(failed_at) FILTER (WHERE account = $1 AND client = $2))::float8
               AS pair_latest
           FROM login_failures
           WHERE (account = $1 OR client = $2) AND failed_at > now() - $3::interval`,
          [account, client, window],
        );
        const wait = counts ? waitFor(counts, limits) : 0;
        if (wait > 0) return { admitted: false, retryAfter: Math.max(1, Math.ceil(wait)) };
        await tx.query("INSERT INTO login_failures (account, client) VALUES ($1, $2)", [
          account,
          client,
        ]);
        return { admitted: true };
      });
    },

    /** The right password: this client's failures on this account stop counting. */
    async succeeded({ account, client }: Subjects): Promise<void> {
      await db.query("DELETE FROM login_failures WHERE account = $1 AND client = $2", [
        account,
        client,
      ]);
    },

    async cleanup(): Promise<void> {
      await db.query(LOGIN_FAILURES_CLEANUP, [window]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
