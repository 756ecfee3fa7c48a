// Runs the server: `node scripts/start.mjs` the compiled one (apps/server/dist/main.js), in this
// process so that SIGTERM reaches it directly; `--dev` its TypeScript sources through tsx.
// `npm start` and `npm run dev` build first (`prestart`, `predev`: scripts/build.sh, Turborepo
// rebuilds what changed since the last build), so a start after `git pull` never serves an old
// build; the Docker image is built once and runs this file alone.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";

// V8's old generation grows by smaller steps, collected sooner: under a load of requests
// answered from memory (issue 19: 30,000 with junk query parameters) the heap otherwise swells
// with short-lived garbage to some 130 MB before a full collection, and the process's peak RSS
// to 270-300 MB; with this flag it stays near 215 MB at the same throughput (measured with the
// junk-query reliability test, three runs each).
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
