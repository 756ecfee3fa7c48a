import type { Database, Queryable } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";
import { newToken, tokenDigest } from "./secrets.ts";

export interface Account {
  id: number;
  email: string;
  password_hash: string;
}

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
// Any constant; shared by every instance so two first registrations cannot both pass.
const REGISTRATION_LOCK = 724_313;

export class EmailTakenError extends Error {}

export function createAccountStore(db: Database, secret: Buffer) {
  const insertUser = async (tx: Queryable, email: string, password: string) => {
    const passwordHash = await hashPassword(password);
    const [row] = await tx.query<{ id: number; email: string }>(
      `INSERT INTO users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id, email`,
      [email, passwordHash],
    );
    if (!row) throw new EmailTakenError();
    return row;
  };

  /** Sets the password and revokes every session and reset link of the account. */
  const setPassword = async (userId: number, password: string, tx: Queryable = db) => {
    const passwordHash = await hashPassword(password);
    await tx.query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1", [
      userId,
      passwordHash,
    ]);
    await tx.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
    await tx.query(
      "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
      [userId],
    );
  };

  return {
    setPassword,

    async count(): Promise<number> {
      const [row] = await db.query<{ total: number }>("SELECT count(*)::int AS total FROM users");
      return row?.total ?? 0;
    },

    async findByEmail(email: string): Promise<Account | null> {
      const [row] = await db.query<Account>(
        "SELECT id, email, password_hash FROM users WHERE lower(email) = lower($1)",
        [email],
      );
      return row ?? null;
    },

    /**
     * Registers an administrator. `allowFirstOnly` lets a stranger create only the very first
     * account: checked under a lock, so two simultaneous first registrations cannot both pass.
     */
    async register(email: string, password: string, allowFirstOnly: boolean) {
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [REGISTRATION_LOCK]);
        if (allowFirstOnly) {
          const [existing] = await tx.query("SELECT 1 FROM users LIMIT 1");
          if (existing) return null;
        }
        return insertUser(tx, email, password);
      });
    },

    async openSession(userId: number): Promise<string> {
      const { token, digest } = newToken(secret);
      await db.query(
        "INSERT INTO sessions (user_id, token_digest, expires_at) VALUES ($1, $2, $3)",
        [userId, digest, new Date(Date.now() + SESSION_LIFETIME_MS)],
      );
      return token;
    },

    async sessionUser(token: string): Promise<{ id: number; email: string } | null> {
      const [row] = await db.query<{ id: number; email: string }>(
        `SELECT u.id, u.email FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_digest = $1 AND s.expires_at > now()`,
        [tokenDigest(secret, token)],
      );
      return row ?? null;
    },

    async closeSession(token: string): Promise<void> {
      await db.query("DELETE FROM sessions WHERE token_digest = $1", [tokenDigest(secret, token)]);
    },

    /** Reset links made for the account in the last hour (to cap how many are mailed). */
    async recentResetLinks(userId: number): Promise<number> {
      const [row] = await db.query<{ total: number }>(
        "SELECT count(*)::int AS total FROM password_resets WHERE user_id = $1 AND created_at > now() - interval '1 hour'",
        [userId],
      );
      return row?.total ?? 0;
    },

    async createResetLink(userId: number): Promise<string> {
      const { token, digest } = newToken(secret);
      await db.query(
        "INSERT INTO password_resets (user_id, token_digest, expires_at) VALUES ($1, $2, $3)",
        [userId, digest, new Date(Date.now() + RESET_LIFETIME_MS)],
      );
      return token;
    },

    /** Spends a reset token once; false when it is unknown, used or older than an hour. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [reset] = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = now()
           WHERE token_digest = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id`,
          [tokenDigest(secret, token)],
        );
        if (!reset) return false;
        await setPassword(reset.user_id, password, tx);
        return true;
      });
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
