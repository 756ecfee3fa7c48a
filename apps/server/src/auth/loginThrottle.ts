import type { Queryable } from "../db/database.ts";

export interface ThrottleLimits {
  windowSeconds: number;
  perAccount: number;
  perClient: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perClient: 20,
};

interface Subjects {
  account: string;
  client: string;
}

/**
 * Failed sign-ins counted per account and per client over a sliding window, in the database so
 * that every instance counts the same.
 */
export function createLoginThrottle(db: Queryable, limits: ThrottleLimits) {
  const window = `${limits.windowSeconds} seconds`;
  return {
    /** Seconds until the next attempt may be made, or 0 when it may be made now. */
    async retryAfter({ account, client }: Subjects): Promise<number> {
      const rows = await db.query<{ scope: "account" | "client"; failures: number; oldest: Date }>(
        `SELECT scope, count(*)::int AS failures, min(failed_at) AS oldest FROM login_failures
         WHERE failed_at > now() - $3::interval
           AND ((scope = 'account' AND subject = $1) OR (scope = 'client' AND subject = $2))
         GROUP BY scope`,
        [account, client, window],
      );
      let wait = 0;
      for (const row of rows) {
        const limit = row.scope === "account" ? limits.perAccount : limits.perClient;
        if (row.failures >= limit) {
          const freeAt = row.oldest.getTime() + limits.windowSeconds * 1000;
          wait = Math.max(wait, Math.ceil((freeAt - Date.now()) / 1000));
        }
      }
      return Math.max(wait, 0);
    },

    async recordFailure({ account, client }: Subjects): Promise<void> {
      await db.query(
        "INSERT INTO login_failures (scope, subject) VALUES ('account', $1), ('client', $2)",
        [account, client],
      );
      await db.query("DELETE FROM login_failures WHERE failed_at < now() - $1::interval", [window]);
    },

    async forgetAccount(account: string): Promise<void> {
      await db.query("DELETE FROM login_failures WHERE scope = 'account' AND subject = $1", [
        account,
      ]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
