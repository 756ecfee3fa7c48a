import { type ChildProcess, spawn } from "node:child_process";
import {
  cp,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsFields, sendAsAdmin } from "../apps/server/src/testing/api.ts";
import { processTreeMemory } from "../apps/server/src/testing/processTree.ts";
import { SERVER_NODE_FLAGS } from "../apps/server/src/testing/siteBuild.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const ADMIN = { email: "admin@busha.org", password: "secret12" };
// Text a visitor sees on the page (a web source), and a validation message of the shared contract
// that the API answers with (the server bundles the contract).
const PAGE_TEXT = {
  file: "apps/web/src/i18n/locales/uk/hero.json",
  text: "Притулок для корів і телят у Буші",
};
const CONTRACT_TEXT = {
  file: "packages/contract/src/messages.ts",
  text: "Введіть коректний email",
};

let checkout: string;
let dataDir: string;

/**
 * A checkout of its own to edit: the repository's files (tracked, and new ones not ignored) with
 * the installed packages linked in, its workspaces linked to its own copies, and the entries of
 * the repository's build cache hard-linked into its own (Turborepo writes new entries, never
 * changes one), so that a build this repository has made is restored rather than made again.
 */
async function makeCheckout(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "shelter-start-"));
  const listed = spawn("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
  });
  let files = "";
  listed.stdout.on("data", (chunk: Buffer) => {
    files += chunk.toString();
  });
  await new Promise((resolve) => listed.once("exit", resolve));
  for (const file of files.split("\0").filter(Boolean)) {
    const from = path.join(repoRoot, file);
    // A file deleted but not yet committed is still listed.
    if (!(await stat(from).catch(() => undefined))) continue;
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(from, path.join(dir, file));
  }
  await mkdir(path.join(dir, "node_modules/@shelter"), { recursive: true });
  for (const name of await readdir(path.join(repoRoot, "node_modules"))) {
    if (name === "@shelter" || name === ".cache") continue;
    await symlink(path.join(repoRoot, "node_modules", name), path.join(dir, "node_modules", name));
  }
  for (const [name, folder] of [
    ["contract", "packages/contract"],
    ["server", "apps/server"],
    ["web", "apps/web"],
    ["e2e", "e2e"],
  ]) {
    await symlink(path.join(dir, folder), path.join(dir, "node_modules/@shelter", name ?? ""));
  }
  const cache = path.join(repoRoot, ".turbo/cache");
  await mkdir(path.join(dir, ".turbo/cache"), { recursive: true });
  for (const entry of await readdir(cache).catch(() => [])) {
    await link(path.join(cache, entry), path.join(dir, ".turbo/cache", entry));
  }
  return dir;
}

async function replaceText(file: string, from: string, to: string): Promise<void> {
  const full = path.join(checkout, file);
  const text = await readFile(full, "utf8");
  expect(text).toContain(from);
  await writeFile(full, text.replace(from, to));
}

