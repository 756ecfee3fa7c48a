// Runs the server: `node scripts/start.mjs` the compiled one (apps/server/dist/main.js), in this
// process so that SIGTERM reaches it directly; `--dev` its TypeScript sources through tsx.
// `npm start` and `npm run dev` build first (`prestart`, `predev`: scripts/build.sh, Turborepo
// rebuilds what changed since the last build), so a start after `git pull` never serves an old
// build; the Docker image is built once and runs this file alone.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Run as `node --max-semi-space-size=8 scripts/start.mjs`, as `npm start` and the Dockerfile do
// (SERVER_NODE_FLAGS in apps/server/src/testing/siteBuild.ts, which a test holds to both): V8
// takes the young generation's maximum only on its command line, and its default (two semi-spaces
// of 16 MB) grew under load to put the server over issue 9's 250 MB. Started without the flag, the
// server works the same, with some 15 MB more memory under load.
//
// No other V8 flag: `--optimize-for-size`, once set here for the start's peak of memory and lifted
// once the pages were rendered, left Node's own `process.nextTick` compiled for size for the
// process's life: 12% of the CPU a cached answer costs, where a bare node:http server spends 1%
// (profiled 2026-12-01; small answers 0.80 of bare node with it, 0.82-0.98 without).

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
