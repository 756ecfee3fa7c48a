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
}

/**
 * A write with a JSON body, sent through XMLHttpRequest because fetch reports no upload
 * progress; the same base path, timeout, headers, errors and 401 rule as `apiRequest`.
 */
export function apiSend<T>(path: string, options: SendOptions<T>): Promise<T> {
  const { method, body, schema, onProgress } = options;
  const token = savedToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.timeout = REQUEST_TIMEOUT_MS;
    const headers = {
      Accept: "application/json",
      "Content-Type": "application/json",
      ...adminHeaders(token),
    };
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener("load", () => {
      try {
        resolve(checkedAnswer(request.status, parseJson(request.responseText), schema, token));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener("error", () => reject(new ApiError("network", NO_RESPONSE_MESSAGE)));
    request.addEventListener("timeout", () => reject(new ApiError("timeout", NO_RESPONSE_MESSAGE)));
    request.send(JSON.stringify(body));
  });
}
