import { z } from "zod";
import { normalizeUkrainianPhone, UKRAINIAN_PHONE } from "./typedInput.ts";

/** Excursion bookings (CONTRACT.md, «Excursion bookings (API)», issue 22). */

export const bookingLanguages = ["uk", "en"] as const;
export type BookingLanguage = (typeof bookingLanguages)[number];

/** spec: at most 30 people per excursion; one group never takes more than a slot holds. */
export const BOOKING_MAX_GROUP = 30;
export const BOOKING_MESSAGE_MAX = 500;
export const BOOKING_NAME_MAX = 80;
export const BOOKING_REASON_MAX = 500;
/** The longest range one availability read may ask for. */
export const AVAILABILITY_MAX_DAYS = 92;
export const BOOKING_TIME_ZONE = "Europe/Kyiv";

export { normalizeUkrainianPhone } from "./typedInput.ts";

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days the request form offers: from tomorrow (nothing under 24 hours ahead is open) over
 * the longest range the API answers. The server embeds them in `/booking`, the form asks for them.
 */
export function availabilityRange(today: Date): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  return {
    from: isoDate(new Date(today.getTime() + day)),
    to: isoDate(new Date(today.getTime() + (AVAILABILITY_MAX_DAYS - 1) * day)),
  };
}

/** Every booking rule's message in both languages, keyed by its id. */
export const bookingMessages = {
  uk: {
    required: "Поле повинно бути заповнене",
    excursion: "Оберіть екскурсію",
    date: "Оберіть дату",
    dateClosed: "У цей день екскурсій немає: оберіть інший день",
    time: "Оберіть час",
    timeClosed: "Цього часу немає в розкладі: оберіть інший",
    groupSize: `Кількість відвідувачів має бути від 1 до ${BOOKING_MAX_GROUP}`,
    seatsLeft: "Для такої групи не вистачає місць: оберіть інший час або меншу групу",
    name: `Вкажіть ім’я (до ${BOOKING_NAME_MAX} символів)`,
    phone: "Формат номера телефону +380 *** *** ***",
    email: "Введіть коректний email",
    message: `Повідомлення має містити максимум ${BOOKING_MESSAGE_MAX} символів`,
    consent: "Потрібна ваша згода, щоб ми могли зв’язатися з вами",
    language: "Оберіть мову: uk або en",
    status: "Оберіть статус",
    reason: "Вкажіть причину відмови",
    reasonMax: `Причина має містити максимум ${BOOKING_REASON_MAX} символів`,
    transition: "Цей запит не можна перевести в такий статус",
    cancelToken: "Посилання недійсне або вже використане",
    monthDay: "Вкажіть дату у форматі ММ-ДД, наприклад 04-01",
    slots: "Вкажіть від 1 до 12 різних годин у форматі ГГ:ХХ, наприклад 10:00",
    capacity: "Місткість має бути від 1 до 1000",
    closedDays: "Вкажіть дати у форматі РРРР-ММ-ДД",
    minNotice: "Вкажіть від 0 до 720 годин",
    maxDaysAhead: "Вкажіть від 1 до 366 днів",
    notifyEmails: "Вкажіть до 10 коректних адрес електронної пошти",
    retentionDays: "Вкажіть від 1 до 3650 днів",
    tooManyRequests: "Забагато запитів. Спробуйте трохи згодом",
  },
  en: {
    required: "This field is required",
    excursion: "Choose an excursion",
    date: "Choose a date",
    dateClosed: "There are no excursions on this day: choose another day",
    time: "Choose a time",
    timeClosed: "This time is not in the schedule: choose another",
    groupSize: `The number of visitors must be from 1 to ${BOOKING_MAX_GROUP}`,
    seatsLeft: "Not enough seats left for this group: choose another time or a smaller group",
    name: `Enter your name (up to ${BOOKING_NAME_MAX} characters)`,
    phone: "Phone number format +380 *** *** ***",
    email: "Enter a valid email",
    message: `The message must be at most ${BOOKING_MESSAGE_MAX} characters`,
    consent: "We need your consent to contact you",
    language: "Choose a language: uk or en",
    status: "Choose a status",
    reason: "Give the reason for declining",
    reasonMax: `The reason must be at most ${BOOKING_REASON_MAX} characters`,
    transition: "This request cannot be moved to that status",
    cancelToken: "The link is invalid or has already been used",
    monthDay: "Enter a date as MM-DD, for example 04-01",
    slots: "Enter 1 to 12 different times as HH:MM, for example 10:00",
    capacity: "The capacity must be from 1 to 1000",
    closedDays: "Enter dates as YYYY-MM-DD",
    minNotice: "Enter from 0 to 720 hours",
    maxDaysAhead: "Enter from 1 to 366 days",
    notifyEmails: "Enter up to 10 valid e-mail addresses",
    retentionDays: "Enter from 1 to 3650 days",
    tooManyRequests: "Too many requests. Please try again a little later",
  },
} as const satisfies Record<BookingLanguage, Record<string, string>>;
export type BookingMessageId = keyof (typeof bookingMessages)["uk"];

