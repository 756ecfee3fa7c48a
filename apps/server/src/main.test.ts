import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const mainFile = path.join(import.meta.dirname, "main.ts");

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

describe("the server process", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves, then stops with exit code 0 on SIGTERM", { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shelter-main-"));
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("refuses to start with a clear message when the environment is wrong", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      stdio: "pipe",
    });
    let errorText = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errorText += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(errorText).toContain("PORT");
    expect(errorText).toContain("DATABASE_URL");
  });
});
