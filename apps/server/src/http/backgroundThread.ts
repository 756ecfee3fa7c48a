import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import {
  BACKGROUND_WORKER,
  BROTLI_QUALITY,
  GZIP_LEVEL,
  type JobName,
  type JobReply,
  type Jobs,
  type Parsed,
} from "./backgroundWorker.ts";
import { HttpError } from "./errors.ts";

/**
 * From this size a JSON body is decoded and parsed in the background thread: a photo's data
 * URL is megabytes of JSON, and turning them into a string and an object on the event loop holds
 * every visitor's request for tens of milliseconds (issue 9: reads during writes).
 */
export const PARSE_APART_FROM_BYTES = 256 * 1024;
/** A thread with nothing to do for this long ends, and gives its memory back. */
const IDLE_MS = 10_000;

/**
 * The thread's module: built beside main.js (dist/backgroundWorker.js), or from its source. A
 * worker thread takes no `--import` loader on Node 20, so the source is loaded through tsx's
 * require hook, which a thread does take.
 */
function startWorker(): Worker {
  const options = { workerData: BACKGROUND_WORKER };
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(path.join(import.meta.dirname, "backgroundWorker.js"), options);
  }
  const require = createRequire(import.meta.url);
  const tsx = JSON.stringify(require.resolve("tsx/cjs/api"));
  const source = JSON.stringify(path.join(import.meta.dirname, "backgroundWorker.ts"));
  return new Worker(`require(${tsx}).register(); require(${source});`, { ...options, eval: true });
}

type Compressed = { br: Buffer; gzip: Buffer };

const brotliHere = promisify(brotliCompress);
const gzipHere = promisify(gzip);

/** Both compressed forms of a response, made on libuv's threads (what the thread falls back to). */
export async function compressHere(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotliHere(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipHere(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/**
 * One worker thread at the lowest priority for the server's heavy, rare work: parsing large
 * JSON bodies, rendering the public page and compressing cached responses. Started on first use,
 * ended when idle; a thread that fails fails only its jobs, and the next job starts another.
 */
export function createBackgroundThread({ idleMs = IDLE_MS } = {}) {
  const pending = new Map<number, (reply: JobReply) => void>();
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;

  const failAll = () => {
    for (const [id, resolve] of pending) resolve({ id, ok: false });
    pending.clear();
  };

  const started = () => {
    if (worker) return worker;
    const thread = startWorker();
    thread.unref();
    thread.on("message", (reply: JobReply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
      if (pending.size === 0) idle = setTimeout(stop, idleMs).unref();
    });
    // A thread stopped for idleness has failed its jobs already: the jobs pending now are the
    // next thread's.
    const ended = () => {
      if (worker !== thread) return;
      worker = undefined;
      failAll();
    };
    thread.on("error", ended);
    thread.on("exit", ended);
    worker = thread;
    return thread;
  };

  function run<Name extends JobName>(
    job: Name,
    payload: Jobs[Name]["payload"],
    transfer: ArrayBuffer[] = [],
  ): Promise<JobReply> {
    clearTimeout(idle);
    const id = next++;
    return new Promise<JobReply>((resolve) => {
      pending.set(id, resolve);
      started().postMessage({ id, job, payload }, transfer);
    });
  }
  // The thread gets a copy of its own: the caller's buffer may share its memory.
  const bytesOf = (body: Buffer) => new Uint8Array(body).buffer;

  function stop(): Promise<unknown> {
    clearTimeout(idle);
    const thread = worker;
    worker = undefined;
    failAll();
    return thread ? thread.terminate() : Promise.resolve();
  }

  return {
    /**
     * The parsed body; `tooDeep` when it nests too deep to be parsed (or sent back) at all;
     * else `parsed: false` for the server's own parser to have its say.
     */
    async parseJson(body: Buffer): Promise<Parsed> {
      const bytes = bytesOf(body);
      const reply = await run("parseJson", bytes, [bytes]);
      if (reply.ok) return reply.result as Parsed;
      // Parsed there but not sendable: parsing it here would only overflow this thread instead.
      return reply.error === "unsendable" ? { parsed: false, tooDeep: true } : { parsed: false };
    },
    /** Brotli and gzip of `body`; made here, on libuv's threads, if the thread failed. */
    async compress(body: Buffer): Promise<Compressed> {
      const bytes = bytesOf(body);
      const reply = await run("compress", bytes, [bytes]);
      if (!reply.ok) return compressHere(body);
      const { br, gzip } = reply.result as Jobs["compress"]["result"];
      const buffer = (bytes: Uint8Array) =>
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
      return { br: buffer(br), gzip: buffer(gzip) };
    },
    /**
     * `renderPage(input)` of the server renderer at `entry` (a file URL), loaded once in the
     * thread; undefined if the thread could not render, for the caller to render itself.
     */
    async renderPage<Rendered>(entry: string, input: unknown): Promise<Rendered | undefined> {
      const reply = await run("renderPage", { entry, input });
      return reply.ok ? (reply.result as Rendered) : undefined;
    },
    /** Ends the thread, if one is running. */
    stop,
  };
}

export type BackgroundThread = ReturnType<typeof createBackgroundThread>;

/**
 * Fastify's own JSON parser, with large bodies parsed in the background thread first: the
 * answer and every error (invalid JSON, an empty body, `__proto__`) stay exactly what its
 * parser makes. Only a signed-in administrator sends a large body (a photo, a document): the
 * guard has run in onRequest by now, and a stranger's large body is refused unparsed.
 */
export function registerJsonBodies(app: FastifyInstance, background: BackgroundThread): void {
  const parseHere = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer" },
    (request, body: Buffer, done) => {
      if (body.length < PARSE_APART_FROM_BYTES) {
        parseHere(request, body.toString("utf8"), done);
        return;
      }
      if (!request.admin) {
        done(new HttpError(413, "tooLarge"));
        return;
      }
      void background.parseJson(body).then((parsed) => {
        if (parsed.parsed) done(null, parsed.value);
        else if (parsed.tooDeep) done(new HttpError(400, "jsonTooDeep"));
        else parseHere(request, body.toString("utf8"), done);
      });
    },
  );
}
