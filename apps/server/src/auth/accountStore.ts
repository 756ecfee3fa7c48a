import { sql } from "kysely";
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
    const row = await tx.kysely
      .insertInto("users")
      .values({ email, password_hash: passwordHash })
      // The unique index is on lower(email): any spelling of a taken address is taken.
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning(["id", "email"])
      .executeTakeFirst();
    if (!row) throw new EmailTakenError();
    return row;
  };

  /**
   * Stores an already hashed password and revokes every session and reset link of the account;
   * its failed sign-ins stop counting too, since what was being guessed no longer opens it.
   */
  const storePassword = async (tx: Queryable, userId: number, passwordHash: string) => {
    const user = await tx.kysely
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where("id", "=", userId)
      .returning("email")
      .executeTakeFirst();
    await tx.kysely.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await tx.kysely
      .updateTable("password_resets")
      .set({ used_at: sql`now()` })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    if (user) {
      await tx.kysely
        .deleteFrom("login_failures")
        .where((eb) => eb("account", "=", eb.fn<string>("lower", [eb.val(user.email)])))
        .execute();
    }
  };

  // Hashed before the transaction: the embedded database runs nothing beside an open one.
  const setPassword = async (userId: number, password: string) => {
    const passwordHash = await hashPassword(password);
    await db.transaction((tx) => storePassword(tx, userId, passwordHash));
  };

  const insertResetLink = async (tx: Queryable, userId: number, client: string | null) => {
    const { token, digest } = newToken(secret);
    await tx.kysely
      .insertInto("password_resets")
      .values({
        user_id: userId,
        token_digest: digest,
        expires_at: new Date(Date.now() + RESET_LIFETIME_MS),
        client,
      })
      .execute();
    return token;
  };

  return {
    setPassword,

    async count(): Promise<number> {
      const row = await db.kysely
        .selectFrom("users")
        .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    async findByEmail(email: string): Promise<Account | null> {
      const row = await db.kysely
        .selectFrom("users")
        .select(["id", "email", "password_hash"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])))
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Whether a stranger's registration could pass, by a cheap read before any password is
     * hashed: `closed` once an account exists, `setupRequired` while none does and `setupToken`
     * is not a live setup link's.
     */
    async registrationState(setupToken: string | undefined): Promise<RegistrationState> {
      const digest = tokenDigest(secret, setupToken ?? "");
      const row = await db.kysely
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom("users").select("id")).as("has_users"),
          eb
            .exists(
              eb
                .selectFrom("setup_tokens")
                .select("token_digest")
                .where("token_digest", "=", digest),
            )
            .as("valid"),
        ])
        .executeTakeFirst();
      if (!row || row.has_users) return "closed";
      return row.valid ? "open" : "setupRequired";
    },

    /**
     * A new one-time setup link's token, for a start that finds no account: every one printed
     * works until the first account is made, so instances started together each print their own.
     */
    async createSetupToken(): Promise<string> {
      const { token, digest } = newToken(secret);
      await db.kysely.insertInto("setup_tokens").values({ token_digest: digest }).execute();
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
        await sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`.execute(tx.kysely);
        if (firstOnly) {
          const existing = await tx.kysely.selectFrom("users").select("id").limit(1).execute();
          if (existing.length) return null;
          if (firstOnly.setupToken !== undefined) {
            const live = await tx.kysely
              .selectFrom("setup_tokens")
              .select("token_digest")
              .where("token_digest", "=", tokenDigest(secret, firstOnly.setupToken))
              .execute();
            if (!live.length) return null;
          }
        }
        const user = await insertUser(tx, email, passwordHash);
        await tx.kysely.deleteFrom("setup_tokens").execute();
        return user;
      });
    },

    async openSession(userId: number): Promise<string> {
      const { token, digest } = newToken(secret);
      await db.kysely
        .insertInto("sessions")
        .values({
          user_id: userId,
          token_digest: digest,
          expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
        })
        .execute();
      return token;
    },

    async sessionUser(token: string): Promise<{ id: number; email: string } | null> {
      const row = await db.kysely
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["users.id", "users.email"])
        .where("sessions.token_digest", "=", tokenDigest(secret, token))
        .where("sessions.expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row ?? null;
    },

    async closeSession(token: string): Promise<void> {
      await db.kysely
        .deleteFrom("sessions")
        .where("token_digest", "=", tokenDigest(secret, token))
        .execute();
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
        await sql`SELECT pg_advisory_xact_lock(${RESET_ACCOUNT_LOCK}::int, ${userId}::int)`.execute(
          tx.kysely,
        );
        await sql`SELECT pg_advisory_xact_lock(${RESET_CLIENT_LOCK}::int, hashtext(${client}))`.execute(
          tx.kysely,
        );
        const asked = await tx.kysely
          .selectFrom("password_resets")
          .select((eb) => [
            eb.cast<number>(eb.fn.countAll(), "integer").as("from_client"),
            eb
              .cast<number>(eb.fn.countAll().filterWhere("user_id", "=", userId), "integer")
              .as("for_account"),
          ])
          .where("client", "=", client)
          .where("created_at", ">", sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirst();
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
      const row = await db.kysely
        .selectFrom("password_resets")
        .select("id")
        .where("token_digest", "=", tokenDigest(secret, token))
        .where("used_at", "is", null)
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Spends a reset token once; false when it is unknown, used or older than an hour. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const reset = await tx.kysely
          .updateTable("password_resets")
          .set({ used_at: sql`now()` })
          .where("token_digest", "=", tokenDigest(secret, token))
          .where("used_at", "is", null)
          .where("expires_at", ">", sql<Date>`now()`)
          .returning("user_id")
          .executeTakeFirst();
        if (!reset) return false;
        await storePassword(tx, reset.user_id, passwordHash);
        return true;
      });
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
