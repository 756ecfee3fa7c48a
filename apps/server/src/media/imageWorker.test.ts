import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { canvas } from "../testing/photos.ts";
import { createImageWorker, UnsupportedImageError } from "./imageVariants.ts";

const workers: number[] = [];

/** Kills any worker a test left running: with the process gone a failed test would leave them. */
afterEach(() => {
  for (const pid of workers.splice(0)) {
    if (isRunning(pid)) process.kill(pid, "SIGKILL");
  }
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

function pidOf(worker: { pid: number | undefined }): number {
  const { pid } = worker;
  if (pid === undefined) throw new Error("no worker process is running");
  workers.push(pid);
  return pid;
}

/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
async function threadNiceValues(pid: number): Promise<number[]> {
  const values: number[] = [];
  for (const thread of await readdir(`/proc/${pid}/task`)) {
    const stat = await readFile(`/proc/${pid}/task/${thread}/stat`, "utf8").catch(() => null);
    // A thread may end between the listing and the read; the name in parentheses may hold spaces.
    if (stat) values.push(Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
  }
  return values;
}

/** A photo big enough to keep the worker busy for a while: noise does not compress away. */
function noisyPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#7a6a4f",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

describe("the image worker", () => {
  it("refuses an unreadable file and a GIF with the same errors as ever", async () => {
    const worker = createImageWorker();
    const unreadable = worker.encode(Buffer.from("not an image at all"));
    await expect(unreadable).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(unreadable).rejects.toThrow(/^not a readable image$/);
    const gif = worker.encode(await canvas(40, 40).gif().toBuffer());
    await expect(gif).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(gif).rejects.toThrow(/^format gif is not accepted$/);
  });

  it.runIf(process.platform === "linux")(
    "runs every thread of its process at nice 19, libvips' and libuv's included",
    async () => {
      const worker = createImageWorker();
      await worker.encode(await canvas(2400, 1600).jpeg().toBuffer());
      const pid = pidOf(worker);
      expect(pid).not.toBe(process.pid);
      const values = await threadNiceValues(pid);
      // The main thread, V8's helpers, libuv's pool and libvips' workers.
      expect(values.length).toBeGreaterThan(8);
      expect(new Set(values)).toEqual(new Set([19]));
    },
  );

  it.runIf(process.platform === "linux")(
    "gives its process none of the server's secrets: no database, storage or token settings",
    async () => {
      const secrets = {
        DATABASE_URL: "postgres://shelter:secret@db/shelter",
        S3_SECRET_ACCESS_KEY: "s3-secret-key",
        TOKEN_SECRET: "token-secret-of-at-least-32-bytes!!",
      };
      const before = { ...process.env };
      Object.assign(process.env, secrets);
      try {
        const worker = createImageWorker();
        await worker.encode(await canvas(100, 100).png().toBuffer());
        const environment = await readFile(`/proc/${pidOf(worker)}/environ`, "utf8");
        for (const [name, value] of Object.entries(secrets)) {
          expect(environment).not.toContain(name);
          expect(environment).not.toContain(value);
        }
      } finally {
        for (const name of Object.keys(secrets)) {
          if (before[name] === undefined) delete process.env[name];
          else process.env[name] = before[name];
        }
      }
    },
  );

  it.runIf(process.platform === "linux")(
    "starts its process with two glibc heaps, unless the environment says otherwise",
    async () => {
      const worker = createImageWorker();
      await worker.encode(await canvas(100, 100).png().toBuffer());
      const environment = await readFile(`/proc/${pidOf(worker)}/environ`, "utf8");
      const expected = process.env.MALLOC_ARENA_MAX ?? "2";
      expect(environment.split("\0")).toContain(`MALLOC_ARENA_MAX=${expected}`);
    },
  );

  it("fails the image it was encoding when its process is killed, and encodes the next in a new one", async () => {
    const worker = createImageWorker();
    await worker.encode(await canvas(100, 100).png().toBuffer());
    const first = pidOf(worker);
    const encoding = worker.encode(await noisyPhoto());
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(first, "SIGKILL");
    await expect(encoding).rejects.toThrow("the image worker stopped (SIGKILL)");
    await expect(encoding).rejects.not.toBeInstanceOf(UnsupportedImageError);

    const variants = await worker.encode(await canvas(500, 250).png().toBuffer());
    expect(variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect(pidOf(worker)).not.toBe(first);
  });

  it("kills a process whose image takes over the time limit", async () => {
    const worker = createImageWorker({ timeoutMs: 200 });
    const encoding = worker.encode(await noisyPhoto());
    const pid = pidOf(worker);
    await expect(encoding).rejects.toThrow("the image worker took over 200 ms and was stopped");
    expect(await gone(pid)).toBe(true);
  });

  it("exits once it has waited its idle time for another image", async () => {
    const worker = createImageWorker({ idleMs: 300 });
    await worker.encode(await canvas(100, 100).png().toBuffer());
    const pid = pidOf(worker);
    expect(isRunning(pid)).toBe(true);
    expect(await gone(pid)).toBe(true);
    expect(worker.pid).toBeUndefined();
  });

  it("exits at once when released while idle, and starts again for the next image", async () => {
    const worker = createImageWorker({ idleMs: 60_000 });
    await worker.encode(await canvas(100, 100).png().toBuffer());
    const first = pidOf(worker);
    worker.release();
    expect(worker.pid).toBeUndefined();
    expect(await gone(first)).toBe(true);
    const variants = await worker.encode(await canvas(500, 250).png().toBuffer());
    expect(variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect(pidOf(worker)).not.toBe(first);
  });

  it("finishes the images it was given when released while busy", async () => {
    const worker = createImageWorker({ idleMs: 60_000 });
    const encoding = worker.encode(await canvas(800, 600).jpeg().toBuffer());
    const next = worker.encode(await canvas(400, 300).png().toBuffer());
    const pid = pidOf(worker);
    worker.release();
    expect((await encoding).length).toBeGreaterThan(0);
    expect((await next).length).toBeGreaterThan(0);
    expect(worker.pid).toBe(pid);
  });

  describe("started from a script", () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const workerModule = pathToFileURL(path.join(import.meta.dirname, "imageVariants.ts")).href;
    const photo = path.join(import.meta.dirname, "../demo/images/gallery-01.jpg");

    /** Node encoding a photo with a worker idle for 60 s, then running `rest`. */
    function script(rest: string) {
      const code = `
        const { readFile } = await import("node:fs/promises");
        const { createImageWorker } = await import(${JSON.stringify(workerModule)});
        const worker = createImageWorker({ idleMs: 60_000 });
        await worker.encode(await readFile(${JSON.stringify(photo)}));
        console.log(worker.pid);
        ${rest}`;
      const child = spawn(process.execPath, ["--import", tsx, "--input-type=module", "-e", code], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      const workerPid = new Promise<number>((resolve, reject) => {
        child.stdout.once("data", (chunk: Buffer) => resolve(pidOf({ pid: Number(chunk) })));
        child.once("exit", (code) => reject(new Error(`the script exited with ${code}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      return { child, workerPid, exited };
    }

    it("lets the script end without waiting for the idle worker, which then exits too", async () => {
      const begun = Date.now();
      const { workerPid, exited } = script("");
      const pid = await workerPid;
      expect(await exited).toBe(0);
      expect(Date.now() - begun).toBeLessThan(20_000);
      expect(await gone(pid)).toBe(true);
    });

    it("exits when the process that started it is killed", async () => {
      const { child, workerPid } = script("setInterval(() => {}, 1000);");
      const pid = await workerPid;
      expect(isRunning(pid)).toBe(true);
      child.kill("SIGKILL");
      expect(await gone(pid)).toBe(true);
    });
  });
});
