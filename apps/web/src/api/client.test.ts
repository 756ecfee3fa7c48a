import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./ApiError.ts";
import { apiGet } from "./client.ts";

const listOfNumbers = {
  parse(data: unknown): number[] {
    if (!Array.isArray(data) || !data.every((item) => typeof item === "number")) {
      throw new Error("not a list of numbers");
    }
    return data;
  },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("apiGet", () => {
  it("asks under /api and returns the checked answer", async () => {
    answer(200, [1, 2, 3]);
    await expect(apiGet("/news", listOfNumbers)).resolves.toEqual([1, 2, 3]);
    expect(fetch).toHaveBeenCalledWith("/api/news", expect.objectContaining({ method: "GET" }));
  });

  it("carries the server's message of a failed call", async () => {
    answer(404, { message: "News post not found" });
    const error = await failure(apiGet("/news/9", listOfNumbers));
    expect(error).toMatchObject({ kind: "http", status: 404, fromServer: true });
    expect(error.message).toBe("News post not found");
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    answer(500, {});
    const error = await failure(apiGet("/news", listOfNumbers));
    expect(error.message).toBe("An error occurred while processing your request.");
  });

  it("reports an answer of the wrong shape as an invalid response", async () => {
    answer(200, { data: [] });
    const error = await failure(apiGet("/news", listOfNumbers));
    expect(error.kind).toBe("invalid-response");
  });

  it("reports a lost connection as no response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure(apiGet("/news", listOfNumbers));
    expect(error).toMatchObject({ kind: "network" });
    expect(error.message).toBe("No response from server. Please check your connection.");
  });

  it("gives up after 10 seconds", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("", "AbortError")),
            );
          }),
      ),
    );
    let settled = false;
    const pending = failure(apiGet("/news", listOfNumbers)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: "timeout" });
  });
});
