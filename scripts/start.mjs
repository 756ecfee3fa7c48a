// `npm start`: builds the web client when no build exists, then runs the server in this process
// (so SIGTERM reaches it directly).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webIndex = path.join(root, "apps/web/dist/index.html");

if (!existsSync(webIndex) || process.argv.includes("--build")) {
  console.log("Building the web client (first start only)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@shelter/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, "apps/server/src/main.ts"));
