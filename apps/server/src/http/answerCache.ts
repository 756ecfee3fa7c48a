import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentVersion } from "../db/contentVersion.ts";

const brotli = promisify(brotliCompress);
const NOTHING = Buffer.alloc(0);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

/** One answer as its route made it, with its compressed forms, valid for one content version. */
interface Entry {
  version: number;
  type: string;
  vary: string;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  bytes: number;
}

interface Fill {
  version: number;
  done: Promise<Entry | undefined>;
  finish: (entry: Entry | undefined) => void;
}

// Smaller answers go out as they are, as @fastify/compress did (its threshold).
const COMPRESS_FROM_BYTES = 1024;
// Quality 9 is within a few per cent of 11 at a tenth of its time; done once per change, off the event loop.
const BROTLI_QUALITY = 9;
/** Enough for every public answer several times over, little beside the 250 MB budget. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

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
): Promise<Entry> {
  const compressible = body.length >= COMPRESS_FROM_BYTES;
  const [br, gz] = compressible
    ? await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
    : [body, body];
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
  };
}

/** Writes a kept answer, or 304 when the client holds these very bytes. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
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
 */
export function createAnswerCache(versions: ContentVersion, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Fill>();
  const fillOf = new WeakMap<FastifyRequest, { key: string; fill: Fill }>();
  let bytes = 0;

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
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      let version: number;
      try {
        version = await versions.current();
      } catch (error) {
        // The database cannot say: the route answers for itself, and nothing is kept.
        request.log.warn({ err: error }, "content version unknown; answering without the cache");
        return;
      }
      const key = keyOf(request);
      let entry = entries.get(key);
      if (entry?.version !== version) {
        const pending = filling.get(key);
        if (pending?.version === version) {
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
      if (entry?.version !== version) return;
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
      const entry = await makeEntry(own.fill.version, body, type, vary ? String(vary) : undefined);
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
