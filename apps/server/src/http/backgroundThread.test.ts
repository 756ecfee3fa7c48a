import { readdirSync, readFileSync } from "node:fs";
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

async function echo() {
  const app = Fastify();
  registerJsonBodies(app, counting);
  app.post("/echo", async (request) => ({ body: request.body }));
  await app.ready();
  return app;
}

const LARGE = "я".repeat(PARSE_APART_FROM_BYTES);
const post = async (payload: string) => {
  const app = await echo();
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

  it("parses again after its idle worker has ended", async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const answer = await post(JSON.stringify({ text: LARGE }));
    expect(answer.json()).toEqual({ body: { text: LARGE } });
  });
});
