import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { newsFields, sendAsAdmin } from "../apps/server/src/testing/api.ts";
// @ts-expect-error: a plain script of `npm start`, without type declarations
import { buildServer, ensureBuilt, stampOf, TARGETS } from "./builds.mjs";

interface Target {
  name: string;
  sources: string[];
  outputs: string[];
  stampFile: string;
  build: (root: string) => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const ADMIN = { email: "admin@busha.org", password: "secret12" };
const quiet = { log: () => {}, warn: () => {} };
// The fake builds need no tools; the fallback without them has tests of its own.
const opts = { log: quiet, canBuild: () => true };
let root: string;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** A small repository with one file under each source folder both builds read. */
async function site() {
  root = await mkdtemp(path.join(tmpdir(), "shelter-builds-"));
  const files: Record<string, string> = {
    "apps/web/src/site/News.tsx": "export const a = 1;\n",
    "apps/server/src/main.ts": "export const s = 1;\n",
    "packages/contract/src/news.ts": "export const b = 2;\n",
    "package-lock.json": '{"lockfileVersion":3}\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

/** A target like the real ones, whose build only counts its runs and writes its output. */
function countingTarget(base: Target): Target & { runs: number } {
  const target = {
    ...base,
    runs: 0,
    build: async (at: string) => {
      target.runs += 1;
      for (const output of base.outputs) {
        await mkdir(path.dirname(path.join(at, output)), { recursive: true });
        await writeFile(path.join(at, output), `build ${target.runs}\n`);
      }
    },
  };
  return target;
}

describe("the builds' stamps", () => {
  it("stay the same while nothing a build reads changed", async () => {
    await site();
    const web = stampOf(root, TARGETS.web.sources);
    const server = stampOf(root, TARGETS.server.sources);
    await writeFile(path.join(root, "README.md"), "not read by either build\n");
    expect(stampOf(root, TARGETS.web.sources)).toBe(web);
    expect(stampOf(root, TARGETS.server.sources)).toBe(server);
  });

  it("change the web's with a web source, the shared contract or the lockfile", async () => {
    await site();
    const stamps = new Set([stampOf(root, TARGETS.web.sources)]);
    await writeFile(path.join(root, "apps/web/src/site/News.tsx"), "export const a = 3;\n");
    stamps.add(stampOf(root, TARGETS.web.sources));
    await writeFile(path.join(root, "packages/contract/src/news.ts"), "export const b = 4;\n");
    stamps.add(stampOf(root, TARGETS.web.sources));
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"x":1}\n');
    stamps.add(stampOf(root, TARGETS.web.sources));
    expect(stamps.size).toBe(4);
  });

  it("change the server's with a server source, the shared contract or the lockfile, not a web one", async () => {
    await site();
    const stamps = new Set([stampOf(root, TARGETS.server.sources)]);
    await writeFile(path.join(root, "apps/web/src/site/News.tsx"), "export const a = 3;\n");
    expect(stampOf(root, TARGETS.server.sources)).toBe([...stamps][0]);
    await writeFile(path.join(root, "apps/server/src/main.ts"), "export const s = 2;\n");
    stamps.add(stampOf(root, TARGETS.server.sources));
    await writeFile(path.join(root, "packages/contract/src/news.ts"), "export const b = 4;\n");
    stamps.add(stampOf(root, TARGETS.server.sources));
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"x":1}\n');
    stamps.add(stampOf(root, TARGETS.server.sources));
    expect(stamps.size).toBe(4);
  });
});

describe("a start", () => {
  it.each(["web", "server"] as const)(
    "builds the %s when no build exists, not again while its sources are unchanged, and again after a source changed",
    async (name) => {
      await site();
      const target = countingTarget(TARGETS[name]);
      const source = name === "web" ? "apps/web/src/site/News.tsx" : "apps/server/src/main.ts";

      expect(await ensureBuilt(root, target, opts)).toBe(true);
      expect(await ensureBuilt(root, target, opts)).toBe(false);
      expect(target.runs).toBe(1);

      await writeFile(path.join(root, source), "export const changed = true;\n");
      expect(await ensureBuilt(root, target, opts)).toBe(true);
      expect(await ensureBuilt(root, target, opts)).toBe(false);
      expect(target.runs).toBe(2);
    },
  );

  it("builds once when two starts find the same stale build together", async () => {
    await site();
    const target = countingTarget(TARGETS.web);
    const slow = {
      ...target,
      build: async (at: string) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await target.build(at);
      },
    };
    const results = await Promise.all([
      ensureBuilt(root, slow, opts),
      ensureBuilt(root, slow, opts),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(target.runs).toBe(1);
  });

  it("rebuilds after the lockfile changed (an update of the dependencies)", async () => {
    await site();
    const target = countingTarget(TARGETS.web);
    await ensureBuilt(root, target, opts);
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"y":2}\n');
    expect(await ensureBuilt(root, target, opts)).toBe(true);
    expect(target.runs).toBe(2);
  });

  it("rebuilds when the build's output is gone though the stamp matches", async () => {
    await site();
    const target = countingTarget(TARGETS.server);
    await ensureBuilt(root, target, opts);
    await rm(path.join(root, TARGETS.server.outputs[0]));
    expect(await ensureBuilt(root, target, opts)).toBe(true);
  });

  it("keeps an existing build, with a warning, where the build tools are not installed", async () => {
    await site();
    const target = countingTarget(TARGETS.web);
    await ensureBuilt(root, target, opts);
    await writeFile(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"pruned":1}\n');
    const warnings: string[] = [];
    const built = await ensureBuilt(root, target, {
      canBuild: () => false,
      log: { log: () => {}, warn: (text: string) => warnings.push(text) },
    });
    expect(built).toBe(false);
    expect(target.runs).toBe(1);
    expect(warnings.join("")).toContain("existing build");
  });

  it("builds even without the build tools when there is nothing to fall back on", async () => {
    await site();
    const target = countingTarget(TARGETS.server);
    expect(await ensureBuilt(root, target, { canBuild: () => false, log: quiet })).toBe(true);
  });
});

/** The fields of a /proc stat line after the process's name, from its state on (field 3). */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (stat && statFields(stat)[1] === String(pid)) children.push(Number(entry));
  }
  return children;
}

