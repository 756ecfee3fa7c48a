import { IDEMPOTENCY_KEY_HEADER } from "@shelter/contract";
import { ApiError, NO_RESPONSE_MESSAGE } from "./ApiError.ts";
import { adminHeaders, checkedAnswer, type ResponseSchema } from "./client.ts";
import { API_BASE, parseJson, pause, REQUEST_TIMEOUT_MS, stillRunningDelayMs } from "./request.ts";
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
 * How long a keyed create waits on a server still saving its first try, all told: the silences
 * after its uploads and the pauses a 409 with `Retry-After` asks for, before it says no answer
 * came. The booking form waits the same way (api/bookingApi.ts).
 */
const SAVE_WAIT_LIMIT_MS = 30_000;

/**
 * A write with a JSON body, sent through XMLHttpRequest because fetch reports no upload
 * progress; the same base path, headers, errors and 401 rule as `apiRequest`.
 *
 * The timeout (spec §9, 10 s) counts silence, not the whole call: it restarts while the body
 * is still being sent, and runs out only when no part of the body went for 10 s, or when no
 * answer came 10 s after the last byte. A photo of 3 MB, some 4 MB as JSON, takes over 30 s
 * to send from a phone at 1 Mbit/s: counted from the start, a volunteer in the village could
 * never save one (issue 23).
 *
 * A create with an `Idempotency-Key` is safe to send again, so when the server went silent
 * after the whole body arrived (a busy server still making the photo's WebP widths), it is
 * sent again under the same key instead of failing: the server answers with the first try's
 * answer once it is saved, or 409 with `Retry-After` while it is still being saved, and then
 * the create waits and asks again, up to 30 s of silence and waiting in all. A silence during
 * the upload (the line is gone) still fails at once.
 */
export async function apiSend<T>(path: string, options: SendOptions<T>): Promise<T> {
  const token = savedToken();
  let waited = 0;
  const keyed = options.idempotencyKey !== undefined;
  for (;;) {
    const answer = await sendOnce(path, options, token);
    if (answer.kind === "silentAfterUpload") {
      waited += REQUEST_TIMEOUT_MS;
      // The first try may be saved by now: under its key, its answer comes to the next send.
      if (keyed && waited < SAVE_WAIT_LIMIT_MS) continue;
      throw new ApiError("timeout", NO_RESPONSE_MESSAGE);
    }
    const { status, payload, retryAfterSeconds } = answer;
    if (keyed && status === 409 && retryAfterSeconds !== undefined) {
      const delay = stillRunningDelayMs(retryAfterSeconds);
      if (waited + delay > SAVE_WAIT_LIMIT_MS) throw new ApiError("timeout", NO_RESPONSE_MESSAGE);
      waited += delay;
      await pause(delay);
      continue;
    }
    return checkedAnswer(status, payload, options.schema, token);
  }
}

type SendAnswer =
  | { kind: "answered"; status: number; payload: unknown; retryAfterSeconds?: number }
  /** The whole body went, and then nothing came for 10 s. */
  | { kind: "silentAfterUpload" };

/** One send: its answer, or silence after the upload; a silence during it, or a network error, throws. */
function sendOnce<T>(
  path: string,
  options: SendOptions<T>,
  token: string | null,
): Promise<SendAnswer> {
  const { method, body, onProgress, idempotencyKey } = options;
  return new Promise<SendAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    let uploaded = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const restartTimeout = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        request.abort();
        if (uploaded) resolve({ kind: "silentAfterUpload" });
        else reject(new ApiError("timeout", NO_RESPONSE_MESSAGE));
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
    request.upload.addEventListener("load", () => {
      uploaded = true;
      restartTimeout();
    });
    request.addEventListener("loadend", () => clearTimeout(silence));
    request.addEventListener("load", () => {
      const retryAfter = Number.parseInt(request.getResponseHeader("Retry-After") ?? "", 10);
      resolve({
        kind: "answered",
        status: request.status,
        payload: parseJson(request.responseText),
        ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
      });
    });
    request.addEventListener("error", () => reject(new ApiError("network", NO_RESPONSE_MESSAGE)));
    request.send(JSON.stringify(body));
    restartTimeout();
  });
}
