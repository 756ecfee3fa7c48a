import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface EncodedVariant {
  width: number;
  height: number;
  body: Buffer;
}

export class UnsupportedImageError extends Error {}

/** The image worker's nice value: on a core shared with the server, the event loop goes first. */
export const IMAGE_WORKER_PRIORITY = 19;

/** A message to the image worker's process (imageWorker.ts), and its answer. */
export interface EncodeRequest {
  id: number;
  bytes: Buffer;
}

export type EncodeReply =
  | { id: number; variants: EncodedVariant[] }
  | { id: number; unsupported: string }
  | { id: number; failed: string };

export interface ImageWorkerOptions {
  /** How long the process waits for the next image before it exits and frees its memory. */
  idleMs?: number;
  /** Longer than any real photo takes: a job still running is stuck, and its process killed. */
  timeoutMs?: number;
}

export type ImageWorker = ReturnType<typeof createImageWorker>;

interface Job {
  bytes: Buffer;
  resolve(variants: EncodedVariant[]): void;
  reject(error: Error): void;
}

/** The worker's file: compiled beside main.js by the build, or run from its source through tsx. */
function workerEntry(): { file: string; execArgv: string[] } {
  if (!import.meta.url.endsWith(".ts")) {
    return { file: path.join(import.meta.dirname, "imageWorker.js"), execArgv: [] };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { file: path.join(import.meta.dirname, "imageWorker.ts"), execArgv: ["--import", tsx] };
}

/**
 * Encodes images in a child process started on first use, so that sharp and its threads never
 * run in the server's process (the worker lowers its own priority: see imageWorker.ts).
 * One image at a time: libvips already spreads one image over every core, and a second at
 * once would only double the memory. A process that dies fails only the image it was encoding.
 */
export function createImageWorker({
  idleMs = 10_000,
  timeoutMs = 60_000,
}: ImageWorkerOptions = {}) {
  const queue: Job[] = [];
  let child: ChildProcess | undefined;
  let running: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let lastId = 0;

  function start(): ChildProcess {
    const { file, execArgv } = workerEntry();
    const started = fork(file, [], {
      execArgv,
      serialization: "advanced",
      // It gets none of the server's settings, above all none of its secrets (database, S3,
      // tokens). glibc gives each of libvips' threads a heap of its own, which keeps what it
      // freed: the worker grew to 270 MB over the 41 demo photos of a first start, to 150-170 MB
      // with two heaps and no libvips cache (issue 19: a first start within 400 MB).
      env: {
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
        ...(process.env.NODE_ENV ? { NODE_ENV: process.env.NODE_ENV } : {}),
      },
    });
    // Lowered here as well as by the worker itself, which can only do it once Node has started
    // in it: that start (some 100 ms of CPU) would otherwise take the core from the event loop.
    try {
      if (started.pid) setPriority(started.pid, IMAGE_WORKER_PRIORITY);
    } catch {
      // Forbidden in some containers: the worker still lowers its own priority where it can.
    }
    started.on("message", (reply: EncodeReply) => {
      if (started === child) finish(reply);
    });
    const lost = (reason: string) => {
      if (started !== child) return;
      child = undefined;
      started.kill("SIGKILL");
      fail(new Error(`the image worker ${reason}`));
    };
    started.on("exit", (code, signal) => lost(`stopped (${signal ?? `exit code ${code}`})`));
    started.on("error", (error) => lost(`failed: ${error.message}`));
    return started;
  }

  function next(): void {
    if (running) return;
    const job = queue.shift();
    if (!job) {
      rest();
      return;
    }
    clearTimeout(idleTimer);
    child ??= start();
    // Busy, the process keeps the server's event loop alive until the answer comes back.
    child.ref();
    child.channel?.ref();
    const id = ++lastId;
    const timer = setTimeout(() => {
      child?.kill("SIGKILL");
      child = undefined;
      fail(new Error(`the image worker took over ${timeoutMs} ms and was stopped`));
    }, timeoutMs);
    running = { id, job, timer };
    child.send({ id, bytes: job.bytes } satisfies EncodeRequest);
  }

  /** Idle, the process keeps nothing alive, and exits once it has waited `idleMs` in vain. */
  function rest(): void {
    const resting = child;
    if (!resting) return;
    resting.unref();
    resting.channel?.unref();
    idleTimer = setTimeout(() => letGo(resting), idleMs).unref();
  }

  /** Closes the channel: the process exits (imageWorker.ts), and its memory is the system's again. */
  function letGo(resting: ChildProcess): void {
    if (child !== resting) return;
    child = undefined;
    resting.disconnect();
  }

  function finish(reply: EncodeReply): void {
    if (running?.id !== reply.id) return;
    const { job, timer } = running;
    clearTimeout(timer);
    running = undefined;
    if ("variants" in reply) job.resolve(reply.variants);
    else if ("unsupported" in reply) job.reject(new UnsupportedImageError(reply.unsupported));
    else job.reject(new Error(`the image worker failed: ${reply.failed}`));
    next();
  }

  function fail(error: Error): void {
    if (running) {
      clearTimeout(running.timer);
      running.job.reject(error);
      running = undefined;
    }
    next();
  }

  return {
    encode(bytes: Buffer): Promise<EncodedVariant[]> {
      return new Promise((resolve, reject) => {
        queue.push({ bytes, resolve, reject });
        next();
      });
    },

    /** Lets an idle process exit now instead of after `idleMs`; the next image starts another. */
    release(): void {
      if (!child || running || queue.length > 0) return;
      clearTimeout(idleTimer);
      letGo(child);
    },

    /** The process id of the running worker, if one runs. */
    get pid(): number | undefined {
      return child?.pid;
    },
  };
}

let imageWorker: ImageWorker | undefined;

/**
 * Decodes the bytes (whatever type was declared), refuses anything but JPEG, PNG and WebP
 * (UnsupportedImageError), and encodes WebP copies at the standard widths without metadata.
 */
export function encodeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  imageWorker ??= createImageWorker();
  return imageWorker.encode(bytes);
}

/** After a batch (the demo's photos at a first start): the idle worker's process exits now. */
export function releaseImageWorker(): void {
  imageWorker?.release();
}
