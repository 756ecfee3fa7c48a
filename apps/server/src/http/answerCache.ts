import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentVersion } from "../db/contentVersion.ts";
import { compressHere } from "./backgroundThread.ts";

const NOTHING = Buffer.alloc(0);

/** Brotli and gzip forms of an answer, made off the event loop. */
type Compress = (body: Buffer) => Promise<{ br: Buffer; gzip: Buffer }>;

type Encoding = "br" | "gzip" | "identity";

/** One answer as its route made it, with its compressed forms, valid for one content version. */
interface Entry {
  version: number;
  type: string;
  vary: string;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  bytes: number;
  /** When it was last sent (ms), to remake the busiest answers before a new version is given. */
  sentAt: number;
}

interface Fill {
  version: number;
  done: Promise<Entry | undefined>;
  finish: (entry: Entry | undefined) => void;
}

// Smaller answers go out as they are, as @fastify/compress did (its threshold).
const COMPRESS_FROM_BYTES = 1024;
/** Enough for every public answer several times over, little beside the 250 MB budget. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

// Remade before a write of this process is answered: the answers sent in the last minute, the
// busiest first, a few of them (the two pages and the lists they fetch); the rest wait for a read.
const REMAKE_SENT_WITHIN_MS = 60_000;
const REMAKE_AT_MOST = 8;
// A remake that takes longer gives way: the write is answered and readers make their own.
const REMAKE_TIMEOUT_MS = 3_000;
/** Marks this process's own requests that remake an answer for a version not yet given out. */
const REMAKE_HEADER = "x-answer-cache-remake";

/** The coding to answer with: br over gzip, either only when the client takes it (q > 0). */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let br = false;
  let gz = false;
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "*") gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

