import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import {
  createBackgroundThread,
  PARSE_APART_FROM_BYTES,
  registerJsonBodies,
} from "./backgroundThread.ts";

const worker = createBackgroundThread({ idleMs: 200 });
let parsedApart = 0;
const counting = {
  ...worker,
  parseJson: (body: Buffer) => {
    parsedApart += 1;
    return worker.parseJson(body);
  },
};

/** An app echoing the parsed body; its requests come signed in, as the guard leaves them, unless `stranger`. */
async function echo({ stranger = false } = {}) {
  const app = Fastify();
  if (!stranger) {
    app.addHook("onRequest", async (request) => {
      request.admin = { id: 1, email: "admin@busha.org", role: "admin", token: "token" };
    });
  }
  registerJsonBodies(app, counting);
  app.post("/echo", async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

const LARGE = "я".repeat(PARSE_APART_FROM_BYTES);
const post = async (payload: string, options?: { stranger?: boolean }) => {
  const app = await echo(options);
  const answer = await app.inject({
    method: "POST",
    url: "/echo",
    headers: { "content-type": "application/json" },
    payload,
  });
  await app.close();
  return answer;
};

describe("the background thread", () => {
  it("compresses an answer in brotli and gzip", async () => {
    const body = Buffer.from("корова ".repeat(2000));
    const { br, gzip } = await worker.compress(body);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(gunzipSync(gzip)).toEqual(body);
  });

  it("fails only the job whose result cannot be sent back, and goes on with the next", async () => {
    const first = await worker.renderPage<{ calls: number }>(renderer.entry, {});
    expect(await worker.renderPage(renderer.entry, { unsendable: true })).toBeUndefined();
    // The same thread, its renderer still loaded: it counts on from its earlier renders.
    const next = await worker.renderPage<{ calls: number }>(renderer.entry, {});
    expect(next?.calls).toBe((first?.calls ?? 0) + 2);
  });

  it("runs at the lowest priority, the server's event loop at its own", async () => {
    await worker.compress(Buffer.from("a"));
    const threads = readdirSync("/proc/self/task").map((tid) => ({
      tid,
      nice: Number(
        readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16],
      ),
    }));
    expect(threads.find(({ tid }) => Number(tid) === process.pid)?.nice).toBe(0);
    expect(threads.filter(({ nice }) => nice === 19)).toHaveLength(1);
  });
});

/** A server renderer of its own, loaded by the thread as the page's is: it counts its renders. */
const renderer = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), "shelter-renderer-"));
  const file = path.join(dir, "entry-server.mjs");
  writeFileSync(
    file,
    `let calls = 0;
export async function renderPage({ waitMs = 0, unsendable = false }) {
  calls += 1;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return { html: "<p>rendered</p>", head: "", calls, ...(unsendable ? { send: () => {} } : {}) };
}
`,
  );
  return { entry: pathToFileURL(file).href, remove: () => rmSync(dir, { recursive: true }) };
})();
afterAll(() => renderer.remove());

describe("JSON bodies", () => {
  afterAll(() => worker.stop());

  it("parses a large body in the worker thread, a small one here", async () => {
    parsedApart = 0;
    const large = await post(JSON.stringify({ text: LARGE, photo: "QUJD".repeat(100_000) }));
    expect(large.json()).toEqual({ body: { text: LARGE, photo: "QUJD".repeat(100_000) } });
    expect(parsedApart).toBe(1);
    const small = await post(JSON.stringify({ text: "корова" }));
    expect(small.json()).toEqual({ body: { text: "корова" } });
    expect(parsedApart).toBe(1);
  });

  it.each([
    ["__proto__", `{"text": "${LARGE}", "__proto__": {"admin": true}}`],
    ["an escaped __proto__", `{"text": "${LARGE}", "\\u005f_proto__": {"admin": true}}`],
    ["constructor.prototype", `{"text": "${LARGE}", "constructor": {"prototype": {"a": 1}}}`],
  ])("refuses a large body naming %s, as Fastify's own parser does", async (_, payload) => {
    const answer = await post(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe("FST_ERR_CTP_INVALID_JSON_BODY");
  });

  it("refuses a large body that is not JSON as the small one", async () => {
    const large = await post(`{"text": "${LARGE}",`);
    const small = await post('{"text": "корова",');
    expect(large.statusCode).toBe(400);
    expect(large.json().code).toBe(small.json().code);
  });

  it("refuses a stranger's large body with 413 without parsing it", async () => {
    parsedApart = 0;
    const answer = await post(JSON.stringify({ text: LARGE }), { stranger: true });
    expect(answer.statusCode).toBe(413);
    expect(parsedApart).toBe(0);
    const small = await post(JSON.stringify({ text: "корова" }), { stranger: true });
    expect(small.json()).toEqual({ body: { text: "корова" } });
  });

  it("answers 400 to a deeply nested 300 KB body, while a page rendered in the thread meanwhile still renders there", async () => {
    const depth = 150_000;
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const rendering = worker.renderPage<{ html: string; calls: number }>(renderer.entry, {
      waitMs: 150,
    });
    const answer = await post(deep);
    expect(answer.statusCode).toBe(400);
    expect(await rendering).toMatchObject({ html: "<p>rendered</p>" });
    const after = await post(JSON.stringify({ text: LARGE }));
    expect(after.json()).toEqual({ body: { text: LARGE } });
  });

  it("parses again after its idle worker has ended", async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const answer = await post(JSON.stringify({ text: LARGE }));
    expect(answer.json()).toEqual({ body: { text: LARGE } });
  });
});
