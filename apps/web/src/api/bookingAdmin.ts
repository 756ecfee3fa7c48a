import {
  availabilitySchema,
  type BookingSettings,
  type BookingStatus,
  type BookingStatusChangeInput,
  bookingPageSchema,
  bookingSchema,
  bookingSettingsSchema,
} from "@shelter/contract";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, NO_RESPONSE_MESSAGE } from "./ApiError.ts";
import { adminHeaders, apiGet, apiRequest, checkedAnswer } from "./client.ts";
import { API_BASE } from "./request.ts";
import { savedToken } from "./session.ts";

/** The back office's booking calls (CONTRACT.md, Excursion bookings (API)). */
export const BOOKINGS_PAGE_SIZE = 20;

export const bookingKeys = {
  all: ["bookings"] as const,
  settings: ["booking-settings"] as const,
};

export const bookingListQuery = (status: BookingStatus, page: number) =>
  queryOptions({
    queryKey: [...bookingKeys.all, "list", status, page],
    queryFn: ({ signal }) =>
      apiGet(
        `/bookings?status=${status}&page=${page}&limit=${BOOKINGS_PAGE_SIZE}`,
        bookingPageSchema,
        signal,
      ),
  });

/** How many new requests wait: the sidebar's badge. */
export const newBookingCountQuery = queryOptions({
  queryKey: [...bookingKeys.all, "new-count"],
  queryFn: async ({ signal }) =>
    (await apiGet("/bookings?status=new&page=1&limit=1", bookingPageSchema, signal)).totalLength,
  refetchInterval: 60_000,
});

/** The coming days' slots and their seats left, every excursion together. */
export const comingDaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...bookingKeys.all, "days", from, to],
    queryFn: ({ signal }) =>
      apiGet(`/booking/availability?from=${from}&to=${to}`, availabilitySchema, signal),
  });

export const bookingSettingsQuery = queryOptions({
  queryKey: bookingKeys.settings,
  queryFn: ({ signal }) => apiGet("/booking/settings", bookingSettingsSchema, signal),
});

export function changeBookingStatus(id: number, change: BookingStatusChangeInput) {
  return apiRequest(`/bookings/${id}`, { method: "PATCH", body: change, schema: bookingSchema });
}

export function saveBookingSettings(settings: BookingSettings) {
  return apiRequest("/booking/settings", {
    method: "PUT",
    body: settings,
    schema: bookingSettingsSchema,
  });
}

/** GET /api/bookings/export: the CSV as a file the browser saves. */
export async function downloadBookingsCsv(): Promise<void> {
  const token = savedToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/bookings/export`, { headers: adminHeaders(token) });
  } catch {
    throw new ApiError("network", NO_RESPONSE_MESSAGE);
  }
  if (!response.ok) {
    const text = await response.text();
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    checkedAnswer(response.status, payload, { parse: () => undefined }, token);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `bookings-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