interface Started {
  npm: ChildProcess;
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm start` in the checkout, on the same data folder each time; resolves once it is ready. */
async function npmStart(): Promise<Started> {
  const port = 4900 + Math.floor(Math.random() * 100);
  const npm = spawn("npm", ["start"], {
    cwd: checkout,
    // Its own process group: npm, the shell of each script and the server stop together.
    detached: true,
    env: {
      ...process.env,
      // A loader inherited from the test runner must not help the compiled server along.
      NODE_OPTIONS: "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  npm.stdout?.on("data", collect);
  npm.stderr?.on("data", collect);
  const exited = new Promise((resolve) => npm.once("exit", resolve));
  const stop = async () => {
    if (npm.exitCode === null && npm.pid) process.kill(-npm.pid, "SIGTERM");
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}: ${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`not ready: ${output}`);
    }
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { npm, base, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The server process below `npm start`: node running scripts/start.mjs (not npm's shell). */
async function serverPid(npm: ChildProcess): Promise<number> {
  for (const { pid } of processTreeMemory(npm.pid ?? 0)) {
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (command.split("\0").some((arg) => /(^|\/)scripts\/start\.mjs$/.test(arg))) return pid;
  }
  throw new Error("no server process below npm start");
}

/** The fields of a /proc stat line after the process's name, from its state on (field 3). */
function statFields(text: string): string[] {
  return text.slice(text.lastIndexOf(")") + 2).split(" ");
}

async function loginErrors(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "not an address", password: "secret12" }),
  });
  expect(response.status).toBe(400);
  return response.text();
}

beforeAll(async () => {
  checkout = await makeCheckout();
  dataDir = path.join(checkout, "data");
}, 120_000);

afterAll(async () => {
  if (checkout) await rm(checkout, { recursive: true, force: true });
});

describe("npm start", () => {
  it("runs the server with the same Node flags as the Dockerfile and the tests' own starts", async () => {
    const packageJson = JSON.parse(await readFile(path.join(repoRoot, "package.json"), "utf8"));
    expect(packageJson.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
    const dockerfile = await readFile(path.join(repoRoot, "Dockerfile"), "utf8");
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? "[]";
    expect(JSON.parse(command)).toEqual(["node", ...SERVER_NODE_FLAGS, "scripts/start.mjs"]);
  });

  it("builds the site and runs the compiled server under plain node, which finds its migrations, demo files and empty database and encodes an upload in its built image worker", async () => {
    const site = await npmStart();
    try {
      const bundle = await readFile(path.join(checkout, "apps/server/dist/main.js"), "utf8");
      // The shared contract is compiled in; no TypeScript file is imported at run time.
      expect(bundle).not.toMatch(/from\s+["']@shelter\/contract/);
      expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);

      const page = await (await fetch(`${site.base}/`)).text();
      expect(page).toContain(PAGE_TEXT.text);
      const news = (await (await fetch(`${site.base}/api/news`)).json()) as { image_url: string }[];
      expect(news.length).toBeGreaterThan(0);
      expect((await fetch(new URL(news[0]?.image_url ?? "", site.base))).status).toBe(200);
      const documents = (await (await fetch(`${site.base}/api/pdf`)).json()) as unknown[];
      expect(documents.length).toBe(2);
      // Its database is a copy of the build's empty one: initdb gives each new one its own identifier.
      const systemIdentifier = async (dir: string) =>
        (await readFile(path.join(dir, "global/pg_control"))).subarray(0, 8);
      expect(await systemIdentifier(path.join(dataDir, "db"))).toEqual(
        await systemIdentifier(path.join(checkout, "apps/server/dist/empty-database")),
      );

      // An upload is encoded by the built worker, a child of the server at the lowest priority.
      const signIn = await fetch(`${site.base}/api/login`, {
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
      const created = await sendAsAdmin(site.base, token, "POST", "/api/news", {
        ...newsFields("compiled"),
        image_data: `data:image/jpeg;base64,${photo.toString("base64")}`,
      });
      expect(created.status).toBe(201);
      const variants = created.json?.image_variants as { width: number; url: string }[];
      expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);
      const stored = await fetch(new URL(variants[0]?.url ?? "", site.base));
      expect(stored.headers.get("content-type")).toBe("image/webp");

      const server = await serverPid(site.npm);
      // Under the Node flags the benchmarks and the reliability suites start it with.
      const serverCommand = (await readFile(`/proc/${server}/cmdline`, "utf8")).split("\0");
      const script = serverCommand.findIndex((arg) => /(^|\/)scripts\/start\.mjs$/.test(arg));
      expect(serverCommand.slice(1, script)).toEqual(SERVER_NODE_FLAGS);
      const workerFile = path.join(checkout, "apps/server/dist/imageWorker.js");
      const workers: number[] = [];
      for (const { pid } of processTreeMemory(server)) {
        const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
        if (command.split("\0").includes(workerFile)) workers.push(pid);
      }
      expect(workers).toHaveLength(1);
      const worker = workers[0] ?? 0;
      const niceValues = new Set<string | undefined>();
      for (const thread of await readdir(`/proc/${worker}/task`)) {
        // A thread may end between the listing and the read.
        const text = await readFile(`/proc/${worker}/task/${thread}/stat`, "utf8").catch(() => "");
        if (text) niceValues.add(statFields(text)[16]);
      }
      expect(niceValues).toEqual(new Set(["19"]));
      // Neither sharp nor libvips was ever loaded into the server's own process.
      expect(await readFile(`/proc/${server}/maps`, "utf8")).not.toMatch(/sharp|vips/);
      expect(await readFile(`/proc/${worker}/maps`, "utf8")).toMatch(/libvips/);
    } finally {
      await site.stop();
    }
  }, 300_000);

  it("serves a change of a web source and of the shared contract made after the last build, with another build running beside it", async () => {
    const before = await npmStart();
    try {
      expect(await loginErrors(before.base)).toContain(CONTRACT_TEXT.text);
    } finally {
      await before.stop();
    }
    // As a `git pull` would bring them.
    await replaceText(PAGE_TEXT.file, PAGE_TEXT.text, `${PAGE_TEXT.text}, оновлено`);
    await replaceText(CONTRACT_TEXT.file, CONTRACT_TEXT.text, `${CONTRACT_TEXT.text}, оновлено`);

    // A build beside the start (another start, a benchmark): one waits for the other.
    const otherBuild = spawn("npm", ["run", "build", "--silent"], {
      cwd: checkout,
      stdio: "ignore",
    });
    const otherBuilt = new Promise((resolve) => otherBuild.once("exit", resolve));
    const after = await npmStart();
    expect(await otherBuilt).toBe(0);
    try {
      expect(await (await fetch(`${after.base}/`)).text()).toContain(`${PAGE_TEXT.text}, оновлено`);
      expect(await loginErrors(after.base)).toContain(`${CONTRACT_TEXT.text}, оновлено`);
    } finally {
      await after.stop();
    }
  }, 300_000);

  it("builds nothing when nothing changed since the last build", async () => {
    const built = path.join(checkout, "apps/server/dist/main.js");
    const builtAt = (await stat(built)).mtimeMs;
    const site = await npmStart();
    await site.stop();
    expect(site.output()).toContain(">>> FULL TURBO");
    expect((await stat(built)).mtimeMs).toBe(builtAt);
  }, 120_000);
});
