// Runs the server: `node scripts/start.mjs` the compiled one (apps/server/dist/main.js), in this
// process so that SIGTERM reaches it directly; `--dev` its TypeScript sources through tsx.
// `npm start` and `npm run dev` build first (`prestart`, `predev`: scripts/build.sh, Turborepo
// rebuilds what changed since the last build), so a start after `git pull` never serves an old
// build; the Docker image is built once and runs this file alone.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";

// V8 favours memory over speed while the server starts, until apps/server/src/main.ts has
// rendered both pages and lifts it: the start's peak (the embedded database opened, the
// renderer's thread started, the first renders) is then some 30 MB lower (issue 9: 250 MB), and
// the requests after it get V8's full speed, which this flag costs small cached answers under
// load (issue 20; 2026-11-28, one server, /api/reviews at 100 connections: 13,900 requests/s
// with it, 11,800-27,000 without in four runs: this machine's noise is as large as the gain).
v8.setFlagsFromString("--optimize-for-size");
// The young generation is left to V8's defaults: a flag holding it at its first size
// (`--semi-space-growth-factor=1`) is put back to the default whenever a worker thread starts on
// Node 20, and the background thread starts with the first page rendered; a maximum
// (`--max-semi-space-size`) V8 takes only on the command line.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const server = dev ? "apps/server/src/main.ts" : "apps/server/dist/main.js";

if (!existsSync(path.join(root, server))) {
  console.error(
    `${server} is missing: build the site first (npm run build), or start it with npm start.`,
  );
  process.exit(1);
}

if (dev) {
  const { register } = await import("tsx/esm/api");
  register();
} else {
  // React's server renderer loads its production build only by this (the Dockerfile sets it too);
  // its development build takes twice as long to render the page after each change.
  process.env.NODE_ENV ??= "production";
}
await import(pathToFileURL(path.join(root, server)).href);
