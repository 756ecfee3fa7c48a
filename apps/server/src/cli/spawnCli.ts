import { spawn } from "node:child_process";
import path from "node:path";

/** The repository root, where `npm run admin` runs. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../../../..");

/** Variables of the site that must not leak from the test runner's environment into a run. */
const SITE_VARIABLES = /^(DATA_DIR|DATABASE_URL|S3_\w+|PUBLIC_URL|PORT|TOKEN_SECRET)$/;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the operator CLI as a separate process, as a volunteer would (tests). */
export function runCli(
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.test(name)),
  );
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/cli/main.ts", ...args],
    { cwd: REPOSITORY_ROOT, env: { ...inherited, ...env }, stdio: "pipe" },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(input ?? "");
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
