import { timingSafeEqual } from "node:crypto";
import type { Invitation, Role, TeamMember } from "@shelter/contract";
import { sql } from "kysely";
import { type Author, recordHistory } from "../content/history/history.ts";
import type { Database, Queryable } from "../db/database.ts";
import { hashPassword } from "./passwords.ts";
import { newToken, tokenDigest } from "./secrets.ts";

export interface Account {
  id: number;
  email: string;
  password_hash: string;
  role: Role;
}

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** An invitation link works for 72 hours (issue 23); a resend starts them anew. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;
// Taken while the administrators are counted, so two removals cannot leave none.
const TEAM_LOCK = 724_318;

/** Removing or demoting the account would leave the site without an administrator. */
export class LastAdministratorError extends Error {}
// Any constant; shared by every instance so two first registrations cannot both pass.
const REGISTRATION_LOCK = 724_313;

export class EmailTakenError extends Error {}

export type RegistrationState = "open" | "closed" | "setupRequired";

/** Reset links mailed in an hour: per client and account, and per client over all accounts. */
export const RESET_LINK_LIMITS = { perClientAndAccount: 3, perClient: 5 };
// Two-key advisory locks for counting reset requests, as in loginThrottle.ts.
const RESET_ACCOUNT_LOCK = 724_316;
const RESET_CLIENT_LOCK = 724_317;

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** An account as its history keeps it: never its password. */
type AccountVersion = { id: number; email: string; role: Role };
/** An invitation as its history keeps it: never its token. */
type InvitationVersion = { id: number; email: string; role: Role; expires_at: Date | string };

/** One write of an account or invitation in the history, in the writer's transaction. */
function recordTeamWrite(
  tx: Queryable,
  entity: "users" | "invitations",
  action: "create" | "update" | "delete",
  author: Author | undefined,
  before: AccountVersion | InvitationVersion | null,
  after: AccountVersion | InvitationVersion | null,
) {
  const recordId = (after ?? before)?.id ?? 0;
  return recordHistory(tx, { entity, recordId, action, author, before, after });
}