/** The text of a booking message in a language; the schemas below carry ids. */
export function bookingMessage(id: string, language: BookingLanguage): string {
  const texts: Record<string, string> = bookingMessages[language];
  return texts[id] ?? id;
}

/** NUL breaks PostgreSQL and the rest are never wanted; a message may keep its line breaks and tabs. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    const allowed = multiline && (code === 9 || code === 10 || code === 13);
    if ((code < 32 && !allowed) || code === 127) return true;
  }
  return false;
}

const error = (id: BookingMessageId) => ({ error: id });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A month-day such as 04-01; 02-29 counts (a leap year's season may start on it). */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isCalendarDate(`2028-${value}`);
}

const dateField = z.string(error("date")).refine(isCalendarDate, error("date"));
const timeField = z.string(error("time")).regex(SLOT_TIME, error("time"));

export const bookingRequestFields = {
  excursion_id: z.coerce
    .number(error("excursion"))
    .int(error("excursion"))
    .min(1, error("excursion"))
    .max(2_147_483_647, error("excursion")),
  date: dateField,
  time: timeField,
  group_size: z.coerce
    .number(error("groupSize"))
    .int(error("groupSize"))
    .min(1, error("groupSize"))
    .max(BOOKING_MAX_GROUP, error("groupSize")),
  name: z
    .string(error("required"))
    .trim()
    .min(1, { error: "required", abort: true })
    .max(BOOKING_NAME_MAX, error("name"))
    .refine((value) => !hasControlCharacter(value, false), error("name")),
  phone: z
    .string(error("phone"))
    .transform(normalizeUkrainianPhone)
    .pipe(z.string().regex(UKRAINIAN_PHONE, error("phone"))),
  email: z
    .string(error("email"))
    .trim()
    .min(1, { error: "required", abort: true })
    .max(254, { error: "email", abort: true })
    .pipe(z.email(error("email"))),
  message: z
    .string(error("message"))
    .trim()
    .max(BOOKING_MESSAGE_MAX, error("message"))
    .refine((value) => !hasControlCharacter(value, true), error("message"))
    .optional()
    .default(""),
  language: z.enum(bookingLanguages, error("language")),
  consent: z.literal(true, error("consent")),
  /** The honeypot: hidden from people, filled by bots; a filled one is accepted and dropped. */
  website: z.string().max(2000).optional(),
};

/**
 * POST /api/bookings. The messages are ids of `bookingMessages`: show
 * `bookingMessage(issue.message, language)`. Whether the day is open and the slot has the seats
 * is the server's check against the settings and the other bookings.
 */
export const bookingRequestSchema = z.object(bookingRequestFields);
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingStatuses = [
  "new",
  "confirmed",
  "declined",
  "cancelled",
  "visited",
  "no_show",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Which status a booking may move to from which: the volunteer's choices in the back office. */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ["confirmed", "declined", "cancelled"],
  confirmed: ["cancelled", "visited", "no_show"],
  declined: [],
  cancelled: [],
  visited: ["no_show"],
  no_show: ["visited"],
};

/** PATCH /api/bookings/{id}: a decline carries its reason (mailed to the visitor). */
export const bookingStatusChangeSchema = z
  .object({
    status: z.enum(["confirmed", "declined", "cancelled", "visited", "no_show"], error("status")),
    reason: z
      .string(error("reasonMax"))
      .trim()
      .max(BOOKING_REASON_MAX, error("reasonMax"))
      .optional(),
  })
  .refine((change) => change.status !== "declined" || (change.reason ?? "") !== "", {
    error: "reason",
    path: ["reason"],
  });
export type BookingStatusChangeInput = z.input<typeof bookingStatusChangeSchema>;
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

export const bookingCancelSchema = z.object({
  token: z.string(error("cancelToken")).min(1, error("cancelToken")).max(200, error("cancelToken")),
});
export type BookingCancelInput = z.input<typeof bookingCancelSchema>;

