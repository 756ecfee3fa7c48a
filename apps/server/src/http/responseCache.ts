import { createHash } from "node:crypto";
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentVersion } from "../db/contentVersion.ts";
import { compressHere } from "./backgroundThread.ts";
import { requestIdOf } from "./errors.ts";

/** Brotli and gzip forms of a response, made off the event loop. */
type Compress = (body: Buffer) => Promise<Compressed>;
type Compressed = { br: Buffer; gzip: Buffer };

type Encoding = "br" | "gzip" | "identity";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false`: this GET route's responses are never cached (megabytes each, rarely asked for). */
    responseCache?: false;
  }
}

/**
 * Header fields as `writeHead` takes them flat: name, value, name, value. A hit sends these with
 * its request id added, never an object spread per request: the cached headers come from
 * Fastify's `getHeaders()` with fields deleted, a dictionary-mode object that V8 copies slowly,
 * and under load those copies outlived the young generation (measured: a third fewer requests
 * per second, five times the scavenge time, the old generation growing by 1.3 MB a scavenge).
 */
type HeaderLines = OutgoingHttpHeader[];

/** One coding of a cached response: its bytes and the headers of its 200 and its 304. */
interface Representation {
  body: Buffer;
  etag: string;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  okLines: HeaderLines;
  notModifiedLines: HeaderLines;
}

/** A cached response, valid for one content version, with its compressed forms once made. */
interface CacheEntry {
  key: string;
  version: number;
  /** The headers every coding shares: the route's, the security headers, validators aside. */
  headers: OutgoingHttpHeaders;
  /** The request headers it varies on beside Accept-Encoding (the page's Cookie). */
  varies: string[];
  hash: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  compressing?: boolean;
  bytes: number;
  /** When it was last sent (ms), and how often: the busiest are revalidated on a write. */
  sentAt: number;
  hits: number;
}

/** A response being made for `version`; the requests that miss meanwhile wait for it. */
interface Fill {
  version: number;
  done: Promise<CacheEntry | undefined>;
  finish: (entry: CacheEntry | undefined) => void;
}

// Smaller responses go out as they are, as @fastify/compress did (its threshold).
const COMPRESS_FROM_BYTES = 1024;
/** Enough for every public response several times over, little beside the 250 MB budget. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
/** What an entry costs beside its bodies (the map's slot, the object, its key and headers). */
const ENTRY_OVERHEAD_BYTES = 512;
// Compressions queued for the background thread at once. A response made for the first time
// may take only half: the rest waits for responses asked for again, so a burst of new addresses
// can neither queue without end nor keep the busy ones from being compressed.
const MAX_COMPRESSIONS = 4;
const MAX_FIRST_COMPRESSIONS = 2;
/** The cache's name in `Cache-Status` (RFC 9211), for operators and the reliability suite. */
const CACHE_NAME = "shelter";
const HIT = `${CACHE_NAME}; hit`;
// Revalidated before a write is answered: the responses sent in the last minute, the busiest
// first, a few of them (the two pages and the lists they fetch); the rest wait for a read.
const REVALIDATE_SENT_WITHIN_MS = 60_000;
const REVALIDATE_AT_MOST = 8;
// A revalidation that takes longer gives way: the write is answered, readers refill the rest.
const REVALIDATE_TIMEOUT_MS = 3_000;
/**
 * Marks the cache's own revalidation requests, which refill a stale entry instead of being
 * served it. A client sending it gains nothing: a fresh entry is still served, a stale one only
 * makes it wait for the refill.
 */
const REVALIDATE_HEADER = "x-cache-revalidate";
/** Headers that belong to one request or are the cache's own, never stored with an entry. */
const PER_REQUEST_HEADERS = [
  "x-request-id",
  "connection",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "etag",
  "cache-status",
  "set-cookie",
];
/** How often a hit may move its entry to the fresh end of the eviction order (touch). */
const REORDER_AFTER_MS = 1000;
/** Bounds the memo of keys and codings: a flood of junk addresses only clears it. */
const MEMO_LIMIT = 4096;

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
 * The key a response is cached under: the route's path with its parameters, and its query as
 * the route's own schema reads it (coerced, unknown parameters dropped, sorted), so that
 * `?limit=3&page=01&utm_source=x` is cached once, as `?limit=3&page=1`. Undefined when the
 * query is invalid (the route answers its 400 itself) or cannot be told apart.
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

/** `compute(key)`, remembered for the next call with the same key, within MEMO_LIMIT keys. */
function memo<T>(compute: (key: string) => T) {
  const known = new Map<string, T>();
  return (key: string): T => {
    if (known.has(key)) return known.get(key) as T;
    const value = compute(key);
    if (known.size >= MEMO_LIMIT) known.clear();
    known.set(key, value);
    return value;
  };
}

function representation(
  headers: OutgoingHttpHeaders,
  body: Buffer,
  etag: string,
  coding: Encoding,
): Representation {
  const notModified = { ...headers, etag };
  const ok: OutgoingHttpHeaders = { ...notModified, "content-length": body.length };
  if (coding !== "identity") ok["content-encoding"] = coding;
  return {
    body,
    etag,
    ok,
    notModified,
    okLines: linesOf(ok),
    notModifiedLines: linesOf(notModified),
  };
}

function linesOf(headers: OutgoingHttpHeaders): HeaderLines {
  const lines: HeaderLines = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) lines.push(name, value);
  }
  return lines;
}

/** A strong validator per coding: the bytes of each differ (RFC 9110, 8.8.3). */
function withCompressed(entry: CacheEntry, compressed: Compressed): void {
  entry.br = representation(entry.headers, compressed.br, `"${entry.hash}-br"`, "br");
  entry.gzip = representation(entry.headers, compressed.gzip, `"${entry.hash}-gz"`, "gzip");
}

const sizeOf = (entry: CacheEntry) =>
  ENTRY_OVERHEAD_BYTES +
  entry.key.length +
  entry.identity.body.length +
  (entry.br?.body.length ?? 0) +
  (entry.gzip?.body.length ?? 0);

/**
 * An in-memory cache of the responses of the GET routes of the Fastify contexts it is
 * registered in, per key (`cacheKey`: the route, its parameters and its validated query; the
 * page's language is in its path, and the API's 200 responses are the same in both languages),
 * with their brotli and gzip forms and ETags; the least recently used go first when the byte
 * budget is reached.
 *
 * An entry is valid for the content version read before its data was: a write that lands while
 * it is being made leaves it already stale, and a stale entry is never served once the write is
 * answered. The requests that miss together share one fill. A successful write through these
 * contexts revalidates the busiest entries before it is answered; until then the stale entries
 * are served (stale-while-revalidate), so nobody waits for a page to be made again after a
 * write, and nobody gets it outdated once the write is answered.
 */
export function createResponseCache(
  versions: ContentVersion,
  options: { maxBytes?: number; compress?: Compress } = {},
) {
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const compress = options.compress ?? compressHere;
  const entries = new Map<string, CacheEntry>();
  const filling = new Map<string, Fill>();
  const fillOf = new WeakMap<FastifyRequest, { key: string; fill: Fill; stale: boolean }>();
  /** The key of each address the cached routes were asked for, for `serveBeforeRouting`. */
  const addressKeys = new Map<string, string>();
  let beforeRouting = true;
  /** Keys being revalidated for a write not yet answered, with how many writes wait on each. */
  const revalidating = new Map<string, number>();
  const encodingOf = memo(chooseEncoding);
  let bytes = 0;
  let compressions = 0;
  let server: FastifyInstance | undefined;

  /** Drops the least recently used entries (a Map keeps insertion order) until within budget. */
  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  /** Caches `entry`, unless a newer one is cached already; says whether it did. */
  const store = (entry: CacheEntry): boolean => {
    const old = entries.get(entry.key);
    // A slower miss of an older version must not replace a newer entry.
    if (old && old.version > entry.version) return false;
    if (old) {
      bytes -= old.bytes;
      entries.delete(entry.key);
      // A refilled entry keeps the rank of the one it replaces.
      entry.hits += old.hits;
    }
    if (entry.bytes > maxBytes) return false;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    evict();
    return entries.get(entry.key) === entry;
  };

  /**
   * Counts a hit and moves the entry to the fresh end of the eviction order, at most once a
   * second: a Map's delete and set on every hit made V8 rebuild the long-lived Map's table
   * again and again, each copy made in the old generation (the table's), so that under load it
   * grew by 1.5-2.5 MB a second of garbage only a full collection frees (measured at 27,000
   * hits a second; it stays flat now). Eviction is least recently sent to within a second.
   */
  const touch = (entry: CacheEntry) => {
    const now = Date.now();
    const reorder = now - entry.sentAt >= REORDER_AFTER_MS;
    entry.sentAt = now;
    entry.hits += 1;
    if (!reorder || entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    entries.set(entry.key, entry);
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

  /** Compresses an entry that was cached plain, now that it is asked for again. */
  const compressLater = (entry: CacheEntry) => {
    if (entry.br || entry.compressing || entry.identity.body.length < COMPRESS_FROM_BYTES) return;
    if (compressions >= MAX_COMPRESSIONS) return;
    entry.compressing = true;
    void compressIfRoom(entry.identity.body, MAX_COMPRESSIONS).then((forms) => {
      entry.compressing = false;
      if (!forms || entries.get(entry.key) !== entry) return;
      withCompressed(entry, forms);
      bytes -= entry.bytes;
      entry.bytes = sizeOf(entry);
      bytes += entry.bytes;
      evict();
    });
  };

  /** The representation of `entry` this request takes, and whether the client holds it. */
  const negotiate = (headers: IncomingHttpHeaders, entry: CacheEntry) => {
    const coding = entry.br ? encodingOf(headers["accept-encoding"] ?? "") : "identity";
    const chosen = (coding !== "identity" && entry[coding]) || entry.identity;
    return { chosen, notModified: etagMatches(headers["if-none-match"], chosen.etag) };
  };

  /**
   * Sends a cached entry straight to the socket, with the headers computed when it was cached
   * and those set for this request so far (its id): no hook or serialiser runs for a hit.
   */
  const sendEntry = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CacheEntry,
    status: string,
  ) => {
    touch(entry);
    compressLater(entry);
    const { chosen, notModified } = negotiate(request.headers, entry);
    const cached = notModified ? chosen.notModified : chosen.ok;
    const lines = [
      ...(notModified ? chosen.notModifiedLines : chosen.okLines),
      "cache-status",
      `${CACHE_NAME}; ${status}`,
    ];
    // Those set for this request so far (its id), where the cached ones do not say otherwise.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !(name in cached) && name !== "cache-status") {
        lines.push(name, value);
      }
    }
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : 200, lines);
    reply.raw.end(notModified ? undefined : chosen.body);
  };

  const settle = (request: FastifyRequest, entry: CacheEntry | undefined) => {
    const own = fillOf.get(request);
    if (!own) return;
    fillOf.delete(request);
    if (filling.get(own.key) === own.fill) filling.delete(own.key);
    own.fill.finish(entry);
  };

  /** Starts the fill of `key` for `version` by this request, which goes on to its route. */
  const startFill = (request: FastifyRequest, key: string, version: number, stale: boolean) => {
    let finish: Fill["finish"] = () => {};
    const done = new Promise<CacheEntry | undefined>((resolve) => {
      finish = resolve;
    });
    const fill = { version, done, finish };
    filling.set(key, fill);
    fillOf.set(request, { key, fill, stale });
  };

  /** Serves `key` for `version` from the cache, or starts its fill; false: the route answers. */
  const lookup = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: number,
  ): Promise<void> => {
    const entry = entries.get(key);
    // An entry made for a later version is as good: its data is newer still.
    if (entry && entry.version >= version) return sendEntry(request, reply, entry, "hit");
    // A write not yet answered is revalidating it: the entry before it may still be served.
    if (entry && revalidating.has(key) && request.headers[REVALIDATE_HEADER] === undefined) {
      return sendEntry(request, reply, entry, "hit; detail=stale-while-revalidate");
    }
    const pending = filling.get(key);
    if (pending && pending.version >= version) {
      const filled = await pending.done;
      if (filled && filled.version >= version) {
        const missed = `fwd=${entry ? "stale" : "uri-miss"}; collapsed`;
        return sendEntry(request, reply, filled, missed);
      }
      return;
    }
    if (request.method === "GET") startFill(request, key, version, entry !== undefined);
  };

  /**
   * Refills the busiest stale entries through requests of the app's own, serving the stale ones
   * meanwhile; settles when they are refilled, or after REVALIDATE_TIMEOUT_MS.
   */
  async function revalidate(): Promise<void> {
    if (!server) return;
    const version = await versions.current();
    const now = Date.now();
    const busiest = [...entries.values()]
      .filter((entry) => entry.version < version && now - entry.sentAt < REVALIDATE_SENT_WITHIN_MS)
      .sort((a, b) => b.hits - a.hits || b.sentAt - a.sentAt)
      .slice(0, REVALIDATE_AT_MOST)
      .map((entry) => entry.key);
    if (busiest.length === 0) return;
    for (const key of busiest) revalidating.set(key, (revalidating.get(key) ?? 0) + 1);
    const inject = server.inject.bind(server);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.allSettled(
          busiest.map((url) =>
            inject({ method: "GET", url, headers: { [REVALIDATE_HEADER]: "1" } }),
          ),
        ),
        new Promise((resolve) => {
          timer = setTimeout(resolve, REVALIDATE_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      for (const key of busiest) {
        const waiting = (revalidating.get(key) ?? 1) - 1;
        if (waiting > 0) revalidating.set(key, waiting);
        else revalidating.delete(key);
      }
    }
  }

  /** Adds the hooks to `app`'s context: its GET routes are cached, its writes revalidate. */
  function register(app: FastifyInstance): void {
    server ??= app;
    app.addHook("onRequest", (request, reply, done) => {
      if (request.method !== "GET" && request.method !== "HEAD") return done();
      if (request.routeOptions.config.responseCache === false) return done();
      // The back office's reads (a bearer token) may show more than the public's: never shared.
      if (request.headers.authorization !== undefined) return done();
      const key = cacheKeyOf(request);
      if (key === undefined) return done();
      const unknown = (error: unknown) => {
        // The database cannot say: the route answers for itself, and nothing is cached.
        request.log.warn({ err: error }, "content version unknown; answering without the cache");
        done();
      };
      let version: number | Promise<number>;
      try {
        version = versions.current();
      } catch (error) {
        return unknown(error);
      }
      // The embedded database's version is at hand: a hit is sent without a promise.
      if (typeof version === "number") {
        const entry = entries.get(key);
        if (entry && entry.version >= version) return sendEntry(request, reply, entry, "hit");
        void lookup(request, reply, key, version).then(() => done(), done);
        return;
      }
      version.then((known) => lookup(request, reply, key, known).then(() => done(), done), unknown);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (request.method !== "GET" && request.method !== "HEAD") {
        // A write of content: the next reader must get it, and none should wait for it.
        if (reply.statusCode < 400) await revalidate();
        return payload;
      }
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
      const routeVary = reply.getHeader("vary");
      reply.header(
        "vary",
        ["Accept-Encoding", routeVary ? String(routeVary) : undefined].filter(Boolean).join(", "),
      );
      // Stored, but asked again each time: a write is visible on the next request.
      reply.header("cache-control", "no-cache");
      reply.header("content-type", reply.getHeader("content-type") ?? "application/octet-stream");
      const headers = reply.getHeaders() as OutgoingHttpHeaders;
      for (const name of PER_REQUEST_HEADERS) delete headers[name];
      const hash = etagOf(body).slice(1, -1);
      const varies = String(headers.vary)
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== "accept-encoding");
      const entry: CacheEntry = {
        key: own.key,
        version: own.fill.version,
        headers,
        varies,
        hash,
        identity: representation(headers, body, `"${hash}"`, "identity"),
        bytes: 0,
        sentAt: Date.now(),
        hits: 0,
      };
      // The few busiest entries revalidated for a write are compressed beyond the rest.
      const room =
        request.headers[REVALIDATE_HEADER] === undefined
          ? MAX_FIRST_COMPRESSIONS
          : MAX_COMPRESSIONS + REVALIDATE_AT_MOST;
      const compressed = await compressIfRoom(body, room);
      if (compressed) withCompressed(entry, compressed);
      entry.bytes = sizeOf(entry);
      const stored = store(entry);
      settle(request, entry);
      touch(entry);
      // The bytes are final: @fastify/compress must not compress a plain one again.
      request.headers["x-no-compression"] = "1";
      const { chosen, notModified } = negotiate(request.headers, entry);
      reply.removeHeader("content-length");
      reply.headers(notModified ? chosen.notModified : chosen.ok);
      reply.header("cache-status", `${CACHE_NAME}; ${stored ? `${missed}; stored` : missed}`);
      if (notModified) {
        reply.code(304);
        return Buffer.alloc(0);
      }
      return chosen.body;
    });

    // From the moment the server starts to stop, every request goes through Fastify, which
    // answers those still arriving and closes their connections.
    app.addHook("preClose", async () => {
      beforeRouting = false;
    });
    // A response that never reached onSend (a dropped connection) must not hold its waiters.
    app.addHook("onResponse", async (request) => settle(request, undefined));
    app.addHook("onRequestAbort", async (request) => settle(request, undefined));
  }

  /** `cacheKey`, remembered per route and address: the query is validated once per address. */
  const keys = new WeakMap<object, Map<string, string | undefined>>();
  function cacheKeyOf(request: FastifyRequest): string | undefined {
    const route = request.routeOptions.config;
    let known = keys.get(route);
    if (!known) {
      known = new Map();
      keys.set(route, known);
    }
    if (known.has(request.url)) return known.get(request.url);
    const key = cacheKey(request);
    if (known.size >= MEMO_LIMIT) known.clear();
    known.set(request.url, key);
    if (key !== undefined && request.routeOptions.config.responseCache !== false) {
      if (addressKeys.size >= MEMO_LIMIT) addressKeys.clear();
      addressKeys.set(request.url, key);
    }
    return key;
  }

  /** Sends a fresh entry as a bare node:http server would: its headers were made when cached. */
  const sendBeforeRouting = (
    request: IncomingMessage,
    response: ServerResponse,
    entry: CacheEntry,
  ) => {
    touch(entry);
    compressLater(entry);
    const { chosen, notModified } = negotiate(request.headers, entry);
    response.writeHead(notModified ? 304 : 200, [
      ...(notModified ? chosen.notModifiedLines : chosen.okLines),
      "x-request-id",
      requestIdOf(request),
      "cache-status",
      HIT,
    ]);
    response.end(notModified ? undefined : chosen.body);
  };

  /**
   * Answers a request for an address the cache already knows, with a fresh entry, before
   * Fastify routes it: a hit then costs what a bare node:http server's response does. Returns
   * false to leave the request to Fastify; true when it took it, calling `next` itself if the
   * entry turns out to be stale (the version is read from PostgreSQL). An entry that varies on
   * a header the request sends (the page's language Cookie) is left to its route's hooks.
   */
  function serveBeforeRouting(
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ): boolean {
    if (!beforeRouting || (request.method !== "GET" && request.method !== "HEAD")) return false;
    if (request.headers.authorization !== undefined) return false;
    const key = addressKeys.get(request.url ?? "");
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry || entry.varies.some((name) => request.headers[name] !== undefined)) return false;
    let version: number | Promise<number>;
    try {
      version = versions.current();
    } catch {
      return false;
    }
    if (typeof version === "number") {
      if (entry.version < version) return false;
      sendBeforeRouting(request, response, entry);
      return true;
    }
    version.then(
      (known) => {
        const now = entries.get(entry.key);
        if (now && now.version >= known && beforeRouting) sendBeforeRouting(request, response, now);
        else next();
      },
      () => next(),
    );
    return true;
  }

  return {
    register,
    serveBeforeRouting,
    /** Entries and bytes held, for tests and the benchmark. */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
