import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../testing/siteBuild.ts";

const mainFile = path.join(import.meta.dirname, "..", "main.ts");
const startFile = path.join(import.meta.dirname, "..", "..", "..", "..", "scripts", "start.mjs");

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout (its JSON log lines) so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Waits until `url` answers 200, or fails when the process ends or a minute passes. */
export async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("server did not become ready");
}

/**
 * Runs `main.ts` as its own process, as `npm start` does, and waits until it is ready.
 * `production`: exactly as `npm start` runs it (`scripts/start.mjs`: the compiled server, which
 * `npm test` built before), for figures of memory and speed that are the production server's own.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port = 40_000 + Math.floor(Math.random() * 20_000),
  { production = false } = {},
): Promise<ServerProcess> {
  const args = production ? [...SERVER_NODE_FLAGS, startFile] : ["--import", "tsx", mainFile];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      // Vitest's own NODE_ENV=test would give the server React's development build.
      ...(production ? { NODE_ENV: "production" } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${base}/api/health/ready`, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return {
    base,
    port,
    child,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
}
