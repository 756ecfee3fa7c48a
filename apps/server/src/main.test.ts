import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDataDir, startTestSite, type TestSite } from "./testing/testSite.ts";

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
  /** What it has written to standard output so far. */
  output(): string;
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
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(`${base}/api/health`, child);
  return { base, exited, output: () => output, kill: (signal) => child.kill(signal) };
}

describe("the server process", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("serves, then stops with exit code 0 on SIGTERM", { timeout: 90_000 }, async () => {
    dataDir = await createDataDir("shelter-main-");
    const server = await startServer(dataDir);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // Stopped while it rendered the page at start: no warning that the page could not be made.
    expect(server.output()).not.toContain("could not be rendered at start");
  });

  it("renders the page in both languages as soon as it listens", { timeout: 90_000 }, async () => {
    dataDir = await createDataDir("shelter-warm-");
    const server = await startServer(dataDir, { LOG_LEVEL: "info" });
    const deadline = Date.now() + 30_000;
    while (!server.output().includes("pages rendered at start") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = server
      .output()
      .split("\n")
      .find((text) => text.includes("pages rendered at start"));
    expect(JSON.parse(line ?? "{}").statuses).toEqual({ "/": 200, "/en": 200 });
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("prints a one-time setup link, the only way in while no account exists, as JSON lines to a pipe", {
    timeout: 120_000,
  }, async () => {
    dataDir = await createDataDir("shelter-setup-");
    const first = await startServer(dataDir);
    const lines = first
      .output()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string });
    const link = /(\S+\/register-user-only-for-developers\?setup=[\w-]+)/.exec(
      lines.map((line) => line.msg ?? "").join("\n"),
    )?.[1];
    expect(link, first.output()).toBeDefined();
    const setup = new URL(link ?? "").searchParams.get("setup");
    const register = (body: object) =>
      fetch(`${first.base}/api/user`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "owner@busha.org", password: "owner123", ...body }),
      });
    expect((await register({})).status).toBe(403);
    expect((await register({ setup })).status).toBe(201);
    first.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain("setup=");
    second.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("prints readable log lines to a terminal", { timeout: 90_000 }, async () => {
    dataDir = await createDataDir("shelter-tty-");
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    // util-linux `script` runs the server on a pseudo-terminal, as a volunteer's shell would.
    const command = `${process.execPath} --import tsx ${mainFile}`;
    const child = spawn("script", ["-qfec", command, "/dev/null"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
      },
      stdio: "pipe",
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
      const deadline = Date.now() + 20_000;
      while (!output.includes("setup=") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const line = output.split("\n").find((text) => text.includes("setup=")) ?? "";
      expect(line).toContain("WARN");
      expect(line).toContain("No administrator yet");
      expect(line.trim().startsWith("{"), line).toBe(false);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  });

  it("keeps an acknowledged write through a crash (SIGKILL)", { timeout: 120_000 }, async () => {
    dataDir = await createDataDir("shelter-crash-");
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

  it("refuses to send reset e-mails without PUBLIC_URL, with a clear message", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shelter-smtp-"));
    const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: "0",
        SMTP_URL: "smtp://mail.example:587",
        PUBLIC_URL: "",
      },
      stdio: "pipe",
    });
    let errorText = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errorText += chunk.toString();
    });
    // A server that starts anyway is stopped rather than left behind.
    const guard = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    clearTimeout(guard);
    expect(code).toBe(1);
    expect(errorText).toContain("SMTP_URL needs PUBLIC_URL");
  });
});

/** How long the server keeps a raw connection open while `feed` writes to it (at most `limit`). */
async function heldOpenFor(
  baseUrl: string,
  feed: (socket: net.Socket) => void,
  limitMs: number,
): Promise<number> {
  const { port } = new URL(baseUrl);
  const socket = net.connect(Number(port), "127.0.0.1");
  const started = Date.now();
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.on("error", () => {});
  socket.on("data", () => {});
  feed(socket);
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => resolve(Date.now() - started)),
  );
  const limit = new Promise<number>((resolve) => setTimeout(() => resolve(limitMs), limitMs));
  const held = await Promise.race([closed, limit]);
  socket.destroy();
  return held;
}

/** Writes one byte every 200 ms until the socket closes. */
function trickle(socket: net.Socket, head: string): void {
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write("x");
  }, 200);
  socket.once("close", () => clearInterval(timer));
}

