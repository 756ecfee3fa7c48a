import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

/**
 * From this size a JSON body is decoded and parsed in the background thread: a photo's data
 * URL is megabytes of JSON, and turning them into a string and an object on the event loop holds
 * every visitor's request for tens of milliseconds (issue 9: reads during writes).
 */
export const PARSE_APART_FROM_BYTES = 256 * 1024;
/**
 * No body of the API nests deeper than a few levels; a deeper one is refused before it is parsed,
 * since its parsed value could not even be sent back from the thread (the structured clone
 * recurses, and overflows its stack some thousands of levels down).
 */
export const MAX_JSON_DEPTH = 64;
/** A thread with nothing to do for this long ends, and gives its memory back. */
const IDLE_MS = 10_000;
// Quality 9 is within a few per cent of 11 at a tenth of its time.
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

// Plain JavaScript, evaluated as the thread's script: nothing to build or resolve.
// - Its thread runs at the lowest priority (on Linux a nice value is a thread's own): on a
//   server with one core, work moved off the event loop at the same priority would still take
//   half of that core from the visitors' requests while it runs.
// - A body that might name `__proto__` or `constructor`, written plainly or escaped, or that
//   does not parse, is sent back unparsed, for the server's own parser to refuse or take.
// - A body nested deeper than MAX_JSON_DEPTH is refused unparsed: its brackets are counted
//   outside strings, each string skipped whole by indexOf (a photo's data URL is one string).
// - Every answer is sent inside a try: a result that cannot be cloned fails its own job only,
//   not the thread (an exception there would end it, and fail every job in flight).
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { readlinkSync } = require("node:fs");
const { setPriority } = require("node:os");
const zlib = require("node:zlib");
try {
  setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
} catch {}
const SUSPECT = /proto|constructor|\\\\u00/;
const renderers = new Map();
function nestedWithin(text, max) {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return true;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 92) slashes += 1;
        if (slashes % 2 === 0) break;
      }
    } else if (code === 91 || code === 123) {
      depth += 1;
      if (depth > max) return false;
    } else if (code === 93 || code === 125) {
      depth -= 1;
    }
  }
  return true;
}
const jobs = {
  async renderPage({ entry, input }) {
    let render = renderers.get(entry);
    if (!render) {
      render = (await import(entry)).renderPage;
      renderers.set(entry, render);
    }
    return render(input);
  },
  parseJson(bytes) {
    const text = Buffer.from(bytes).toString("utf8");
    if (!nestedWithin(text, ${MAX_JSON_DEPTH})) return { parsed: false, tooDeep: true };
    if (text.charCodeAt(0) === 0xfeff || SUSPECT.test(text)) return { parsed: false };
    return { parsed: true, value: JSON.parse(text) };
  },
  compress(bytes) {
    const body = Buffer.from(bytes);
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: ${BROTLI_QUALITY},
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: ${GZIP_LEVEL} });
    return { br, gzip };
  },
};
parentPort.on("message", async ({ id, job, payload }) => {
  let answer;
  try {
    answer = { id, ok: true, result: await jobs[job](payload) };
  } catch {
    answer = { id, ok: false, error: "failed" };
  }
  try {
    parentPort.postMessage(answer);
  } catch {
    parentPort.postMessage({ id, ok: false, error: "unsendable" });
  }
});
`;

type Parsed = { parsed: true; value: unknown } | { parsed: false; tooDeep?: true };
type Compressed = { br: Buffer; gzip: Buffer };
/** `unsendable`: the job's result could not be cloned back (nested too deep, a function). */
type Answer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error?: "failed" | "unsendable" };

const brotliHere = promisify(brotliCompress);
const gzipHere = promisify(gzip);

/** Both compressed forms of an answer, made on libuv's threads (what the thread falls back to). */
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
 * JSON bodies, rendering the public page and compressing kept answers. Started on first use, ended when idle; a thread that
 * fails fails only its jobs, and the next job starts another.
 */
export function createBackgroundThread({ idleMs = IDLE_MS } = {}) {
  const pending = new Map<number, (answer: Answer) => void>();
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;

  const failAll = () => {
    for (const [id, resolve] of pending) resolve({ id, ok: false });
    pending.clear();
  };

  const started = () => {
    if (worker) return worker;
    const thread = new Worker(WORKER_SOURCE, { eval: true });
    thread.unref();
    thread.on("message", (answer: Answer) => {
      pending.get(answer.id)?.(answer);
      pending.delete(answer.id);
      if (pending.size === 0) idle = setTimeout(stop, idleMs).unref();
    });
    const ended = () => {
      if (worker === thread) worker = undefined;
      failAll();
    };
    thread.on("error", ended);
    thread.on("exit", ended);
    worker = thread;
    return thread;
  };

  function run(job: string, payload: unknown, transfer: ArrayBuffer[] = []): Promise<Answer> {
    clearTimeout(idle);
    const id = next++;
    return new Promise<Answer>((resolve) => {
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
      const answer = await run("parseJson", bytes, [bytes]);
      if (answer.ok) return answer.result as Parsed;
      // Parsed there but not sendable: parsing it here would only overflow this thread instead.
      return answer.error === "unsendable" ? { parsed: false, tooDeep: true } : { parsed: false };
    },
    /** Brotli and gzip of `body`; made here, on libuv's threads, if the thread failed. */
    async compress(body: Buffer): Promise<Compressed> {
      const bytes = bytesOf(body);
      const answer = await run("compress", bytes, [bytes]);
      if (!answer.ok) return compressHere(body);
      const { br, gzip } = answer.result as { br: Uint8Array; gzip: Uint8Array };
      const buffer = (bytes: Uint8Array) =>
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
      return { br: buffer(br), gzip: buffer(gzip) };
    },
    /**
     * `renderPage(input)` of the server renderer at `entry` (a file URL), loaded once in the
     * thread; undefined if the thread could not render, for the caller to render itself.
     */
    async renderPage<Rendered>(entry: string, input: unknown): Promise<Rendered | undefined> {
      const answer = await run("renderPage", { entry, input });
      return answer.ok ? (answer.result as Rendered) : undefined;
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
      void background.parseJson(body).then((answer) => {
        if (answer.parsed) done(null, answer.value);
        else if (answer.tooDeep) done(new HttpError(400, "jsonTooDeep"));
        else parseHere(request, body.toString("utf8"), done);
      });
    },
  );
}
