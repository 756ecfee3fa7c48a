import type { Availability, BookingRequestInput } from "@shelter/contract/bookings";
import type { PageLanguage } from "@shelter/contract/page";
import { fetchPublic } from "./publicApi.ts";
import { isSuccess, NoResponseError, request } from "./request.ts";

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

export async function sendBooking(body: BookingRequestBody): Promise<BookingOutcome> {
  try {
    const answer = await request("/bookings", {
      method: "POST",
      body,
      headers: languageHeader(body.language === "en" ? "en" : "uk"),
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
    if (answer.status === 409) return { kind: "slotFull", message: message ?? "" };
    if (answer.status === 429) {
      return {
        kind: "throttled",
        message: message ?? "",
        retryAfterSeconds: answer.retryAfterSeconds ?? null,
      };
    }
    return { kind: "failed", message };
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
