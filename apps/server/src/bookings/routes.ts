import {
  availabilityQuerySchema,
  availabilitySchema,
  type Booking,
  type BookingLanguage,
  bookingCancelSchema,
  bookingListQuerySchema,
  bookingMessage,
  bookingPageSchema,
  bookingReceiptSchema,
  bookingRequestSchema,
  bookingSchema,
  bookingSettingsResponseSchema,
  bookingSettingsSchema,
  bookingStatusChangeSchema,
  type ErrorResponse,
  idParamsSchema,
  jobStatusListSchema,
  recordIdSchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { z } from "zod";
import { clientKey } from "../auth/clientAddress.ts";
import { authorOf } from "../auth/guard.ts";
import { notFound } from "../http/errors.ts";
import { recordMade } from "../http/idempotency.ts";
import { languageOf } from "../http/messages.ts";
import { BEARER, errorResponses, IDEMPOTENCY_NOTE, PUBLIC } from "../http/openApi.ts";
import { typed } from "../http/typed.ts";
import type { BookingStore } from "./store.ts";

export interface BookingRouteOptions {
  store: BookingStore;
  guard: onRequestHookHandler;
  /** The scheduler's "send the outbox now", called after a write has committed its mail. */
  deliverMail: () => void;
  clock: () => Date;
}

/** spec: a booking request is a few hundred bytes; more is refused before it is read. */
const BOOKING_BODY_LIMIT = 4 * 1024;
const TAG = "bookings";

/** The booking schemas carry message ids: the routes parse the body themselves, in its language. */
const takeAsSent = { validatorCompiler: () => (value: unknown) => ({ value }) };

function languageFrom(request: FastifyRequest): BookingLanguage {
  const body = request.body as { language?: unknown } | undefined;
  if (body && (body.language === "uk" || body.language === "en")) return body.language;
  return languageOf(request.headers["accept-language"]);
}

function refuse(
  reply: FastifyReply,
  status: number,
  language: BookingLanguage,
  issues: { field: string; id: string }[],
) {
  const body: ErrorResponse = {
    message: bookingMessage(issues[0]?.id ?? "required", language),
    errors: issues.map((issue) => ({
      field: issue.field,
      message: bookingMessage(issue.id, language),
    })),
  };
  return reply.code(status).send(body);
}

function parseOr<T>(
  schema: z.ZodType<T>,
  value: unknown,
  reply: FastifyReply,
  language: BookingLanguage,
): T | undefined {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  void refuse(
    reply,
    400,
    language,
    parsed.error.issues.map((issue) => ({
      field: issue.path.join(".") || "body",
      id: issue.message,
    })),
  );
  return undefined;
}

const CSV_COLUMNS = [
  "id",
  "date",
  "time",
  "excursion_title",
  "group_size",
  "status",
  "name",
  "phone",
  "email",
  "language",
  "message",
  "reason",
  "created_at",
] as const satisfies readonly (keyof Booking)[];

/** One CSV field; a leading = + - @ is defused so a spreadsheet does not run it as a formula. */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function bookingRoutes(app: FastifyInstance, options: BookingRouteOptions): void {
  const { store, guard, clock } = options;
  const api = typed(app);

  api.get(
    "/booking/availability",
    {
      ...takeAsSent,
      schema: {
        tags: [TAG],
        summary: "Read the open days and the seats left per slot",
        description:
          "At most 92 days. A day out of season, closed, past, under the minimum notice or beyond the furthest day ahead is `open: false` with no slots. Slots are Europe/Kyiv times.",
        operationId: "getBookingAvailability",
        security: PUBLIC,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers["accept-language"]);
      const query = parseOr(availabilityQuerySchema, request.query, reply, language);
      if (!query) return reply;
      return store.availability(query.from, query.to, clock());
    },
  );

  api.post(
    "/bookings",
    {
      ...takeAsSent,
      bodyLimit: BOOKING_BODY_LIMIT,
      // A visitor whose answer was lost (a phone's connection, the form's 10 s timeout) sends
      // the same request again with the same key: one booking, and the first answer again.
      config: { idempotent: true },
      schema: {
        tags: [TAG],
        summary: "Request an excursion",
        description: `Validated by the shared schema; each field's message comes in the body's \`language\`. 409 when the slot has fewer seats left than the group (with the field's error on \`group_size\`). Throttled per client (429 with \`Retry-After\`). ${IDEMPOTENCY_NOTE}`,
        operationId: "createBooking",
        security: PUBLIC,
        body: bookingRequestSchema,
        response: {
          201: bookingReceiptSchema,
          ...errorResponses(400, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const language = languageFrom(request);
      const admission = await store.admit(clientKey(request.ip));
      if (!admission.admitted) {
        reply.header("retry-after", String(admission.retryAfter));
        return refuse(reply, 429, language, [{ field: "body", id: "tooManyRequests" }]);
      }
      const body = request.body as { website?: unknown } | undefined;
      const receipt = (
        booking: Pick<Booking, "id" | "excursion_id" | "date" | "time" | "group_size">,
      ) => ({
        id: booking.id,
        status: "new" as const,
        excursion_id: booking.excursion_id ?? 0,
        date: booking.date,
        time: booking.time,
        group_size: booking.group_size,
      });
      if (typeof body?.website === "string" && body.website.trim() !== "") {
        // The honeypot: a bot is told it worked, whatever it sent, and nothing is kept.
        request.log.info("booking honeypot filled; nothing stored");
        const sent = bookingRequestSchema.partial().safeParse(body);
        const {
          date = "",
          time = "",
          group_size = 1,
          excursion_id = 0,
        } = sent.success ? sent.data : {};
        return reply.code(201).send(receipt({ id: 0, excursion_id, date, time, group_size }));
      }
      const parsed = parseOr(bookingRequestSchema, body, reply, language);
      if (!parsed) return reply;
      // Made already under this Idempotency-Key by a request that stopped before its answer.
      const made =
        request.madeRecordId === undefined ? undefined : await store.read(request.madeRecordId);
      if (made) return reply.code(201).send(receipt(made));
      const key = request.idempotencyKey;
      const result = await store.create(parsed, clock(), (tx, id) => recordMade(tx, key, id));
      if (result.kind === "closed") {
        const id =
          result.field === "date"
            ? "dateClosed"
            : result.field === "time"
              ? "timeClosed"
              : "excursion";
        return refuse(reply, 400, language, [{ field: result.field, id }]);
      }
      if (result.kind === "full") {
        return refuse(reply, 409, language, [{ field: "group_size", id: "seatsLeft" }]);
      }
      options.deliverMail();
      return reply.code(201).send(receipt(result.booking));
    },
  );

  api.post(
    "/bookings/cancel",
    {
      ...takeAsSent,
      bodyLimit: BOOKING_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "Cancel a confirmed visit with the e-mailed link's token",
        description: "The token works once; a used or unknown one gets 400. The seats are freed.",
        operationId: "cancelBooking",
        security: PUBLIC,
        body: bookingCancelSchema,
        response: {
          200: z.object({ status: z.literal("cancelled") }),
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const language = languageFrom(request);
      const parsed = parseOr(bookingCancelSchema, request.body, reply, language);
      if (!parsed) return reply;
      const cancelled = await store.cancel(parsed.token, clock());
      if (!cancelled) return refuse(reply, 400, language, [{ field: "token", id: "cancelToken" }]);
      options.deliverMail();
      return { status: "cancelled" as const };
    },
  );

  const admin = { onRequest: guard, config: { responseCache: false as const } };

  api.get(
    "/bookings",
    {
      ...admin,
      schema: {
        tags: [TAG],
        summary: "List the booking requests",
        description:
          "Newest visit first, filtered by `status` and the visit's dates `from`/`to`. `GET /api/bookings?status=new&limit=1` gives the sidebar's count of new requests in `totalLength`.",
        operationId: "listBookings",
        security: BEARER,
        querystring: bookingListQuerySchema,
        response: { 200: bookingPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => store.list(request.query),
  );

  api.get(
    "/bookings/export",
    {
      ...admin,
      schema: {
        tags: [TAG],
        summary: "Export every booking as CSV",
        operationId: "exportBookings",
        security: BEARER,
        produces: ["text/csv"],
        response: {
          200: z.string().meta({ description: "CSV, one booking a row, with a header row" }),
          ...errorResponses(401),
        },
      },
    },
    async (_request, reply) => {
      const rows = (await store.all()).map((booking) =>
        CSV_COLUMNS.map((column) => csvField(booking[column])).join(","),
      );
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="bookings.csv"');
      // A byte-order mark, so a spreadsheet reads the Ukrainian names as UTF-8.
      return `\uFEFF${[CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
    },
  );

  api.get(
    "/bookings/:id",
    {
      ...admin,
      schema: {
        tags: [TAG],
        summary: "Read one booking request",
        operationId: "getBooking",
        security: BEARER,
        params: idParamsSchema,
        response: { 200: bookingSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const id = recordIdSchema.safeParse(request.params.id);
      const booking = id.success ? await store.read(id.data) : undefined;
      if (!booking) throw notFound();
      return booking;
    },
  );

  api.patch(
    "/bookings/:id",
    {
      ...admin,
      ...takeAsSent,
      schema: {
        tags: [TAG],
        summary: "Confirm, decline, cancel or close a booking request",
        description:
          "new → confirmed, declined (with `reason`) or cancelled; confirmed → cancelled, visited or no_show; visited ↔ no_show. Confirming mails the visitor a calendar file and a cancel link, declining mails the reason. Another move is 409.",
        operationId: "updateBookingStatus",
        security: BEARER,
        params: idParamsSchema,
        body: bookingStatusChangeSchema,
        response: { 200: bookingSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers["accept-language"]);
      const id = recordIdSchema.safeParse((request.params as { id: string }).id);
      const change = parseOr(bookingStatusChangeSchema, request.body, reply, language);
      if (!change) return reply;
      const result = id.success
        ? await store.changeStatus(id.data, change, clock(), authorOf(request))
        : { kind: "missing" as const };
      if (result.kind === "missing") throw notFound();
      if (result.kind === "refused")
        return refuse(reply, 409, language, [{ field: "status", id: "transition" }]);
      options.deliverMail();
      return result.booking;
    },
  );

  api.get(
    "/booking/settings",
    {
      ...admin,
      schema: {
        tags: [TAG],
        summary: "Read the booking settings",
        operationId: "getBookingSettings",
        security: BEARER,
        response: { 200: bookingSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => store.settings(),
  );

  api.put(
    "/booking/settings",
    {
      ...admin,
      ...takeAsSent,
      schema: {
        tags: [TAG],
        summary: "Change the season, slots, capacity, closed days and notification addresses",
        operationId: "updateBookingSettings",
        security: BEARER,
        body: bookingSettingsSchema,
        response: { 200: bookingSettingsResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.headers["accept-language"]);
      const settings = parseOr(bookingSettingsSchema, request.body, reply, language);
      if (!settings) return reply;
      return store.saveSettings(settings, authorOf(request));
    },
  );

  // The scheduled work's state is the operator's: administrators only, not the bookings desk.
  api.get(
    "/jobs",
    {
      ...admin,
      config: { ...admin.config, roles: ["admin"] as const },
      schema: {
        tags: [TAG],
        summary: "Read the scheduled jobs' last runs and failures",
        description:
          "Mail delivery, reminders and data retention: when each last ran, succeeded or failed, and why.",
        operationId: "listJobs",
        security: BEARER,
        response: { 200: jobStatusListSchema, ...errorResponses(401) },
      },
    },
    async () => store.jobs(),
  );
}
