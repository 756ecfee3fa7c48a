import type { Availability, BookingRequestInput } from "@shelter/contract/bookings";
import { IDEMPOTENCY_KEY_HEADER } from "@shelter/contract/idempotency";
import type { PageLanguage } from "@shelter/contract/page";
import { fetchPublic } from "./publicApi.ts";
import { isSuccess, NoResponseError, pause, request, stillRunningDelayMs } from "./request.ts";

/** POST /api/bookings: what the visitor sends, with the honeypot `website` a robot fills in. */
export type BookingRequestBody = BookingRequestInput & { excursion_id: number };

/** How a request ended, for the form to say. */
export type BookingOutcome =
  | { kind: "created" }
  | { kind: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { kind: "slotFull"; message: string }
  | { kind: "throttled"; message: string; retryAfterSeconds: number | null }
  | { kind: "failed"; message: string | null };

export function fetchAvailability(
  query: { from: string; to: string; excursionId: number },
  signal?: AbortSignal,
): Promise<Availability> {
  const search = new URLSearchParams({
    from: query.from,
    to: query.to,
    excursion: String(query.excursionId),
  });
  return fetchPublic<Availability>(`/booking/availability?${search}`, signal);
}

function serverMessage(payload: unknown): string | null {
  return payload && typeof payload === "object" && "message" in payload
    ? String(payload.message)
    : null;
}

function fieldErrorsOf(payload: unknown): Record<string, string> {
  const errors =
    payload && typeof payload === "object" && "errors" in payload && Array.isArray(payload.errors)
      ? (payload.errors as { field?: unknown; message?: unknown }[])
      : [];
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) {
    if (typeof field === "string" && typeof message === "string") byField[field] ??= message;
  }
  return byField;
}

/** The server answers in the page's language (CONTRACT.md, Errors: `Accept-Language`). */
const languageHeader = (language: PageLanguage) => ({ "Accept-Language": language });

/**
 * How long the form waits, all told, for a request the server is still making under the same
 * `Idempotency-Key` (409 with `Retry-After`): the visitor pressed again after the first try's
 * answer was lost, and the first is still being saved.
 */
const RUNNING_WAIT_LIMIT_MS = 20_000;

/**
 * POST /api/bookings with `idempotencyKey` (useIdempotencyKey: the same while the form sends the
 * same request again), so that a request sent again after a lost answer books once.
 */
export async function sendBooking(
  body: BookingRequestBody,
  idempotencyKey?: string,
): Promise<BookingOutcome> {
  try {
    let waited = 0;
    for (;;) {
      const answer = await request("/bookings", {
        method: "POST",
        body,
        headers: {
          ...languageHeader(body.language === "en" ? "en" : "uk"),
          ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
        },
      });
      const message = serverMessage(answer.payload);
      if (isSuccess(answer.status)) return { kind: "created" };
      if (answer.status === 400) {
        return {
          kind: "invalid",
          message: message ?? "",
          fieldErrors: fieldErrorsOf(answer.payload),
        };
      }
      // The same request, sent before, still being saved: its answer comes to this key too.
      if (answer.status === 409 && answer.retryAfterSeconds !== undefined) {
        const delay = stillRunningDelayMs(answer.retryAfterSeconds);
        if (waited + delay > RUNNING_WAIT_LIMIT_MS) return { kind: "failed", message: null };
        waited += delay;
        await pause(delay);
        continue;
      }
      if (answer.status === 409) return { kind: "slotFull", message: message ?? "" };
      if (answer.status === 429) {
        return {
          kind: "throttled",
          message: message ?? "",
          retryAfterSeconds: answer.retryAfterSeconds ?? null,
        };
      }
      return { kind: "failed", message };
    }
  } catch (cause) {
    if (cause instanceof NoResponseError) return { kind: "failed", message: null };
    throw cause;
  }
}

/** POST /api/bookings/cancel: true once the booking is cancelled, false for a used or unknown link. */
export async function cancelBooking(
  token: string,
  language: PageLanguage,
): Promise<"cancelled" | "refused" | "failed"> {
  try {
    const answer = await request("/bookings/cancel", {
      method: "POST",
      body: { token },
      headers: languageHeader(language),
    });
    if (isSuccess(answer.status)) return "cancelled";
    return answer.status === 400 || answer.status === 404 ? "refused" : "failed";
  } catch (cause) {
    if (cause instanceof NoResponseError) return "failed";
    throw cause;
  }
}
