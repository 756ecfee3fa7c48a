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

export type RegistrationState = "open" | "closed" | "setupRequired";

/** Reset links mailed in an hour: per client and account, and per client over all accounts. */
export const RESET_LINK_LIMITS = { perClientAndAccount: 3, perClient: 5 };
// Two-key advisory locks for counting reset requests, as in loginThrottle.ts.
const RESET_ACCOUNT_LOCK = 724_316;
const RESET_CLIENT_LOCK = 724_317;

export function createAccountStore(db: Database, secret: Buffer) {
  const insertUser = async (tx: Queryable, email: string, passwordHash: string) => {
    const [row] = await tx.query<{ id: number; email: string }>(
      `INSERT INTO users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id, email`,
      [email, passwordHash],
    );
    if (!row) throw new EmailTakenError();
    return row;
  };

  /**
   * Stores an already hashed password and revokes every session and reset link of the account;
   * its failed sign-ins stop counting too, since what was being guessed no longer opens it.
   */
  const storePassword = async (tx: Queryable, userId: number, passwordHash: string) => {
    const [user] = await tx.query<{ email: string }>(
      "UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email",
      [userId, passwordHash],
    );
    await tx.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
    await tx.query(
      "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
      [userId],
    );
    if (user) {
      await tx.query("DELETE FROM login_failures WHERE account = lower($1)", [user.email]);
    }
  };

  // Hashed before the transaction: the embedded database runs nothing beside an open one.
  const setPassword = async (userId: number, password: string) => {
    const passwordHash = await hashPassword(password);
    await db.transaction((tx) => storePassword(tx, userId, passwordHash));
  };

  const insertResetLink = async (tx: Queryable, userId: number, client: string | null) => {
    const { token, digest } = newToken(secret);
    await tx.query(
      "INSERT INTO password_resets (user_id, token_digest, expires_at, client) VALUES ($1, $2, $3, $4)",
      [userId, digest, new Date(Date.now() + RESET_LIFETIME_MS), client],
    );
    return token;
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
     * Whether a stranger's registration could pass, by a cheap read before any password is
     * hashed: `closed` once an account exists, `setupRequired` while none does and `setupToken`
     * is not a live setup link's.
     */
    async registrationState(setupToken: string | undefined): Promise<RegistrationState> {
      const [row] = await db.query<{ has_users: boolean; valid: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users) AS has_users,
           EXISTS (SELECT 1 FROM setup_tokens WHERE token_digest = $1) AS valid`,
        [tokenDigest(secret, setupToken ?? "")],
      );
      if (!row || row.has_users) return "closed";
      return row.valid ? "open" : "setupRequired";
    },

    /**
     * A new one-time setup link's token, for a start that finds no account: every one printed
     * works until the first account is made, so instances started together each print their own.
     */
    async createSetupToken(): Promise<string> {
      const { token, digest } = newToken(secret);
      await db.query("INSERT INTO setup_tokens (token_digest) VALUES ($1)", [digest]);
      return token;
    },

    /**
     * Registers an administrator. `firstOnly` lets only the very first account in (ADMIN_EMAIL at
     * start; a stranger holding a setup link, whose `setupToken` must then be live): checked
     * under a lock, so two simultaneous first registrations cannot both pass. The first account
     * ends every setup link.
     */
    async register(email: string, password: string, firstOnly?: { setupToken?: string }) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [REGISTRATION_LOCK]);
        if (firstOnly) {
          const [existing] = await tx.query("SELECT 1 FROM users LIMIT 1");
          if (existing) return null;
          if (firstOnly.setupToken !== undefined) {
            const [live] = await tx.query("SELECT 1 FROM setup_tokens WHERE token_digest = $1", [
              tokenDigest(secret, firstOnly.setupToken),
            ]);
            if (!live) return null;
          }
        }
        const user = await insertUser(tx, email, passwordHash);
        await tx.query("DELETE FROM setup_tokens");
        return user;
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

    /** A reset link for the operator's command line: no limit applies. */
    async createResetLink(userId: number): Promise<string> {
      return insertResetLink(db, userId, null);
    },

    /**
     * A reset link asked for from the web, or null when this client has asked for enough of them
     * this hour. Counted per client, never per account alone, so a stranger asking for the
     * owner's links does not use up the owner's; checked and stored under locks, atomically.
     */
    async requestResetLink(userId: number, client: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [RESET_ACCOUNT_LOCK, userId]);
        await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
          RESET_CLIENT_LOCK,
          client,
        ]);
        const [asked] = await tx.query<{ from_client: number; for_account: number }>(
          `SELECT count(*)::int AS from_client,
             count(*) FILTER (WHERE user_id = $1)::int AS for_account
           FROM password_resets WHERE client = $2 AND created_at > now() - interval '1 hour'`,
          [userId, client],
        );
        if (
          (asked?.from_client ?? 0) >= RESET_LINK_LIMITS.perClient ||
          (asked?.for_account ?? 0) >= RESET_LINK_LIMITS.perClientAndAccount
        ) {
          return null;
        }
        return insertResetLink(tx, userId, client);
      });
    },

    /** Whether a reset token is live, by a cheap read before the new password is hashed. */
    async resetLinkLive(token: string): Promise<boolean> {
      const [row] = await db.query(
        `SELECT 1 FROM password_resets
         WHERE token_digest = $1 AND used_at IS NULL AND expires_at > now()`,
        [tokenDigest(secret, token)],
      );
      return row !== undefined;
    },

    /** Spends a reset token once; false when it is unknown, used or older than an hour. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [reset] = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = now()
           WHERE token_digest = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id`,
          [tokenDigest(secret, token)],
        );
        if (!reset) return false;
        await storePassword(tx, reset.user_id, passwordHash);
        return true;
      });
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
