// The background thread's code (started by backgroundThread.ts, built as dist/backgroundWorker.js):
// it parses large JSON bodies, renders the public page and compresses cached responses at the
// lowest CPU priority, one message per job.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * No body of the API nests deeper than a few levels; a deeper one is refused before it is parsed,
 * since its parsed value could not even be sent back from the thread (the structured clone
 * recurses, and overflows its stack some thousands of levels down).
 */
export const MAX_JSON_DEPTH = 64;
// Brotli's quality for cached responses: on the page's 116 KB of HTML, 6 takes 4 ms for 23.1 KB,
// 9 takes 26 ms for 22.9 KB and 11 300 ms for 20.6 KB; a write waits for the busiest to be
// made again and compressed (responseCache.ts, revalidate), so 6.
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 9;
/** The `workerData` the thread is started with: imported anywhere else, this module does nothing. */
export const BACKGROUND_WORKER = "shelter-background-worker";

/** A job for the thread and the result it sends back. */
export interface Jobs {
  parseJson: { payload: ArrayBuffer; result: Parsed };
  compress: { payload: ArrayBuffer; result: { br: Uint8Array; gzip: Uint8Array } };
  renderPage: { payload: { entry: string; input: unknown }; result: unknown };
}
export type JobName = keyof Jobs;
export type Parsed = { parsed: true; value: unknown } | { parsed: false; tooDeep?: true };
export interface JobMessage<Name extends JobName = JobName> {
  id: number;
  job: Name;
  payload: Jobs[Name]["payload"];
}
/** `unsendable`: the job's result could not be cloned back (nested too deep, a function). */
export type JobReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error?: "failed" | "unsendable" };

// A body naming `__proto__` or `constructor`, written plainly or escaped, is sent back
// unparsed, for the server's own parser to refuse or take.
const SUSPECT = /proto|constructor|\\u00/;
const QUOTE = 34;
const BACKSLASH = 92;
const OPENING = new Set([91, 123]);
const CLOSING = new Set([93, 125]);

/**
 * Whether `text` nests no deeper than `max`: brackets are counted outside strings, each string
 * skipped whole by indexOf (a photo's data URL is one string).
 */
export function nestedWithin(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return true;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === BACKSLASH) slashes += 1;
        if (slashes % 2 === 0) break;
      }
    } else if (OPENING.has(code)) {
      depth += 1;
      if (depth > max) return false;
    } else if (CLOSING.has(code)) {
      depth -= 1;
    }
  }
  return true;
}

type RenderPage = (input: unknown) => unknown;
const renderers = new Map<string, Promise<RenderPage>>();

const jobs: { [Name in JobName]: (payload: Jobs[Name]["payload"]) => unknown } = {
  parseJson(bytes) {
    const text = Buffer.from(bytes).toString("utf8");
    if (!nestedWithin(text, MAX_JSON_DEPTH)) return { parsed: false, tooDeep: true };
    if (text.charCodeAt(0) === 0xfeff || SUSPECT.test(text)) return { parsed: false };
    return { parsed: true, value: JSON.parse(text) };
  },
  compress(bytes) {
    const body = Buffer.from(bytes);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    return { br, gzip: gzipSync(body, { level: GZIP_LEVEL }) };
  },
  async renderPage({ entry, input }) {
    let render = renderers.get(entry);
    if (!render) {
      render = import(entry).then((module: { renderPage: RenderPage }) => module.renderPage);
      renderers.set(entry, render);
    }
    return (await render)(input);
  },
};

/**
 * On Linux a nice value is a thread's own: on a server with one core, work moved off the event
 * loop at the same priority would still take half of that core from the visitors' requests.
 */
function lowerPriority(): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 19);
  } catch {
    // No /proc (macOS), or a container that forbids it: the jobs run at normal priority.
  }
}

if (parentPort && workerData === BACKGROUND_WORKER) {
  const port = parentPort;
  lowerPriority();
  port.on("message", async ({ id, job, payload }: JobMessage) => {
    let reply: JobReply;
    try {
      const run = jobs[job] as (payload: unknown) => unknown;
      reply = { id, ok: true, result: await run(payload) };
    } catch {
      reply = { id, ok: false, error: "failed" };
    }
    // A result that cannot be cloned fails its own job only, not the thread (an exception here
    // would end it, and fail every job in flight).
    try {
      port.postMessage(reply);
    } catch {
      port.postMessage({ id, ok: false, error: "unsendable" } satisfies JobReply);
    }
  });
}
