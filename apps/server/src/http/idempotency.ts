import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_FORMAT, IDEMPOTENCY_KEY_HEADER } from "@shelter/contract";
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import { sql } from "kysely";
import type { Database, Queryable } from "../db/database.ts";
import { HttpError } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A create an `Idempotency-Key` makes safe to send again (http/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds until its answer is stored, or it is let go. */
    idempotencyKey?: string;
    /**
     * The record an earlier request under this key made and committed, though its answer was
     * never stored (its process stopped): the route answers with it instead of making another.
     */
    madeRecordId?: number;
  }
}

/**
 * Creates that can be sent again: the `Idempotency-Key` request header (the IETF httpapi
 * draft's, as Stripe's API has it). A back office whose create timed out (spec §9: 10 s of
 * silence) while the server went on with it sends the same key again; the server then answers
 * with the first answer, marked `Idempotent-Replayed: true`, instead of making a second post.
 * The public booking form does the same for a visitor on a phone. The keys live in the database,
 * so every instance sees them.
 *
 * - no key: an ordinary create.
 * - the same key while the first request still runs: 409 with `Retry-After`, nothing done.
 * - the same key with another route, sender or body: 422, nothing done.
 * - a key is kept for a day; one whose request never finished (the process stopped) is taken over
 *   after five minutes.
 *
 * - a key whose request committed its record but stopped before its answer was stored (the
 *   process ended in between): the create notes the record on the key in its own transaction
 *   (`recordMade`), so the retry that takes the key over answers with that record, marked
 *   replayed, instead of making it again.
 */
const KEY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";

const RUNNING_RETRY_AFTER_SECONDS = 2;
const KEPT_FOR = sql<Date>`now() - interval '1 day'`;
const ABANDONED_BEFORE = sql<Date>`now() - interval '5 minutes'`;

type Claim =
  | { state: "claimed" }
  | { state: "made"; id: number }
  | { state: "running" }
  | { state: "mismatch" }
  | { state: "answered"; status: number; response: string };

/** What the same request must repeat: the route, who sends it and its body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${request.admin?.id ?? "visitor"}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest("base64url");
}

async function claim(db: Database, key: string, fingerprint: string): Promise<Claim> {
  const { kysely } = db;
  await kysely.deleteFrom("idempotent_requests").where("created_at", "<", KEPT_FOR).execute();
  const inserted = await kysely
    .insertInto("idempotent_requests")
    .values({ key, fingerprint })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) return { state: "claimed" };
  const takenOver = await kysely
    .updateTable("idempotent_requests")
    .set({ created_at: sql`now()` })
    .where("key", "=", key)
    .where("fingerprint", "=", fingerprint)
    .where("status", "is", null)
    .where("created_at", "<", ABANDONED_BEFORE)
    .returning("made_id")
    .executeTakeFirst();
  if (takenOver) {
    return takenOver.made_id === null
      ? { state: "claimed" }
      : { state: "made", id: takenOver.made_id };
  }
  const stored = await kysely
    .selectFrom("idempotent_requests")
    .select(["fingerprint", "status", "response", "made_id"])
    .where("key", "=", key)
    .executeTakeFirst();
  // Gone meanwhile (a day old, or let go by a failed first request): this one may go on.
  if (!stored) return claim(db, key, fingerprint);
  if (stored.fingerprint !== fingerprint) return { state: "mismatch" };
  if (stored.status === null || stored.response === null) {
    // Committed, and its answer not stored (yet, or ever): the record is there to answer with.
    return stored.made_id === null ? { state: "running" } : { state: "made", id: stored.made_id };
  }
  return { state: "answered", status: stored.status, response: stored.response };
}

async function letGo(db: Database, key: string): Promise<void> {
  await db.kysely
    .deleteFrom("idempotent_requests")
    .where("key", "=", key)
    .where("status", "is", null)
    .where("made_id", "is", null)
    .execute();
}

/**
 * Notes on the request's key the record its create made, in the create's own transaction: if
 * the process stops before the answer is stored, a retry under the key answers with this record.
 */
export async function recordMade(tx: Queryable, key: string | undefined, id: number) {
  if (key === undefined) return;
  await tx.kysely
    .updateTable("idempotent_requests")
    .set({ made_id: id })
    .where("key", "=", key)
    .execute();
}

/** Adds `hook` after the route's own hooks of that kind. */
function appended<Hook>(hooks: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  if (hooks === undefined) return [hook];
  return [...(Array.isArray(hooks) ? hooks : [hooks]), hook];
}

/**
 * Gives the routes whose config says `idempotent` their hooks: after the route's guard and its
 * body's validation, and only on those routes (a read pays nothing). Registered before
 * compression, so that its onSend, added to the route before compression's, stores the answer's
 * JSON text.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== "string" || !IDEMPOTENCY_KEY_FORMAT.test(key)) {
      throw new HttpError(400, "invalidIdempotencyKey");
    }
    const claimed = await claim(db, key, fingerprintOf(request));
    if (claimed.state === "running") {
      // When to ask again: a create runs for seconds. Also what tells this 409 from a route's own
      // (the booking form's full slot), for a client that waits and sends the same key again.
      reply.header("retry-after", String(RUNNING_RETRY_AFTER_SECONDS));
      throw new HttpError(409, "requestInProgress");
    }
    if (claimed.state === "mismatch") throw new HttpError(422, "idempotencyKeyReused");
    if (claimed.state === "answered") {
      return reply
        .code(claimed.status)
        .header(IDEMPOTENT_REPLAYED_HEADER, "true")
        .type("application/json; charset=utf-8")
        .send(claimed.response);
    }
    if (claimed.state === "made") {
      request.madeRecordId = claimed.id;
      reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
    }
    request.idempotencyKey = key;
  };

  // The answer is stored before it leaves: a retry after it finds it, even when the first
  // request's client had given up and closed its connection.
  const onSend: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (succeeded && typeof payload === "string") {
      await db.kysely
        .updateTable("idempotent_requests")
        .set({ status: reply.statusCode, response: payload })
        .where("key", "=", key)
        .execute();
    } else {
      // Refused or failed: nothing was made, and the same key may try again.
      await letGo(db, key);
    }
    return payload;
  };

  // A request that ended without an answer lets go of its key.
  const onResponse: onResponseAsyncHookHandler = async (request) => {
    const key = request.idempotencyKey;
    if (key === undefined) return;
    request.idempotencyKey = undefined;
    await letGo(db, key);
  };

  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = appended(route.preHandler, preHandler);
    route.onSend = appended(route.onSend, onSend);
    route.onResponse = appended(route.onResponse, onResponse);
  });
}
