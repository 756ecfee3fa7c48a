import { ApiError, INVALID_RESPONSE_MESSAGE, NO_RESPONSE_MESSAGE } from "./ApiError.ts";
import { httpError, type ResponseSchema } from "./client.ts";
import { reportUnauthorized, savedToken } from "./session.ts";

// spec §9: request timeout 10000 ms.
const REQUEST_TIMEOUT_MS = 10_000;

export interface SendOptions<T> {
  method: "POST" | "PUT" | "PATCH";
  body: unknown;
  schema: ResponseSchema<T>;
  /** Share of the request body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

/**
 * A write with a JSON body, sent through XMLHttpRequest because fetch reports no upload
 * progress; the same errors, bearer token and 401 rule as `apiRequest`.
 */
export function apiSend<T>(path: string, options: SendOptions<T>): Promise<T> {
  const { method, body, schema, onProgress } = options;
  const token = savedToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", "uk");
    request.setRequestHeader("Content-Type", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    if (onProgress) {
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener("load", () => {
      const payload = parseJson(request.responseText);
      const { status } = request;
      if (status < 200 || status > 299) {
        if (status === 401 && token) reportUnauthorized();
        reject(httpError(status, payload));
        return;
      }
      try {
        resolve(schema.parse(payload));
      } catch {
        reject(new ApiError("invalid-response", INVALID_RESPONSE_MESSAGE, status));
      }
    });
    request.addEventListener("error", () => reject(new ApiError("network", NO_RESPONSE_MESSAGE)));
    request.addEventListener("timeout", () => reject(new ApiError("timeout", NO_RESPONSE_MESSAGE)));
    request.send(JSON.stringify(body));
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
