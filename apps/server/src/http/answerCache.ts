import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentVersion } from "../db/contentVersion.ts";
import { compressHere } from "./backgroundThread.ts";

const NOTHING = Buffer.alloc(0);

/** Brotli and gzip forms of an answer, made off the event loop. */
type Compress = (body: Buffer) => Promise<Compressed>;
type Compressed = { br: Buffer; gzip: Buffer };

type Encoding = "br" | "gzip" | "identity";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false`: this GET route's answers are never kept (megabytes each, rarely asked for). */
    memoryCache?: false;
  }
}

/** One answer as its route made it, with its compressed forms, valid for one content version. */
interface Entry {
  /** Its key: the address the answer is kept under (`cacheKey`), which remakes it. */
  url: string;
  version: number;
  type: string;
  vary: string;
  body: Buffer;
  hash: string;
  /** Absent for a small answer, or for one waiting for room in the compression queue. */
  compressed?: Compressed;
  compressing?: boolean;
  bytes: number;
  /** When it was last sent (ms), and how often, to remake the busiest answers before a write. */
  sentAt: number;
  hits: number;
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
/** What an entry costs beside its bodies (the map's slot, the object, its key and ETags). */
const ENTRY_OVERHEAD_BYTES = 512;
// Compressions queued for the background thread at once. An answer made for the first time may
// take only half: the rest waits for answers asked for again, so a burst of new addresses can
// neither queue without end nor keep the busy ones from being compressed.
const MAX_COMPRESSIONS = 4;
const MAX_FIRST_COMPRESSIONS = 2;
/** The cache's name in `Cache-Status` (RFC 9211), for operators and the reliability suite. */
const CACHE_NAME = "shelter";

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

/** Whether `If-None-Match` names `etag` (weakly compared, as RFC 9110 asks for a GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** A strong validator of these bytes. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown } };
const isSchema = (value: unknown): value is Schema =>
  typeof (value as Partial<Schema> | undefined)?.safeParse === "function";

/**
 * The address an answer is kept under: the route's path with its parameters, and its query as
 * the route's own schema reads it (coerced, unknown parameters dropped, sorted), so that
 * `?limit=3&page=01&utm_source=x` is kept once, as `?limit=3&page=1`. Undefined when the query
 * is invalid (the route answers its 400 itself) or cannot be told apart.
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  const { url: pattern, schema } = request.routeOptions;
  if (!pattern) return undefined;
  const params = request.params as Record<string, string | undefined>;
  let complete = true;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? "");
  });
  // A wildcard or a pattern with a regular expression: its addresses are not told apart here.
  if (!complete || /[*(]/.test(path)) return undefined;
  const querySchema = schema?.querystring;
  if (querySchema === undefined) return path;
  if (!isSchema(querySchema)) return undefined;
  const parsed = querySchema.safeParse(request.query);
  if (!parsed.success) return undefined;
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (typeof value !== "number" && typeof value !== "string" && typeof value !== "boolean") {
      return undefined;
    }
    fields.push([name, String(value)]);
  }
  fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return fields.length ? `${path}?${new URLSearchParams(fields)}` : path;
}

const sizeOf = (entry: Entry) =>
  ENTRY_OVERHEAD_BYTES +
  entry.url.length +
  entry.body.length +
  (entry.compressed ? entry.compressed.br.length + entry.compressed.gzip.length : 0);

/** Writes a kept answer, or 304 when the client holds these very bytes. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  status: string,
): Buffer {
  const coding = entry.compressed ? chooseEncoding(request.headers["accept-encoding"]) : "identity";
  // A strong validator per coding: the bytes of each differ (RFC 9110, 8.8.3).
  const etag =
    coding === "identity" ? `"${entry.hash}"` : `"${entry.hash}-${coding === "br" ? "br" : "gz"}"`;
  // The bytes are final: @fastify/compress must not compress a plain one on every request.
  request.headers["x-no-compression"] = "1";
  reply
    .header("content-type", entry.type)
    .header("vary", entry.vary)
    .header("etag", etag)
    // Stored, but asked again each time: a write is visible on the next request.
    .header("cache-control", "no-cache")
    .header("cache-status", `${CACHE_NAME}; ${status}`);
  if (etagMatches(request.headers["if-none-match"], etag)) {
    reply.code(304);
    return NOTHING;
  }
  if (coding === "identity" || !entry.compressed) return entry.body;
  reply.header("content-encoding", coding);
  return entry.compressed[coding];
}

/**
 * Keeps the answers of the GET routes of one Fastify context in memory per address (`cacheKey`:
 * the route, its parameters and its validated query; the page's language is in its path, and
 * the API's 200 answers are the same in both languages), compressed and with an ETag, until the
 * content version moves; the least recently used go first when the byte budget is reached. An
 * entry is stamped with the version read before its data was: a write that lands while it is
 * being made leaves it already outdated. Requests that miss together wait for the first one's
 * answer instead of each reading it.
 *
 * A write of this process first has the busiest answers of the last minute remade for the
 * version it made (`prepareWith`), through requests of its own, while readers still get the ones
 * before: nobody waits for them, nor sees them outdated once the write is answered.
 */
export function createAnswerCache(
  versions: ContentVersion,
  options: { maxBytes?: number; compress?: Compress } = {},
) {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const compress = options.compress ?? compressHere;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Fill>();
  const fillOf = new WeakMap<FastifyRequest, { key: string; fill: Fill; stale: boolean }>();
  const secret = randomBytes(18).toString("base64url");
  let bytes = 0;
  let compressions = 0;
  let server: FastifyInstance | undefined;

  /** The version a remaking request of this cache makes its answer for, if it is one. */
  const remaking = (request: FastifyRequest): number | undefined => {
    const header = request.headers[REMAKE_HEADER];
    if (typeof header !== "string" || !header.startsWith(`${secret}:`)) return undefined;
    return Number(header.slice(secret.length + 1));
  };

  async function remake(version: number): Promise<void> {
    const now = Date.now();
    const busiest = [...entries.values()]
      .filter((entry) => entry.version < version && now - entry.sentAt < REMAKE_SENT_WITHIN_MS)
      .sort((a, b) => b.hits - a.hits || b.sentAt - a.sentAt)
      .slice(0, REMAKE_AT_MOST);
    if (!server || busiest.length === 0) return;
    const inject = server.inject.bind(server);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(
        busiest.map(({ url }) =>
          inject({ method: "GET", url, headers: { [REMAKE_HEADER]: `${secret}:${version}` } }),
        ),
      ),
      new Promise((resolve) => {
        timer = setTimeout(resolve, REMAKE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  versions.prepareWith(remake);

  /** Drops the least recently used entries (a Map keeps insertion order) until within budget. */
  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  /** Keeps `entry`, unless a newer answer is kept already; says whether it did. */
  const store = (entry: Entry): boolean => {
    const old = entries.get(entry.url);
    // A slower miss of an older version must not replace a newer answer.
    if (old && old.version > entry.version) return false;
    if (old) {
      bytes -= old.bytes;
      entries.delete(entry.url);
      // A remade answer keeps the rank of the one it replaces.
      entry.hits += old.hits;
    }
    if (entry.bytes > maxBytes) return false;
    entries.set(entry.url, entry);
    bytes += entry.bytes;
    evict();
    return entries.get(entry.url) === entry;
  };

  /** Marks `entry` as used now: the last to be dropped. */
  const touch = (entry: Entry) => {
    entry.sentAt = Date.now();
    entry.hits += 1;
    if (entries.get(entry.url) !== entry) return;
    entries.delete(entry.url);
    entries.set(entry.url, entry);
  };

  /** Both compressed forms of `body`, or undefined when `limit` compressions are queued. */
  const compressIfRoom = async (body: Buffer, limit: number): Promise<Compressed | undefined> => {
    if (body.length < COMPRESS_FROM_BYTES || compressions >= limit) return undefined;
    compressions += 1;
    try {
      return await compress(body);
    } catch {
      return undefined;
    } finally {
      compressions -= 1;
    }
  };

  /** Compresses a kept answer that was kept plain, now that it is asked for again. */
  const compressLater = (entry: Entry) => {
    if (entry.compressed || entry.compressing || entry.body.length < COMPRESS_FROM_BYTES) return;
    if (compressions >= MAX_COMPRESSIONS) return;
    entry.compressing = true;
    void compressIfRoom(entry.body, MAX_COMPRESSIONS).then((forms) => {
      entry.compressing = false;
      if (!forms || entries.get(entry.url) !== entry) return;
      entry.compressed = forms;
      bytes -= entry.bytes;
      entry.bytes = sizeOf(entry);
      bytes += entry.bytes;
      evict();
    });
  };

  const settle = (request: FastifyRequest, entry: Entry | undefined) => {
    const own = fillOf.get(request);
    if (!own) return;
    fillOf.delete(request);
    if (filling.get(own.key) === own.fill) filling.delete(own.key);
    own.fill.finish(entry);
  };

  /** Adds the hooks to `app`'s context: every GET route registered in it is kept. */
  function register(app: FastifyInstance): void {
    server ??= app;
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      if (request.routeOptions.config.memoryCache === false) return;
      const key = cacheKey(request);
      if (key === undefined) return;
      const remade = remaking(request);
      let version: number;
      try {
        version = remade ?? (await versions.current());
      } catch (error) {
        // The database cannot say: the route answers for itself, and nothing is kept.
        request.log.warn({ err: error }, "content version unknown; answering without the cache");
        return;
      }
      // An answer made for a later version is as good: its data is newer still.
      const current = (entry: Entry | undefined): entry is Entry =>
        entry !== undefined && entry.version >= version;
      let entry = entries.get(key);
      let status = "hit";
      if (!current(entry)) {
        const pending = filling.get(key);
        if (pending && pending.version >= version) {
          status = `fwd=${entry ? "stale" : "uri-miss"}; collapsed`;
          entry = await pending.done;
        } else if (request.method === "GET") {
          let finish: Fill["finish"] = () => {};
          const done = new Promise<Entry | undefined>((resolve) => {
            finish = resolve;
          });
          const fill = { version, done, finish };
          filling.set(key, fill);
          fillOf.set(request, { key, fill, stale: entry !== undefined });
          return;
        }
      }
      if (!current(entry)) return;
      touch(entry);
      compressLater(entry);
      return reply.send(answer(request, reply, entry, status));
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
      const missed = `fwd=${own.stale ? "stale" : "uri-miss"}`;
      if (reply.statusCode !== 200 || !body) {
        settle(request, undefined);
        reply.header("cache-status", `${CACHE_NAME}; ${missed}`);
        return payload;
      }
      const vary = reply.getHeader("vary");
      // The few busiest answers remade for a write (REMAKE_AT_MOST) are compressed beyond the rest.
      const room =
        remaking(request) === undefined
          ? MAX_FIRST_COMPRESSIONS
          : MAX_COMPRESSIONS + REMAKE_AT_MOST;
      const entry: Entry = {
        url: own.key,
        version: own.fill.version,
        type: String(reply.getHeader("content-type") ?? "application/octet-stream"),
        vary: ["Accept-Encoding", vary ? String(vary) : undefined].filter(Boolean).join(", "),
        body,
        hash: etagOf(body).slice(1, -1),
        compressed: await compressIfRoom(body, room),
        bytes: 0,
        sentAt: Date.now(),
        hits: 0,
      };
      entry.bytes = sizeOf(entry);
      const stored = store(entry);
      settle(request, entry);
      touch(entry);
      reply.removeHeader("content-length");
      return answer(request, reply, entry, stored ? `${missed}; stored` : missed);
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
