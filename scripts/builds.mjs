// What `npm start` runs is built, not compiled on the fly: the web client (browser bundle and
// server renderer) and the server (one JavaScript file). Each build leaves a stamp of the
// sources it was made from beside it; a start rebuilds whatever the stamp no longer matches.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { precompress } from "./precompress.mjs";

const SERVER_DIST = "apps/server/dist";

/**
 * The files the server reads beside its code at run time (`import.meta.dirname` of a bundle is
 * its own folder): the bundle's folder receives them under the names the sources use.
 */
const SERVER_FILES = [
  ["apps/server/src/db/migrations", "migrations"],
  ["apps/server/src/demo/images", "images"],
  ["apps/server/src/demo/documents", "documents"],
];

/** @typedef {{ name: string, sources: string[], outputs: string[], stampFile: string, build: (root: string) => void | Promise<void> }} Target */

/** @type {Record<"web" | "server", Target>} */
export const TARGETS = {
  web: {
    name: "web client",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      "scripts/precompress.mjs",
      "packages/contract/src",
      "package-lock.json",
    ],
    outputs: ["apps/web/dist/client/index.html", "apps/web/dist/server/entry-server.js"],
    stampFile: "apps/web/dist/build-stamp.txt",
    build: (root) => {
      const run = spawnSync("npm", ["run", "build", "-w", "@shelter/web"], {
        cwd: root,
        stdio: "inherit",
      });
      if (run.status !== 0) throw new Error(`the web build failed (exit ${run.status})`);
      precompress(path.join(root, "apps/web/dist/client/assets"));
    },
  },
  server: {
    name: "server",
    sources: [
      "apps/server/src",
      "apps/server/package.json",
      "packages/contract/src",
      "package-lock.json",
      "scripts/builds.mjs",
      "scripts/make-empty-database.mjs",
    ],
    outputs: [`${SERVER_DIST}/main.js`, `${SERVER_DIST}/imageWorker.js`],
    stampFile: `${SERVER_DIST}/build-stamp.txt`,
    build: (root) => buildServer(root),
  },
};

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** A hash of the sources' paths and contents (tests included: they are few and cheap to hash). */
export function stampOf(root, sources) {
  const hash = createHash("sha256");
  for (const file of sources.flatMap((source) => filesUnder(root, source))) {
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True when every output exists and the stamp beside them matches the sources as they are. */
export function isCurrent(root, target) {
  const stampFile = path.join(root, target.stampFile);
  return (
    target.outputs.every((output) => existsSync(path.join(root, output))) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8").trim() === stampOf(root, target.sources)
  );
}

/** Builds the target and writes the stamp of the sources it was built from. */
export async function build(root, target) {
  // The stamp is taken first: an edit made during the build leaves the next start rebuilding.
  const stamp = stampOf(root, target.sources);
  await target.build(root);
  writeFileSync(path.join(root, target.stampFile), `${stamp}\n`);
}

/**
 * Builds the target when its sources changed since the last build (or `force`); returns
 * whether it built. Where the build tools are gone (a production install without dev
 * dependencies) an existing build is used as it is, with a warning.
 */
export async function ensureBuilt(
  root,
  target,
  { force = false, canBuild = (t) => buildToolsInstalled(root, t), log = console } = {},
) {
  if (!force && isCurrent(root, target)) return false;
  return withBuildLock(root, target, log, async () => {
    // Another start may have built it while this one waited for the lock.
    if (!force && isCurrent(root, target)) return false;
    const built = target.outputs.every((output) => existsSync(path.join(root, output)));
    if (!canBuild(target) && built) {
      log.warn(
        `The ${target.name}'s sources differ from its build, but its build tools are not installed: using the existing build.`,
      );
      return false;
    }
    log.log(`Building the ${target.name} (its sources changed since the last build)…`);
    await build(root, target);
    return true;
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** One build of a target at a time (two starts, or a start beside a test run, share a tree). */
async function withBuildLock(root, target, log, work) {
  const dir = path.join(root, "node_modules/.cache/shelter-builds");
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, `${target.stampFile.replace(/[/\\]/g, "_")}.lock`);
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8"));
      // A lock whose process has ended (killed mid-build) is left over, not held.
      if (holder && !isAlive(holder)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (!told) log.log(`Waiting for another build of the ${target.name} (process ${holder})…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  try {
    return await work();
  } finally {
    unlinkSync(lockFile);
  }
}

/** Whether the tools a target's build needs are installed (vite for the web, esbuild for the server). */
export function buildToolsInstalled(root, target) {
  const require = createRequire(
    path.join(root, target === TARGETS.web ? "apps/web/" : "apps/server/"),
  );
  try {
    require.resolve(target === TARGETS.web ? "vite" : "esbuild");
    return true;
  } catch {
    return false;
  }
}

/**
 * Compiles apps/server/src/main.ts into one ES module, apps/server/dist/main.js, and the image
 * worker's process it starts beside it into dist/imageWorker.js: the shared contract
 * (TypeScript, not published) is bundled in; every other package stays an import. Beside them,
 * dist/empty-database: a new embedded database, which a first start copies instead of running
 * PostgreSQL's initdb itself (scripts/make-empty-database.mjs).
 */
export async function buildServer(root, outdir = path.join(root, SERVER_DIST)) {
  const require = createRequire(path.join(root, "apps/server/"));
  const esbuild = await import(require.resolve("esbuild"));
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: "apps/server/src/main.ts",
      imageWorker: "apps/server/src/media/imageWorker.ts",
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "packages-stay-imports",
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@shelter/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  for (const [from, to] of SERVER_FILES) {
    cpSync(path.join(root, from), path.join(outdir, to), { recursive: true });
  }
  writeFileSync(path.join(outdir, "package.json"), '{ "type": "module" }\n');
  const made = spawnSync(
    process.execPath,
    [path.join(root, "scripts/make-empty-database.mjs"), path.join(outdir, "empty-database")],
    { cwd: root, stdio: "inherit" },
  );
  if (made.status !== 0) throw new Error(`the empty database was not made (exit ${made.status})`);
}
