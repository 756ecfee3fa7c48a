import { execFileSync } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/**
 * The Node flags the production server runs with (package.json's `start`, the Dockerfile's
 * `CMD`; start.test.ts holds both to this), for the suites and benchmarks that start
 * `node scripts/start.mjs` themselves: their figures are the production server's.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * Builds the site as `npm start` does before it starts (`npm run build`: Turborepo rebuilds the
 * web client and the server only where their inputs changed since the last build), for the
 * suites and benchmarks that start `node scripts/start.mjs` themselves.
 */
export function buildSite(): void {
  execFileSync("npm", ["run", "build", "--silent", "--", "--output-logs=errors-only"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
}
