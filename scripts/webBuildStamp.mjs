// The stamp of what the web build is made from: a hash of the client's sources, the shared
// contract and the lockfile. `npm start` rebuilds when the stamp beside the build differs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/contract/src",
  "package-lock.json",
];

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

export function webBuildStamp(root) {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => filesUnder(root, source))) {
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}
