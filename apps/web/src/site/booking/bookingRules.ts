import { bookingMessage, bookingRequestSchema } from "@shelter/contract/bookings";
import type { PageLanguage } from "@shelter/contract/page";
import type { BookingRequestBody } from "../../api/bookingApi.ts";

/** What the form holds, as typed. */
export interface BookingFields {
  date: string;
  time: string;
  group_size: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
  website: string;
}

type FormBody = Omit<BookingRequestBody, "excursion_id" | "language" | "website">;

/** «пт, 14 травня» / "Fri, 14 May": a day as the visitor reads it. */
export function formatBookingDate(date: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "uk-UA", {
    weekday: "short",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A date months away, with its year: «1 квітня 2027 р.», "1 April 2027". */
export function formatSeasonDate(date: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "uk-UA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

const FORM_FIELDS = new Set<string>([
  "date",
  "time",
  "group_size",
  "name",
  "phone",
  "email",
  "message",
  "consent",
]);

/**
 * The form's fields checked by the shared schema before sending, each field's first problem in
 * the page's language, and the body to send once there is none; a group larger than the slot's
 * seats left is refused here too, with the server's own message.
 */
export function bookingFieldErrors(
  fields: BookingFields,
  { language, seatsLeft }: { language: PageLanguage; seatsLeft: number | undefined },
): { errors: Partial<Record<keyof BookingFields, string>>; body: FormBody | null } {
  const parsed = bookingRequestSchema.safeParse({
    excursion_id: 1,
    date: fields.date,
    time: fields.time,
    group_size: fields.group_size.trim() === "" ? Number.NaN : fields.group_size,
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    message: fields.message,
    language,
    consent: fields.consent,
  });
  const errors: Partial<Record<keyof BookingFields, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    if (FORM_FIELDS.has(field)) {
      errors[field as keyof BookingFields] ??= bookingMessage(issue.message, language);
    }
  }
  if (parsed.success && seatsLeft !== undefined && parsed.data.group_size > seatsLeft) {
    errors.group_size = bookingMessage("seatsLeft", language);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors, body: null };
  const { date, time, group_size, name, phone, email, message } = parsed.data;
  return {
    errors,
    body: {
      date,
      time,
      group_size,
      name,
      phone,
      email,
      ...(message ? { message } : {}),
      consent: true,
    },
  };
}
