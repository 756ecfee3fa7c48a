import { errorResponseSchema } from "@shelter/contract";
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NO_RESPONSE_MESSAGE,
} from "./ApiError.ts";
import { reportUnauthorized, savedToken } from "./session.ts";

const API_BASE = "/api";
// spec §9: request timeout 10000 ms.
const REQUEST_TIMEOUT_MS = 10_000;
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Anything that turns unknown JSON into a checked value: the contract's zod schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema: ResponseSchema<T>;
  /** Cancels the call, e.g. when TanStack Query drops the query. */
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", body, schema, signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forwardAbort, { once: true });

  let status: number;
  let payload: unknown;
  const token = savedToken();
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        // The back office speaks Ukrainian whatever the browser's language: so do the server's errors.
        "Accept-Language": "uk",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    status = response.status;
    payload = await readJson(response);
  } catch (cause) {
    // The caller's own cancellation is not a failure to report; let it through unchanged.
    if (signal?.aborted) throw cause;
    throw new ApiError(controller.signal.aborted ? "timeout" : "network", NO_RESPONSE_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  if (status < 200 || status > 299) {
    // spec §8: a 401 to a signed-in call ends the session; a failed sign-in is only an error.
    if (status === 401 && token) reportUnauthorized();
    throw httpError(status, payload);
  }
  try {
    return schema.parse(payload);
  } catch {
    throw new ApiError("invalid-response", INVALID_RESPONSE_MESSAGE, status);
  }
}

export function apiGet<T>(path: string, schema: ResponseSchema<T>, signal?: AbortSignal) {
  return apiRequest(path, { schema, signal });
}

/** The body as JSON, or `undefined` when it is empty or not JSON (e.g. a proxy's HTML page). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function httpError(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (parsed.success && parsed.data.message.trim() !== "") {
    return new ApiError("http", parsed.data.message, status, true);
  }
  // A gateway answering for the server (Vite's proxy, nginx) means the server itself is out of reach.
  if (GATEWAY_STATUSES.has(status)) return new ApiError("network", NO_RESPONSE_MESSAGE, status);
  return new ApiError("http", GENERIC_ERROR_MESSAGE, status);
}