describe("slow clients", () => {
  let test: TestSite;
  beforeAll(async () => {
    test = await startTestSite("embedded", {
      env: {
        SEED_DEMO: "false",
        REQUEST_TIMEOUT_SECONDS: "2",
        HEADERS_TIMEOUT_SECONDS: "1",
        KEEP_ALIVE_TIMEOUT_SECONDS: "1",
        MAX_CONNECTIONS: "6",
      },
    });
  }, 60_000);
  afterAll(async () => {
    await test?.destroy();
  });

  it("closes a request whose body trickles in past the request timeout", async () => {
    const head =
      "POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n";
    expect(await heldOpenFor(test.baseUrl, (socket) => trickle(socket, head), 8000)).toBeLessThan(
      5000,
    );
  });

  it("closes a connection whose headers trickle in past the headers timeout", async () => {
    const head = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ";
    expect(await heldOpenFor(test.baseUrl, (socket) => trickle(socket, head), 8000)).toBeLessThan(
      4000,
    );
  });

  it("closes an idle kept-alive connection after the keep-alive timeout", async () => {
    const request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
    expect(await heldOpenFor(test.baseUrl, (socket) => socket.write(request), 8000)).toBeLessThan(
      4000,
    );
  });

  it("refuses connections beyond the configured cap", async () => {
    const { port } = new URL(test.baseUrl);
    const open: net.Socket[] = [];
    try {
      for (let index = 0; index < 6; index += 1) {
        const socket = net.connect(Number(port), "127.0.0.1");
        socket.on("error", () => {});
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        open.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
      expect(await heldOpenFor(test.baseUrl, (socket) => socket.write(request), 2000)).toBeLessThan(
        500,
      );
    } finally {
      for (const socket of open) socket.destroy();
    }
  });
});

/** The first bytes a server answers on a raw connection that sends `head`, within `limitMs`. */
async function firstAnswer(
  baseUrl: string,
  head: string,
  options: { from?: string; limitMs?: number } = {},
): Promise<{ text: string; ms: number }> {
  const { port } = new URL(baseUrl);
  const socket = net.connect({ port: Number(port), host: "127.0.0.1", localAddress: options.from });
  socket.on("error", () => {});
  const started = Date.now();
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(head);
  const text = await new Promise<string>((resolve) => {
    let received = "";
    const timer = setTimeout(() => resolve(received), options.limitMs ?? 3000);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes("\r\n\r\n")) {
        clearTimeout(timer);
        resolve(received);
      }
    });
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
  socket.destroy();
  return { text, ms: Date.now() - started };
}

describe("small routes and many connections from one client", () => {
  let test: TestSite;
  beforeAll(async () => {
    test = await startTestSite("embedded", {
      env: { SEED_DEMO: "false", MAX_CONNECTIONS: "20", MAX_CONNECTIONS_PER_CLIENT: "3" },
    });
  }, 60_000);
  afterAll(async () => {
    await test?.destroy();
  });

  it.each([["/api/login"], ["/api/user"], ["/api/password/forgot"], ["/api/password/reset"]])(
    "refuses a large declared body on %s with 413 before reading it",
    async (url) => {
      const head = `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`;
      const { text, ms } = await firstAnswer(test.baseUrl, head);
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(ms).toBeLessThan(1000);
    },
  );

  it("still takes a form of ordinary size", async () => {
    const body = JSON.stringify({ email: "nobody@busha.org", password: "wrong123" });
    const head = `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    expect((await firstAnswer(test.baseUrl, head)).text).toMatch(/^HTTP\/1\.1 401 /);
  });

  it("caps the connections one client holds open, and answers the others", async () => {
    const { port } = new URL(test.baseUrl);
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const socket = net.connect({
          port: Number(port),
          host: "127.0.0.1",
          localAddress: "127.0.0.2",
        });
        socket.on("error", () => {});
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        // A slow-loris: headers begun, never finished.
        socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
        held.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
      const fourth = await firstAnswer(test.baseUrl, request, { from: "127.0.0.2" });
      expect(fourth.text).toMatch(/^HTTP\/1\.1 429 /);
      expect(fourth.text.toLowerCase()).toContain("retry-after: 10");
      const other = await firstAnswer(test.baseUrl, request, { from: "127.0.0.3" });
      expect(other.text).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Closed connections count no more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
    expect((await firstAnswer(test.baseUrl, again, { from: "127.0.0.2" })).text).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });
});
