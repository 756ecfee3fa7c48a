import { execFileSync } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

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
