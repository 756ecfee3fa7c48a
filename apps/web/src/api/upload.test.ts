import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NO_RESPONSE_MESSAGE } from "./ApiError.ts";
import { REQUEST_TIMEOUT_MS } from "./request.ts";
import { apiSend } from "./upload.ts";

/**
 * Just enough of XMLHttpRequest for apiSend, driven by the test: the body goes out in parts
 * (`sendPart`), then the server answers (`answer`). Events fire as a browser fires them.
 */
class ScriptedRequest extends EventTarget {
  static last: ScriptedRequest | undefined;
  static count = 0;
  readonly upload = new EventTarget();
  status = 0;
  responseText = "";
  private responseHeaders: Record<string, string> = {};
  /** A browser's own timeout counts from `send()`, whatever the upload is doing. */
  timeout = 0;
  aborted = false;
  private sentBytes = 0;
  private totalBytes = 0;

  constructor() {
    super();
    ScriptedRequest.last = this;
    ScriptedRequest.count += 1;
  }

  readonly headers: Record<string, string> = {};

  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: string) {
    this.totalBytes = body.length;
    if (this.timeout > 0) {
      setTimeout(() => {
        if (this.status !== 0 || this.aborted) return;
        this.dispatchEvent(new Event("timeout"));
        this.dispatchEvent(new Event("loadend"));
      }, this.timeout);
    }
  }

  sendPart(bytes: number) {
    this.sentBytes = Math.min(this.totalBytes, this.sentBytes + bytes);
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), {
        lengthComputable: true,
        loaded: this.sentBytes,
        total: this.totalBytes,
      }),
    );
    if (this.sentBytes === this.totalBytes) this.upload.dispatchEvent(new Event("load"));
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.dispatchEvent(new Event("load"));
    this.dispatchEvent(new Event("loadend"));
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event("abort"));
    this.dispatchEvent(new Event("loadend"));
  }
}

const anything = { parse: (data: unknown) => data };
const photoBody = { image: "x".repeat(1000) };

function scripted(): ScriptedRequest {
  const request = ScriptedRequest.last;
  if (!request) throw new Error("apiSend made no request");
  return request;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("XMLHttpRequest", ScriptedRequest);
  ScriptedRequest.last = undefined;
  ScriptedRequest.count = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("apiSend's timeout", () => {
  it("lets a slow upload take as long as its parts keep going", async () => {
    const shares: number[] = [];
    const sent = apiSend("/news", {
      method: "POST",
      body: photoBody,
      schema: anything,
      onProgress: (share) => shares.push(share),
    });
    const request = scripted();
    // 40 s of sending on a slow phone line, a part every 8 s: four times the 10 s.
    for (let part = 0; part < 5; part += 1) {
      vi.advanceTimersByTime(8_000);
      request.sendPart(300);
    }
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    request.answer(201, { id: 7 });
    await expect(sent).resolves.toEqual({ id: 7 });
    expect(request.aborted).toBe(false);
    expect(shares.at(-1)).toBe(1);
  });

  it("gives up when no part of the body went for 10 s", async () => {
    const sent = apiSend("/news", { method: "POST", body: photoBody, schema: anything });
    const request = scripted();
    request.sendPart(300);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    await expect(sent).rejects.toEqual(new ApiError("timeout", NO_RESPONSE_MESSAGE));
    expect(request.aborted).toBe(true);
  });

  it("gives the server 10 s after the last byte, not more", async () => {
    const sent = apiSend("/news", { method: "POST", body: photoBody, schema: anything });
    const request = scripted();
    vi.advanceTimersByTime(9_000);
    request.sendPart(1_100);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(request.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(sent).rejects.toMatchObject({ kind: "timeout", message: NO_RESPONSE_MESSAGE });
    expect(request.aborted).toBe(true);
  });

  it("stops counting once the answer came", async () => {
    const sent = apiSend("/news", { method: "POST", body: photoBody, schema: anything });
    const request = scripted();
    request.sendPart(1_100);
    request.answer(400, { message: "Заголовок обов'язковий" });
    await expect(sent).rejects.toMatchObject({ kind: "http", status: 400 });
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS * 2);
    expect(request.aborted).toBe(false);
  });
});

describe("apiSend's Idempotency-Key", () => {
  it("is sent when the create has one, and not otherwise", async () => {
    const keyed = apiSend("/news", {
      method: "POST",
      body: photoBody,
      schema: anything,
      idempotencyKey: "0123456789abcdef0123456789abcdef",
    });
    const first = scripted();
    expect(first.headers["Idempotency-Key"]).toBe("0123456789abcdef0123456789abcdef");
    first.answer(201, { id: 1 });
    await keyed;

    const plain = apiSend("/news/1", { method: "PUT", body: photoBody, schema: anything });
    const second = scripted();
    expect(second).not.toBe(first);
    expect(Object.keys(second.headers)).not.toContain("Idempotency-Key");
    second.answer(200, { id: 1 });
    await plain;
  });
});

describe("apiSend of a keyed create the server is slow to answer", () => {
  const KEY = "0123456789abcdef0123456789abcdef";
  const keyedSend = () =>
    apiSend("/news", { method: "POST", body: photoBody, schema: anything, idempotencyKey: KEY });

  it("is sent again under the same key after 10 s of silence that followed its upload, and gives the first try's answer", async () => {
    const sent = keyedSend();
    const first = scripted();
    first.sendPart(1_100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(first.aborted).toBe(true);
    const second = scripted();
    expect(second).not.toBe(first);
    expect(second.headers["Idempotency-Key"]).toBe(KEY);
    second.sendPart(1_100);
    second.answer(201, { id: 7 }, { "Idempotent-Replayed": "true" });
    await expect(sent).resolves.toEqual({ id: 7 });
    expect(ScriptedRequest.count).toBe(2);
  });

  it("waits as a 409 with Retry-After asks while the first try is still being saved, then asks again", async () => {
    const sent = keyedSend();
    scripted().sendPart(1_100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const second = scripted();
    second.sendPart(1_100);
    second.answer(409, { message: "Запит ще виконується" }, { "Retry-After": "2" });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(ScriptedRequest.count).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = scripted();
    expect(third).not.toBe(second);
    expect(third.headers["Idempotency-Key"]).toBe(KEY);
    third.sendPart(1_100);
    third.answer(201, { id: 8 });
    await expect(sent).resolves.toEqual({ id: 8 });
  });

  it("fails at once when the silence came during the upload: the line is gone", async () => {
    const sent = keyedSend();
    scripted().sendPart(300);
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    await expect(sent).rejects.toEqual(new ApiError("timeout", NO_RESPONSE_MESSAGE));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(ScriptedRequest.count).toBe(1);
  });

  it("says no answer came once it waited 30 s in all", async () => {
    const sent = keyedSend();
    const failed = expect(sent).rejects.toEqual(new ApiError("timeout", NO_RESPONSE_MESSAGE));
    for (let round = 0; round < 3; round += 1) {
      scripted().sendPart(1_100);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    }
    await failed;
    expect(ScriptedRequest.count).toBe(3);
  });

  it("takes a 409 without Retry-After (another rule's conflict) as the answer", async () => {
    const sent = keyedSend();
    const request = scripted();
    request.sendPart(1_100);
    request.answer(409, { message: "Такий запис уже є" });
    await expect(sent).rejects.toMatchObject({ kind: "http", status: 409 });
    expect(ScriptedRequest.count).toBe(1);
  });
});
