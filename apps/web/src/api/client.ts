import { errorResponseSchema } from "@shelter/contract";
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NO_RESPONSE_MESSAGE,
} from "./ApiError.ts";
import { isSuccess, NoResponseError, type RawRequest, request } from "./request.ts";
import { reportForbidden, reportUnauthorized, savedToken } from "./session.ts";

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** Anything that turns unknown JSON into a checked value: the contract's zod schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> extends Omit<RawRequest, "headers"> {
  schema: ResponseSchema<T>;
}

/** The back office's headers: its language, and the session's bearer token when there is one. */
export function adminHeaders(token: string | null): Record<string, string> {
  return {
    // The back office speaks Ukrainian whatever the browser's language: so do the server's errors.
    "Accept-Language": "uk",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** A back-office call: the checked answer, or an `ApiError` in the words the spec gives. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, ...call } = options;
  const token = savedToken();
  try {
    const { status, payload } = await request(path, { ...call, headers: adminHeaders(token) });
    return checkedAnswer(status, payload, schema, token);
  } catch (cause) {
    if (cause instanceof NoResponseError) throw new ApiError(cause.kind, NO_RESPONSE_MESSAGE);
    throw cause;
  }
}

export function apiGet<T>(path: string, schema: ResponseSchema<T>, signal?: AbortSignal) {
  return apiRequest(path, { schema, signal });
}

/** What an answer means to the back office, whichever way it was sent (fetch or upload.ts). */
export function checkedAnswer<T>(
  status: number,
  payload: unknown,
  schema: ResponseSchema<T>,
  token: string | null,
): T {
  if (!isSuccess(status)) {
    // spec §8: a 401 to a signed-in call ends the session; a failed sign-in is only an error.
    if (status === 401 && token) reportUnauthorized();
    // A role changed by an administrator meanwhile: the back office shows what the new one may use.
    if (status === 403 && token) reportForbidden();
    throw httpError(status, payload);
  }
  try {
    return schema.parse(payload);
  } catch {
    throw new ApiError("invalid-response", INVALID_RESPONSE_MESSAGE, status);
  }
}

function httpError(status: number, payload: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (parsed.success && parsed.data.message.trim() !== "") {
    return new ApiError("http", parsed.data.message, status, true);
  }
  // A gateway answering for the server (Vite's proxy, nginx) means the server itself is out of reach.
  if (GATEWAY_STATUSES.has(status)) return new ApiError("network", NO_RESPONSE_MESSAGE, status);
  return new ApiError("http", GENERIC_ERROR_MESSAGE, status);
}
