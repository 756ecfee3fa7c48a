// `npm start`: builds the web client when its sources (or the lockfile) changed since the last
// build, then runs the server in this process (so SIGTERM reaches it directly).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { webBuildStamp } from "./webBuildStamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const stampFile = path.join(dist, "build-stamp.txt");

const stamp = webBuildStamp(root);
const built =
  existsSync(path.join(dist, "client/index.html")) &&
  existsSync(path.join(dist, "server/entry-server.js")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8").trim() === stamp;

if (!built || process.argv.includes("--build")) {
  console.log("Building the web client (its sources changed since the last build)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@shelter/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${stamp}\n`);
}

register();
await import(path.join(root, "apps/server/src/main.ts"));
