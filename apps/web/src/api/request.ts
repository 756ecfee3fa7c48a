// The one request core under the clients (client.ts, upload.ts, publicApi.ts): where the API is,
// how long a call may take, how its body is read. It imports no schema library: the public
// page's bundle carries it.

// spec §9: base path /api, request timeout 10000 ms.
export const API_BASE = "/api";
export const REQUEST_TIMEOUT_MS = 10_000;

/** No answer came: the network failed, or the timeout passed first. */
export class NoResponseError extends Error {
  override readonly name = "NoResponseError";

  constructor(readonly kind: "network" | "timeout") {
    super("no response");
  }
}

export interface RawResponse {
  status: number;
  /** The body as JSON, or `undefined` when it is empty or not JSON (a proxy's HTML page). */
  payload: unknown;
  /** `Retry-After` of a 429, in seconds (the booking form says when to try again). */
  retryAfterSeconds?: number;
}

export interface RawRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's cancellation, e.g. TanStack Query dropping the query, or a section unmounting. */
  signal?: AbortSignal;
}

/**
 * One call to `/api{path}` under the timeout. Throws `NoResponseError` when nothing answered,
 * and the caller's own cancellation unchanged: it is not a failure to report.
 */
export async function request(path: string, options: RawRequest = {}): Promise<RawResponse> {
  const { method = "GET", headers = {}, body, signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forwardAbort, { once: true });
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
    return {
      status: response.status,
      payload: parseJson(await response.text()),
      ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new NoResponseError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}

export const isSuccess = (status: number) => status >= 200 && status <= 299;

/**
 * How long to wait before sending a keyed request again that the server says is still being
 * saved (409 with `Retry-After`, http/idempotency.ts): what it asks, between 1 and 5 s.
 */
export const stillRunningDelayMs = (retryAfterSeconds: number) =>
  Math.min(Math.max(retryAfterSeconds, 1), 5) * 1000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body as JSON, or `undefined` when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
