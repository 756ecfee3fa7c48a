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

interface ServerProcess {
  base: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Runs `main.ts` as its own process on a free port and waits until it answers. */
async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: "pipe",
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`, child);
  return { base, exited, kill: (signal) => child.kill(signal) };
}

describe("the server process", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves, then stops with exit code 0 on SIGTERM", { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shelter-main-"));
    const server = await startServer(dataDir);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("keeps an acknowledged write through a crash (SIGKILL)", { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shelter-crash-"));
    const admin = { email: "admin@busha.org", password: "secret12" };
    const first = await startServer(dataDir, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const login = await fetch(`${first.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${first.base}/api/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name_ua: "Оля",
        name_en: "Olia",
        review_ua: "Збережено",
        review_en: "Kept",
      }),
    });
    expect(created.status).toBe(201);
    first.kill("SIGKILL");
    await first.exited;

    const second = await startServer(dataDir);
    try {
      const reviews = (await (await fetch(`${second.base}/api/reviews`)).json()) as {
        review_en: string;
      }[];
      expect(reviews.map((review) => review.review_en)).toEqual(["Kept"]);
    } finally {
      second.kill("SIGTERM");
      await second.exited;
    }
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
