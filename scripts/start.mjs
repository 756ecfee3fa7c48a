// `npm start`: rebuilds the web client and the server when their sources (or the lockfile)
// changed since the last build, then runs the compiled server in this process (so SIGTERM
// reaches it directly). `--build` rebuilds regardless; `--dev` runs the server from its
// TypeScript sources through tsx instead of compiling it.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";
import { ensureBuilt, TARGETS } from "./builds.mjs";

// V8 lets its young generation grow to 32 MB under load, for a few per cent of throughput that
// this server, answering mostly from memory, does not need; its memory has a budget (issue 9:
// < 250 MB RSS). Kept at its first size instead: V8 reads this at each collection, so it holds
// although the process has started, and set first, before the build check's reading grows it.
v8.setFlagsFromString("--semi-space-growth-factor=1");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const force = process.argv.includes("--build");
const dev = process.argv.includes("--dev");

try {
  await ensureBuilt(root, TARGETS.web, { force });
  if (!dev) await ensureBuilt(root, TARGETS.server, { force });
} catch (error) {
  console.error("The site could not be built:", error instanceof Error ? error.message : error);
  process.exit(1);
}

if (dev) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(path.join(root, "apps/server/src/main.ts")).href);
} else {
  // React's server renderer loads its production build only by this (the Dockerfile sets it too);
  // its development build takes twice as long to render the page after each change.
  process.env.NODE_ENV ??= "production";
  await import(pathToFileURL(path.join(root, TARGETS.server.outputs[0])).href);
}