export function createAccountStore(db: Database, secret: Buffer) {
  const insertUser = async (
    tx: Queryable,
    email: string,
    passwordHash: string,
    role: Role = "admin",
  ) => {
    const row = await tx.kysely
      .insertInto("users")
      .values({ email, password_hash: passwordHash, role })
      // The unique index is on lower(email): any spelling of a taken address is taken.
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning(["id", "email", "role"])
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

  /** Whether a single-use token (a reset link's, an invitation's) is unused and unexpired. */
  const tokenLive = async (table: "invitations" | "password_resets", token: string) => {
    const row = await db.kysely
      .selectFrom(table)
      .select("id")
      .where("token_digest", "=", tokenDigest(secret, token))
      .where("used_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .executeTakeFirst();
    return row !== undefined;
  };

  /** An unused invitation, locked for a write. */
  const liveInvitation = (tx: Queryable, id: number) =>
    tx.kysely
      .selectFrom("invitations")
      .select(["id", "email", "role", "expires_at"])
      .where("id", "=", id)
      .where("used_at", "is", null)
      .forUpdate()
      .executeTakeFirst();

  const adminCount = async (tx: Queryable) => {
    const row = await tx.kysely
      .selectFrom("users")
      .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    return row.total;
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
        .select(["id", "email", "password_hash", "role"])
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
    async register(
      email: string,
      password: string,
      firstOnly?: { setupToken?: string },
      by?: Author,
    ) {
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
        // The first account registers itself.
        await recordTeamWrite(tx, "users", "create", by ?? user, null, user);
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

    /** The session's account with its role as it is now: a changed role counts at once. */
    async sessionUser(token: string): Promise<{ id: number; email: string; role: Role } | null> {
      const row = await db.kysely
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["users.id", "users.email", "users.role"])
        .where("sessions.token_digest", "=", tokenDigest(secret, token))
        .where("sessions.expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Notes a sign-in for the «Команда» screen's «last sign-in». */
    async recordSignIn(userId: number): Promise<void> {
      await db.kysely
        .updateTable("users")
        .set({ last_sign_in: sql`now()` })
        .where("id", "=", userId)
        .execute();
    },

    async listUsers(): Promise<TeamMember[]> {
      const rows = await db.kysely
        .selectFrom("users")
        .select(["id", "email", "role", "last_sign_in"])
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...row,
        last_sign_in: row.last_sign_in ? new Date(row.last_sign_in).toISOString() : null,
      }));
    },

    /**
     * Changes an account's role; false for no such account. Never takes the last administrator's
     * role away (LastAdministratorError), checked under a lock.
     */
    async changeRole(userId: number, role: Role, by?: Author): Promise<boolean> {
      return db.transaction(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${TEAM_LOCK})`.execute(tx.kysely);
        const user = await tx.kysely
          .selectFrom("users")
          .select(["id", "email", "role"])
          .where("id", "=", userId)
          .executeTakeFirst();
        if (!user) return false;
        if (user.role === "admin" && role !== "admin" && (await adminCount(tx)) <= 1) {
          throw new LastAdministratorError();
        }
        await tx.kysely
          .updateTable("users")
          .set({ role, updated_at: sql`now()` })
          .where("id", "=", userId)
          .execute();
        await recordTeamWrite(tx, "users", "update", by, user, { ...user, role });
        return true;
      });
    },

    /**
     * Removes an account and with it (ON DELETE CASCADE) every session and reset link, so it is
     * signed out at once; false for no such account. Never the last administrator.
     */
    async removeUser(userId: number, by?: Author): Promise<boolean> {
      return db.transaction(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${TEAM_LOCK})`.execute(tx.kysely);
        const user = await tx.kysely
          .selectFrom("users")
          .select(["id", "email", "role"])
          .where("id", "=", userId)
          .executeTakeFirst();
        if (!user) return false;
        if (user.role === "admin" && (await adminCount(tx)) <= 1) {
          throw new LastAdministratorError();
        }
        await tx.kysely.deleteFrom("sessions").where("user_id", "=", userId).execute();
        await tx.kysely.deleteFrom("users").where("id", "=", userId).execute();
        await recordTeamWrite(tx, "users", "delete", by, user, null);
        return true;
      });
    },

    async listInvitations(): Promise<Invitation[]> {
      const rows = await db.kysely
        .selectFrom("invitations")
        .select([
          "id",
          "email",
          "role",
          "created_at",
          "expires_at",
          sql<boolean>`expires_at <= now()`.as("expired"),
        ])
        .where("used_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
      }));
    },

    /**
     * A new invitation's id and token; EmailTakenError when the address has an account. An
     * earlier unused invitation to the same address stops working: only the newest link opens.
     */
    async createInvitation(email: string, role: Role, invitedBy: number, by?: Author) {
      const { token, digest } = newToken(secret);
      return db.transaction(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`.execute(tx.kysely);
        const taken = await tx.kysely
          .selectFrom("users")
          .select("id")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])))
          .executeTakeFirst();
        if (taken) throw new EmailTakenError();
        await tx.kysely
          .deleteFrom("invitations")
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])))
          .where("used_at", "is", null)
          .execute();
        const row = await tx.kysely
          .insertInto("invitations")
          .values({
            email,
            role,
            token_digest: digest,
            invited_by: invitedBy,
            expires_at: new Date(Date.now() + INVITATION_LIFETIME_MS),
          })
          .returning(["id", "email", "role", "expires_at"])
          .executeTakeFirstOrThrow();
        await recordTeamWrite(tx, "invitations", "create", by, null, row);
        return { id: row.id, email: row.email, token };
      });
    },

    /** A new link for an unused invitation, valid 72 hours from now; the old link stops working. */
    async renewInvitation(
      id: number,
      by?: Author,
    ): Promise<{ email: string; token: string } | null> {
      const { token, digest } = newToken(secret);
      return db.transaction(async (tx) => {
        const before = await liveInvitation(tx, id);
        if (!before) return null;
        const row = await tx.kysely
          .updateTable("invitations")
          .set({ token_digest: digest, expires_at: new Date(Date.now() + INVITATION_LIFETIME_MS) })
          .where("id", "=", id)
          .returning(["id", "email", "role", "expires_at"])
          .executeTakeFirstOrThrow();
        await recordTeamWrite(tx, "invitations", "update", by, before, row);
        return { email: row.email, token };
      });
    },

    /** Revokes an unused invitation: its link stops working. False for none. */
    async revokeInvitation(id: number, by?: Author): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await liveInvitation(tx, id);
        if (!before) return false;
        await tx.kysely.deleteFrom("invitations").where("id", "=", id).execute();
        await recordTeamWrite(tx, "invitations", "delete", by, before, null);
        return true;
      });
    },

    /** Whether an invitation token is live, by a cheap read before the password is hashed. */
    invitationLive: (token: string) => tokenLive("invitations", token),

    /**
     * Spends an invitation once and makes its account with the role it names; null when the
     * token is unknown, used, revoked or expired, or the address got an account meanwhile.
     */
    async acceptInvitation(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`.execute(tx.kysely);
        const invitation = await tx.kysely
          .updateTable("invitations")
          .set({ used_at: sql`now()` })
          .where("token_digest", "=", tokenDigest(secret, token))
          .where("used_at", "is", null)
          .where("expires_at", ">", sql<Date>`now()`)
          .returning(["email", "role"])
          .executeTakeFirst();
        if (!invitation) return null;
        try {
          const user = await insertUser(tx, invitation.email, passwordHash, invitation.role);
          // The invited person makes their own account.
          await recordTeamWrite(tx, "users", "create", user, null, user);
          return user;
        } catch (error) {
          if (error instanceof EmailTakenError) return null;
          throw error;
        }
      });
    },

    /**
     * A token for one signed link (`subject`, e.g. one post's preview) made by this session: it
     * holds while the session lives, at most `lifetimeMs`, and names no password or bearer token.
     */
    async sessionLink(token: string, subject: string, lifetimeMs: number): Promise<string | null> {
      const session = await db.kysely
        .selectFrom("sessions")
        .select("id")
        .where("token_digest", "=", tokenDigest(secret, token))
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      if (!session) return null;
      const payload = `${session.id}.${Date.now() + lifetimeMs}`;
      return `${payload}.${tokenDigest(secret, `session-link:${subject}:${payload}`)}`;
    },

    /** The account of a `sessionLink` token for `subject`, while it and its session live. */
    async sessionLinkUser(
      link: string,
      subject: string,
    ): Promise<{ id: number; role: Role } | null> {
      const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(link);
      if (!match) return null;
      const [, sessionId, expires, mac] = match;
      const expected = tokenDigest(secret, `session-link:${subject}:${sessionId}.${expires}`);
      if (!safeEqual(mac ?? "", expected) || Number(expires) <= Date.now()) return null;
      const row = await db.kysely
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select(["users.id", "users.role"])
        .where("sessions.id", "=", Number(sessionId))
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
    resetLinkLive: (token: string) => tokenLive("password_resets", token),

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
