import { IDEMPOTENCY_KEY_HEADER } from "@shelter/contract";
import { ApiError, NO_RESPONSE_MESSAGE } from "./ApiError.ts";
import { adminHeaders, checkedAnswer, type ResponseSchema } from "./client.ts";
import { API_BASE, parseJson, REQUEST_TIMEOUT_MS } from "./request.ts";
import { savedToken } from "./session.ts";

export interface SendOptions<T> {
  method: "POST" | "PUT" | "PATCH";
  body: unknown;
  schema: ResponseSchema<T>;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  /** A create's key: sent again with the same body, it creates nothing more (useIdempotencyKey). */
  idempotencyKey?: string;
}

/**
 * A write with a JSON body, sent through XMLHttpRequest because fetch reports no upload
 * progress; the same base path, headers, errors and 401 rule as `apiRequest`.
 *
 * The timeout (spec §9, 10 s) counts silence, not the whole call: it restarts while the body
 * is still being sent, and runs out only when no part of the body went for 10 s, or when no
 * answer came 10 s after the last byte. A photo of 3 MB, some 4 MB as JSON, takes over 30 s
 * to send from a phone at 1 Mbit/s: counted from the start, a volunteer in the village could
 * never save one (issue 23).
 */
export function apiSend<T>(path: string, options: SendOptions<T>): Promise<T> {
  const { method, body, schema, onProgress, idempotencyKey } = options;
  const token = savedToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const restartTimeout = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        request.abort();
        reject(new ApiError("timeout", NO_RESPONSE_MESSAGE));
      }, REQUEST_TIMEOUT_MS);
    };
    const headers = {
      Accept: "application/json",
      "Content-Type": "application/json",
      ...adminHeaders(token),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    };
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      restartTimeout();
      if (onProgress && event.lengthComputable && event.total > 0) {
        onProgress(event.loaded / event.total);
      }
    });
    // The whole body is sent: from now on the 10 s are the server's to answer in.
    request.upload.addEventListener("load", restartTimeout);
    request.addEventListener("loadend", () => clearTimeout(silence));
    request.addEventListener("load", () => {
      try {
        resolve(checkedAnswer(request.status, parseJson(request.responseText), schema, token));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener("error", () => reject(new ApiError("network", NO_RESPONSE_MESSAGE)));
    request.send(JSON.stringify(body));
    restartTimeout();
  });
}