async function makeEntry(
  version: number,
  body: Buffer,
  type: string,
  vary: string | undefined,
  compress: Compress,
): Promise<Entry> {
  const compressible = body.length >= COMPRESS_FROM_BYTES;
  const { br, gzip: gz } = compressible ? await compress(body) : { br: body, gzip: body };
  // A strong validator per coding: the bytes of each differ (RFC 9110, 8.8.3).
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return {
    version,
    type,
    vary: ["Accept-Encoding", vary].filter(Boolean).join(", "),
    bodies: { identity: body, br, gzip: gz },
    etags: compressible
      ? { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` }
      : { identity: `"${hash}"`, br: `"${hash}"`, gzip: `"${hash}"` },
    bytes: body.length + (compressible ? br.length + gz.length : 0),
    sentAt: Date.now(),
  };
}

/** Writes a kept answer, or 304 when the client holds these very bytes. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  entry.sentAt = Date.now();
  const coding =
    entry.bodies.br === entry.bodies.identity
      ? "identity"
      : chooseEncoding(request.headers["accept-encoding"]);
  const etag = entry.etags[coding];
  reply
    .header("content-type", entry.type)
    .header("vary", entry.vary)
    .header("etag", etag)
    // Stored, but asked again each time: a write is visible on the next request.
    .header("cache-control", "no-cache");
  if (matches(request.headers["if-none-match"], etag)) {
    reply.code(304);
    return NOTHING;
  }
  if (coding !== "identity") reply.header("content-encoding", coding);
  return entry.bodies[coding];
}

/**
 * Keeps the answers of the GET routes of one Fastify context in memory per key (the URL; the
 * page's language is in its path, and the API's 200 answers are the same in both languages), compressed
 * and with an ETag, until the content version moves. An entry is stamped with the version read
 * before its data was: a write that lands while it is being made leaves it already outdated.
 * Requests that miss together wait for the first one's answer instead of each reading it.
 *
 * A write of this process first has the answers sent lately remade for the version it made
 * (`prepareWith`), through requests of its own, while readers still get the ones before:
 * nobody waits for them, nor sees them outdated once the write is answered.
 */
export function createAnswerCache(
  versions: ContentVersion,
  options: { maxBytes?: number; compress?: Compress } = {},
) {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const compress = options.compress ?? compressHere;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Fill>();
  const fillOf = new WeakMap<FastifyRequest, { key: string; fill: Fill }>();
  const secret = randomBytes(18).toString("base64url");
  let bytes = 0;
  let server: FastifyInstance | undefined;

  /** The version a remaking request of this cache makes its answer for, if it is one. */
  const remaking = (request: FastifyRequest): number | undefined => {
    const header = request.headers[REMAKE_HEADER];
    if (typeof header !== "string" || !header.startsWith(`${secret}:`)) return undefined;
    return Number(header.slice(secret.length + 1));
  };

  async function remake(version: number): Promise<void> {
    const now = Date.now();
    const busiest = [...entries]
      .filter(([, entry]) => entry.version < version && now - entry.sentAt < REMAKE_SENT_WITHIN_MS)
      .sort(([, a], [, b]) => b.sentAt - a.sentAt)
      .slice(0, REMAKE_AT_MOST);
    if (!server || busiest.length === 0) return;
    const inject = server.inject.bind(server);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(
        busiest.map(([key]) =>
          inject({ method: "GET", url: key, headers: { [REMAKE_HEADER]: `${secret}:${version}` } }),
        ),
      ),
      new Promise((resolve) => {
        timer = setTimeout(resolve, REMAKE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  versions.prepareWith(remake);

  const store = (key: string, entry: Entry) => {
    const old = entries.get(key);
    // A slower miss of an older version must not replace a newer answer.
    if (old && old.version > entry.version) return;
    if (old) {
      bytes -= old.bytes;
      entries.delete(key);
    }
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // The oldest entries go first (a Map keeps insertion order).
    for (const [oldest, evicted] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= evicted.bytes;
    }
  };

  const settle = (request: FastifyRequest, entry: Entry | undefined) => {
    const own = fillOf.get(request);
    if (!own) return;
    fillOf.delete(request);
    if (filling.get(own.key) === own.fill) filling.delete(own.key);
    own.fill.finish(entry);
  };

  /** Adds the hooks to `app`'s context: every GET route registered in it is kept, by `key`. */
  function register(
    app: FastifyInstance,
    { key: keyOf }: { key: (request: FastifyRequest) => string },
  ): void {
    server ??= app;
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const remade = remaking(request);
      let version: number;
      try {
        version = remade ?? (await versions.current());
      } catch (error) {
        // The database cannot say: the route answers for itself, and nothing is kept.
        request.log.warn({ err: error }, "content version unknown; answering without the cache");
        return;
      }
      const key = keyOf(request);
      // An answer made for a later version is as good: its data is newer still.
      const current = (entry: Entry | undefined): entry is Entry =>
        entry !== undefined && entry.version >= version;
      let entry = entries.get(key);
      if (!current(entry)) {
        const pending = filling.get(key);
        if (pending && pending.version >= version) {
          entry = await pending.done;
        } else if (request.method === "GET") {
          let finish: Fill["finish"] = () => {};
          const done = new Promise<Entry | undefined>((resolve) => {
            finish = resolve;
          });
          const fill = { version, done, finish };
          filling.set(key, fill);
          fillOf.set(request, { key, fill });
          return;
        }
      }
      if (!current(entry)) return;
      return reply.send(answer(request, reply, entry));
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const own = fillOf.get(request);
      if (!own) return payload;
      const body =
        typeof payload === "string"
          ? Buffer.from(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : null;
      if (reply.statusCode !== 200 || !body) {
        settle(request, undefined);
        return payload;
      }
      const type = String(reply.getHeader("content-type") ?? "application/octet-stream");
      const vary = reply.getHeader("vary");
      const entry = await makeEntry(
        own.fill.version,
        body,
        type,
        vary ? String(vary) : undefined,
        compress,
      );
      store(own.key, entry);
      settle(request, entry);
      reply.removeHeader("content-length");
      return answer(request, reply, entry);
    });

    // An answer that never reached onSend (a dropped connection) must not hold its waiters.
    app.addHook("onResponse", async (request) => settle(request, undefined));
    app.addHook("onRequestAbort", async (request) => settle(request, undefined));
  }

  return {
    register,
    /** Entries and bytes held, for tests and the benchmark. */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