/** GET/PUT /api/booking/settings. */
export const bookingSettingsSchema = z.object({
  season_start: z.string(error("monthDay")).refine(isMonthDay, error("monthDay")),
  season_end: z.string(error("monthDay")).refine(isMonthDay, error("monthDay")),
  slots: z
    .array(z.string(error("slots")).regex(SLOT_TIME, error("slots")), error("slots"))
    .min(1, error("slots"))
    .max(12, error("slots"))
    .refine((slots) => new Set(slots).size === slots.length, error("slots"))
    .transform((slots) => [...slots].sort()),
  capacity: z
    .number(error("capacity"))
    .int(error("capacity"))
    .min(1, error("capacity"))
    .max(1000, error("capacity")),
  closed_days: z
    .array(
      z.string(error("closedDays")).refine(isCalendarDate, error("closedDays")),
      error("closedDays"),
    )
    .max(366, error("closedDays"))
    .transform((days) => [...new Set(days)].sort()),
  min_notice_hours: z
    .number(error("minNotice"))
    .int(error("minNotice"))
    .min(0, error("minNotice"))
    .max(720, error("minNotice")),
  max_days_ahead: z
    .number(error("maxDaysAhead"))
    .int(error("maxDaysAhead"))
    .min(1, error("maxDaysAhead"))
    .max(366, error("maxDaysAhead")),
  notify_emails: z
    .array(
      z
        .string(error("notifyEmails"))
        .trim()
        .max(254, error("notifyEmails"))
        .pipe(z.email(error("notifyEmails"))),
      error("notifyEmails"),
    )
    .max(10, error("notifyEmails")),
  retention_days: z
    .number(error("retentionDays"))
    .int(error("retentionDays"))
    .min(1, error("retentionDays"))
    .max(3650, error("retentionDays")),
});
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The settings as the API answers them (the schema above without its checks and sorting). */
export const bookingSettingsResponseSchema = z.object({
  season_start: z.string(),
  season_end: z.string(),
  slots: z.array(z.string()),
  capacity: z.number().int(),
  closed_days: z.array(z.string()),
  min_notice_hours: z.number().int(),
  max_days_ahead: z.number().int(),
  notify_emails: z.array(z.string()),
  retention_days: z.number().int(),
});

/** The settings a fresh database starts with (CONTRACT.md). */
export const defaultBookingSettings: BookingSettings = {
  season_start: "04-01",
  season_end: "10-31",
  slots: ["10:00", "12:00", "14:00", "16:00"],
  capacity: 30,
  closed_days: [],
  min_notice_hours: 24,
  max_days_ahead: 90,
  notify_emails: [],
  retention_days: 180,
};

/** GET /api/booking/availability?from&to&excursion. */
export const availabilityQuerySchema = z
  .object({
    from: dateField,
    to: dateField,
    excursion: z.coerce
      .number(error("excursion"))
      .int(error("excursion"))
      .min(1, error("excursion"))
      .max(2_147_483_647, error("excursion"))
      .optional(),
  })
  .refine(
    (query) =>
      query.from <= query.to &&
      (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < AVAILABILITY_MAX_DAYS,
    { error: "date", path: ["to"] },
  );
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilitySlotSchema = z.object({ time: z.string(), seats_left: z.number().int() });
export const availabilityDaySchema = z.object({
  date: z.string(),
  open: z.boolean(),
  slots: z.array(availabilitySlotSchema),
});
export const availabilitySchema = z.object({
  days: z.array(availabilityDaySchema),
  /** Out of season on `from`: the first day of the next season; null in season. */
  next_season_start: z.string().nullable(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;
export type Availability = z.infer<typeof availabilitySchema>;

/** POST /api/bookings → 201. */
export const bookingReceiptSchema = z.object({
  id: z.number().int(),
  status: z.literal("new"),
  excursion_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  group_size: z.number().int(),
});
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;

/** One booking as the back office reads it; the personal fields are null once erased. */
export const bookingSchema = z.object({
  id: z.number().int(),
  excursion_id: z.number().int().nullable(),
  excursion_title: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  group_size: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  language: z.enum(bookingLanguages),
  status: z.enum(bookingStatuses),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  erased_at: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/bookings?status&from&to&page&limit. */
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses, error("status")).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export const bookingPageSchema = z.object({
  bookings: z.array(bookingSchema),
  totalLength: z.number().int(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** GET /api/jobs: the scheduled work's last runs, so a failure shows in the back office. */
export const jobStatusSchema = z.object({
  name: z.string(),
  last_run_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
});
export const jobStatusListSchema = z.array(jobStatusSchema);
export type JobStatus = z.infer<typeof jobStatusSchema>;
