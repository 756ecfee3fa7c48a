import { rm } from "node:fs/promises";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { openSite, type Site } from "../site.ts";
import { createDataDir } from "../testing/testSite.ts";
import { startServerProcess } from "./serverProcess.ts";

/** Sends raw bytes and resolves with everything the server answers until it closes. */
function rawExchange(port: number, send: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.on("connect", () => send(socket));
  });
}

/**
 * A site without the demo content on a free port for one describe block's tests, its log lines
 * at `level` parsed into `logLines`; `addRoutes` adds routes of the test's own before it listens.
 */
function loggingSite(level: string, addRoutes: (app: Site["app"]) => void = () => {}) {
  const server = { base: "", logLines: [] as Record<string, unknown>[] };
  let site: Site;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createDataDir(`shelter-ops-${level}-`);
    const config = readConfig({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: level });
    site = await openSite(config, {
      logStream: { write: (line: string) => void server.logLines.push(JSON.parse(line)) },
    });
    addRoutes(site.app);
    server.base = await site.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await site?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return server;
}

describe("request ids, health answers and logs", () => {
  // Every request is logged at debug; at info only the failed and the slow ones (below).
  const server = loggingSite("debug");
  const { logLines } = server;

  it("answers every request with a generated X-Request-Id that the error body repeats", async () => {
    const response = await fetch(`${server.base}/api/reviews/999`);
    const id = response.headers.get("x-request-id");
    expect(response.status).toBe(404);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ requestId: id });
    const second = await fetch(`${server.base}/api/reviews/999`);
    expect(second.headers.get("x-request-id")).not.toBe(id);
  });

  it("keeps a proxy's safe X-Request-Id and names it in validation, auth and not-found errors", async () => {
    const headers = { "x-request-id": "edge-7f3a.42", "content-type": "application/json" };
    const answers = await Promise.all([
      fetch(`${server.base}/api/reviews`, { method: "POST", headers, body: "{}" }),
      fetch(`${server.base}/api/news?page=0`, { headers }),
      fetch(`${server.base}/api/no-such-call`, { headers }),
      fetch(`${server.base}/api/login`, { method: "POST", headers, body: "{bad json" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get("x-request-id")).toBe("edge-7f3a.42");
      expect(await answer.json()).toMatchObject({ requestId: "edge-7f3a.42" });
    }
  });

  it.each([
    ["a value with spaces and markup", "<script>alert(1)</script> x"],
    ["a value too long to be an id", "a".repeat(65)],
    ["an empty value", ""],
  ])("replaces %s by an id of its own", async (_, given) => {
    const response = await fetch(`${server.base}/api/reviews/999`, {
      headers: { "x-request-id": given },
    });
    const id = response.headers.get("x-request-id");
    expect(id).not.toBe(given);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes the request id into every log line of a request", async () => {
    await fetch(`${server.base}/api/news`, { headers: { "x-request-id": "trace-1" } });
    const ofRequest = logLines.filter((line) => "req" in line || "res" in line);
    expect(ofRequest.length).toBeGreaterThan(0);
    for (const line of ofRequest) expect(line.reqId).toEqual(expect.any(String));
    expect(ofRequest.filter((line) => line.reqId === "trace-1")).toHaveLength(2);
  });

  it("keeps the live tokens of reset and setup links out of the request log", async () => {
    const secrets = ["q6ZkRyXeVh0rJ3mN8sTuPw4aLcB1dF7g", "Wm2nB5vXc8zL1kJ4hG7fD0sA3pO6iU9y"];
    await fetch(`${server.base}/reset/${secrets[0]}`);
    await fetch(`${server.base}/register-user-only-for-developers?lang=uk&setup=${secrets[1]}`);
    const logged = JSON.stringify(logLines);
    expect(logged).toContain("/reset/[hidden]");
    expect(logged).toContain("/register-user-only-for-developers?lang=uk&setup=[hidden]");
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });

  it("answers liveness and readiness while the database answers", async () => {
    for (const url of ["/api/health", "/api/health/live", "/api/health/ready"]) {
      const response = await fetch(server.base + url);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });
});

describe("the request log at info", () => {
  const server = loggingSite("info", (app) => {
    app.get("/api/test-failure", async () => {
      throw new Error("broken on purpose");
    });
  });
  const { logLines } = server;

  it("writes no line for a request that succeeds quickly, and the address and status of one that fails", async () => {
    await fetch(`${server.base}/api/reviews`, { headers: { "x-request-id": "quiet-1" } });
    await fetch(`${server.base}/api/test-failure`, { headers: { "x-request-id": "failing-1" } });
    expect(logLines.filter((line) => line.reqId === "quiet-1")).toEqual([]);
    const failed = logLines.filter((line) => line.reqId === "failing-1");
    expect(failed).toContainEqual(
      expect.objectContaining({
        level: 50,
        req: expect.objectContaining({ url: "/api/test-failure" }),
        res: { statusCode: 500 },
      }),
    );
  });
});

describe("stopping on SIGTERM", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createDataDir("shelter-stop-");
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finishes a slow request in flight, takes no new connection, then exits 0", {
    timeout: 90_000,
  }, async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const body = JSON.stringify({ email: "nobody@busha.org", password: "wrong123" });
    const half = Math.floor(body.length / 2);
    let stopped = 0;
    const answer = rawExchange(server.port, (socket) => {
      // The headers and half the body now; the rest after the server was told to stop.
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nX-Request-Id: slow-1\r\n\r\n${body.slice(0, half)}`,
      );
      setTimeout(() => {
        server.kill("SIGTERM");
        stopped = Date.now();
      }, 300);
      // The rest of the body; a request pipelined behind it is dropped with the connection.
      const ready = "GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n\r\n";
      setTimeout(() => socket.write(body.slice(half) + ready), 1500);
    });
    const text = await answer;
    const answered = Date.now() - stopped;
    expect(stopped).toBeGreaterThan(0);
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toContain("slow-1");
    expect(text).not.toMatch(/HTTP\/1\.1 200/);
    expect(text.toLowerCase()).toContain("connection: close");
    // A new connection is no longer taken.
    await expect(fetch(`${server.base}/api/health/live`)).rejects.toThrow();
    expect(await server.exited).toBe(0);
    console.log(
      `slow request answered ${answered} ms after SIGTERM, exit 0 after ${Date.now() - stopped} ms; answers: ${text.match(/HTTP\/1\.1 \d+/g)?.join(", ")}`,
    );
  });
});