describe("the compiled server", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill("SIGKILL");
    child = undefined;
  });

  it("runs under plain node, without tsx, finds its migrations, demo images and documents and the empty database it copies, and encodes an upload in its built image worker", async () => {
    // Inside the repository, so that the bundle finds the installed packages as apps/server would.
    const cache = path.join(repoRoot, "node_modules/.cache");
    await mkdir(cache, { recursive: true });
    root = await mkdtemp(path.join(cache, "shelter-compiled-"));
    const outdir = path.join(root, "dist");
    await buildServer(repoRoot, outdir);
    const bundle = await readFile(path.join(outdir, "main.js"), "utf8");
    // The shared contract is compiled in; no TypeScript file is imported at run time.
    expect(bundle).not.toMatch(/from\s+["']@shelter\/contract/);
    expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);

    const port = 4900 + Math.floor(Math.random() * 100);
    const dataDir = path.join(root, "data");
    const started = spawn(process.execPath, [path.join(outdir, "main.js")], {
      // NODE_OPTIONS cleared: a loader inherited from the test runner must not help it along.
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        WEB_DIST: path.join(root, "no-web-build"),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    let output = "";
    started.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`exited with ${started.exitCode}: ${output}`);
      if (Date.now() > deadline) throw new Error(`not ready: ${output}`);
      const ready = await fetch(`${base}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const news = (await (await fetch(`${base}/api/news`)).json()) as { image_url: string }[];
    expect(news.length).toBeGreaterThan(0);
    const image = await fetch(new URL(news[0]?.image_url ?? "", base));
    expect(image.status).toBe(200);
    const documents = (await (await fetch(`${base}/api/pdf`)).json()) as unknown[];
    expect(documents.length).toBe(2);
    const settings = await fetch(`${base}/api/settings`);
    expect(settings.status).toBe(200);
    expect(existsSync(path.join(dataDir))).toBe(true);
    // Its database is a copy of the build's empty one: initdb gives each new one its own identifier.
    const systemIdentifier = async (dir: string) =>
      (await readFile(path.join(dir, "global/pg_control"))).subarray(0, 8);
    expect(await systemIdentifier(path.join(dataDir, "db"))).toEqual(
      await systemIdentifier(path.join(outdir, "empty-database")),
    );

    // An upload is encoded by the built worker, a child of the server at the lowest priority.
    const signIn = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await signIn.json()) as { token: string };
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#3a7d44" },
    })
      .jpeg()
      .toBuffer();
    const created = await sendAsAdmin(base, token, "POST", "/api/news", {
      ...newsFields("compiled"),
      image_data: `data:image/jpeg;base64,${photo.toString("base64")}`,
    });
    expect(created.status).toBe(201);
    const variants = created.json?.image_variants as { width: number; url: string }[];
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);
    const stored = await fetch(new URL(variants[0]?.url ?? "", base));
    expect(stored.headers.get("content-type")).toBe("image/webp");

    if (process.platform !== "linux") return;
    const workerFile = path.join(outdir, "imageWorker.js");
    const workers: number[] = [];
    for (const pid of await childrenOf(started.pid ?? 0)) {
      const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
      if (command.split("\0").includes(workerFile)) workers.push(pid);
    }
    expect(workers).toHaveLength(1);
    const worker = workers[0] ?? 0;
    const niceValues = new Set<string | undefined>();
    for (const thread of await readdir(`/proc/${worker}/task`)) {
      // A thread may end between the listing and the read.
      const stat = await readFile(`/proc/${worker}/task/${thread}/stat`, "utf8").catch(() => "");
      if (stat) niceValues.add(statFields(stat)[16]);
    }
    expect(niceValues).toEqual(new Set(["19"]));
    // Neither sharp nor libvips was ever loaded into the server's own process.
    expect(await readFile(`/proc/${started.pid}/maps`, "utf8")).not.toMatch(/sharp|vips/);
    expect(await readFile(`/proc/${worker}/maps`, "utf8")).toMatch(/libvips/);
  }, 120_000);
});
