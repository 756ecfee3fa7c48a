import { createHash, randomBytes } from "node:crypto";
import {
  type Availability,
  type Booking,
  type BookingListQuery,
  type BookingRequest,
  type BookingSettings,
  type BookingStatus,
  type BookingStatusChange,
  bookingTransitions,
  type JobStatus,
  type OpeningHours,
  SPECIFICATION_HOURS,
} from "@shelter/contract";
import { bookingCancelPath } from "@shelter/contract/page";
import { sql } from "kysely";
import { type Author, recordHistory } from "../content/history/history.ts";
import { contentTransaction, type OnMade } from "../content/recordWriter.ts";
import type { ContentVersion } from "../db/contentVersion.ts";
import type { Database, Queryable } from "../db/database.ts";
import { enqueueMail } from "../mail/outbox.ts";
import {
  addDays,
  inSeason,
  kyivDate,
  kyivInstant,
  openSlots,
  seasonStartFrom,
} from "./calendar.ts";
import {
  acknowledgement,
  calendarEvent,
  cancelledNotification,
  confirmation,
  declined,
  type MailBooking,
  reminder,
  shelterNotification,
} from "./mails.ts";

// Two-key advisory lock on one slot: requests for its seats are counted one after another.
const SLOT_LOCK = 724_330;
const ATTEMPT_LOCK = 724_331;

export interface BookingLimits {
  /** Requests one client may send in the window (spec: a per-client limit against spam). */
  perClient: number;
  windowSeconds: number;
}
export const DEFAULT_BOOKING_LIMITS: BookingLimits = { perClient: 5, windowSeconds: 10 * 60 };

export type CreateResult =
  | { kind: "created"; booking: Booking }
  | { kind: "closed"; field: "date" | "time" | "excursion_id" }
  | { kind: "full"; seatsLeft: number };

export type StatusResult =
  | { kind: "changed"; booking: Booking }
  | { kind: "missing" }
  | { kind: "refused" };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The columns a booking is read with: the date as text, the excursion's title beside it. */
function bookingQuery(db: Queryable) {
  return db.kysely
    .selectFrom("bookings")
    .leftJoin("excursions", "excursions.id", "bookings.excursion_id")
    .select([
      "bookings.id",
      "bookings.excursion_id",
      "excursions.title_ua as excursion_title_ua",
      "excursions.title_en as excursion_title_en",
      sql<string>`to_char(bookings.visit_date, 'YYYY-MM-DD')`.as("date"),
      "bookings.slot_time as time",
      "bookings.group_size",
      "bookings.name",
      "bookings.phone",
      "bookings.email",
      "bookings.message",
      "bookings.language",
      "bookings.status",
      "bookings.reason",
      "bookings.created_at",
      "bookings.updated_at",
      "bookings.erased_at",
    ]);
}
type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>["executeTakeFirstOrThrow"]>>;

function present(row: BookingRow): Booking {
  const language = row.language === "en" ? "en" : "uk";
  return {
    id: row.id,
    excursion_id: row.excursion_id,
    excursion_title: (language === "en" ? row.excursion_title_en : row.excursion_title_ua) ?? null,
    date: row.date,
    time: row.time,
    group_size: row.group_size,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    language,
    status: row.status as BookingStatus,
    reason: row.reason,
    created_at: iso(row.created_at) ?? "",
    updated_at: iso(row.updated_at) ?? "",
    erased_at: iso(row.erased_at),
  };
}

function forMail(booking: Booking): MailBooking {
  return {
    id: booking.id,
    date: booking.date,
    time: booking.time,
    group_size: booking.group_size,
    name: booking.name ?? "",
    phone: booking.phone ?? "",
    email: booking.email ?? "",
    message: booking.message ?? "",
    language: booking.language,
    excursion_title: booking.excursion_title,
  };
}

/**
 * A status change in the history: the status and reason only, never the visitor's personal
 * data, which the retention job erases and a history entry must not keep.
 */
function recordStatusChange(
  tx: Queryable,
  id: number,
  before: { status: string; reason: string | null },
  after: Booking,
  by?: Author,
) {
  return recordHistory(tx, {
    entity: "bookings",
    recordId: id,
    action: "update",
    author: by,
    before: { id, status: before.status, reason: before.reason },
    after: { id, status: after.status, reason: after.reason },
  });
}

/** The bookings' reads and writes; every write that moves seats goes through the content version. */
export function createBookingStore(
  db: Database,
  version: Pick<ContentVersion, "changed">,
  options: { publicUrl: string; limits?: BookingLimits },
) {
  const limits = options.limits ?? DEFAULT_BOOKING_LIMITS;
  const adminLink = (id: number) => new URL(`/admin/bookings/${id}`, options.publicUrl).toString();
  const host = new URL(options.publicUrl).hostname;

  /** The farm's opening hours: the site settings' hours of the contacts, as the JSON-LD states. */
  async function openingHours(q: Queryable = db): Promise<OpeningHours> {
    const row = await q.kysely
      .selectFrom("site_settings")
      .select("opening_hours")
      .where("id", "=", 1)
      .executeTakeFirst();
    return row?.opening_hours?.contacts ?? SPECIFICATION_HOURS.contacts;
  }

  async function settings(q: Queryable = db): Promise<BookingSettings> {
    const row = await q.kysely
      .selectFrom("booking_settings")
      .selectAll()
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    return {
      season_start: row.season_start,
      season_end: row.season_end,
      slots: row.slots as string[],
      capacity: row.capacity,
      closed_days: row.closed_days as string[],
      min_notice_hours: row.min_notice_hours,
      max_days_ahead: row.max_days_ahead,
      notify_emails: row.notify_emails as string[],
      retention_days: row.retention_days,
    };
  }

  /** Seats taken per "date time" by new and confirmed requests between two dates. */
  async function seatsTaken(q: Queryable, from: string, to: string, time?: string) {
    let query = q.kysely
      .selectFrom("bookings")
      .select([
        sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as("date"),
        "slot_time",
        sql<number>`sum(group_size)::int`.as("taken"),
      ])
      .where("status", "in", ["new", "confirmed"])
      .where(sql<boolean>`visit_date BETWEEN ${from}::date AND ${to}::date`)
      .groupBy(["visit_date", "slot_time"]);
    if (time) query = query.where("slot_time", "=", time);
    const taken = new Map<string, number>();
    for (const row of await query.execute()) taken.set(`${row.date} ${row.slot_time}`, row.taken);
    return taken;
  }

  async function readOne(q: Queryable, id: number): Promise<Booking | undefined> {
    const row = await bookingQuery(q).where("bookings.id", "=", id).executeTakeFirst();
    return row ? present(row) : undefined;
  }

  return {
    settings: () => settings(),

    async saveSettings(next: BookingSettings, by?: Author): Promise<BookingSettings> {
      await contentTransaction(db, version, async (tx) => {
        const before = await settings(tx);
        await tx.kysely
          .updateTable("booking_settings")
          .set({
            ...next,
            slots: JSON.stringify(next.slots),
            closed_days: JSON.stringify(next.closed_days),
            notify_emails: JSON.stringify(next.notify_emails),
            updated_at: new Date(),
          })
          .where("id", "=", 1)
          .execute();
        await recordHistory(tx, {
          entity: "booking_settings",
          recordId: 1,
          action: "update",
          author: by,
          before,
          after: await settings(tx),
        });
      });
      return settings();
    },

    async availability(from: string, to: string, now: Date): Promise<Availability> {
      const current = await settings();
      const hours = await openingHours();
      const taken = await seatsTaken(db, from, to);
      const days: Availability["days"] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        const slots = openSlots(date, current, now, hours).map((time) => ({
          time,
          seats_left: Math.max(0, current.capacity - (taken.get(`${date} ${time}`) ?? 0)),
        }));
        days.push({ date, open: slots.length > 0, slots });
      }
      const nextSeasonStart = inSeason(from, current) ? null : seasonStartFrom(from, current);
      return { days, next_season_start: nextSeasonStart };
    },

    /**
     * Counts one request of `client`; false with the seconds to wait once it has sent its
     * share in the window. Counted under the client's lock, so a burst is counted in order.
     */
    async admit(
      client: string,
    ): Promise<{ admitted: true } | { admitted: false; retryAfter: number }> {
      const window = `${limits.windowSeconds} seconds`;
      return db.transaction(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK}::int, hashtext(${client}))`.execute(
          tx.kysely,
        );
        const row = await tx.kysely
          .selectFrom("booking_attempts")
          .select([
            sql<number>`count(*)::int`.as("count"),
            sql<
              number | null
            >`extract(epoch FROM min(attempted_at) + ${window}::interval - now())::float8`.as(
              "wait",
            ),
          ])
          .where("client", "=", client)
          .where("attempted_at", ">", sql<Date>`now() - ${window}::interval`)
          .executeTakeFirst();
        if (row && row.count >= limits.perClient) {
          return { admitted: false as const, retryAfter: Math.max(1, Math.ceil(row.wait ?? 1)) };
        }
        await tx.kysely.insertInto("booking_attempts").values({ client }).execute();
        await tx.kysely
          .deleteFrom("booking_attempts")
          .where("attempted_at", "<", sql<Date>`now() - ${window}::interval`)
          .execute();
        return { admitted: true as const };
      });
    },

    /**
     * Takes the seats in one transaction under the slot's lock: of requests racing for the
     * last seats, the first takes them and the others see them taken.
     */
    async create(request: BookingRequest, now: Date, onMade?: OnMade): Promise<CreateResult> {
      return contentTransaction(db, version, async (tx) => {
        const current = await settings(tx);
        const excursion = await tx.kysely
          .selectFrom("excursions")
          .select("id")
          .where("id", "=", request.excursion_id)
          .where("deleted_at", "is", null)
          .executeTakeFirst();
        if (!excursion) return { kind: "closed", field: "excursion_id" } as const;
        const open = openSlots(request.date, current, now, await openingHours(tx));
        if (!open.length) return { kind: "closed", field: "date" } as const;
        if (!open.includes(request.time)) return { kind: "closed", field: "time" } as const;
        await sql`SELECT pg_advisory_xact_lock(${SLOT_LOCK}::int, hashtext(${`${request.date} ${request.time}`}))`.execute(
          tx.kysely,
        );
        const taken = await seatsTaken(tx, request.date, request.date, request.time);
        const seatsLeft = current.capacity - (taken.get(`${request.date} ${request.time}`) ?? 0);
        if (request.group_size > seatsLeft) {
          return { kind: "full", seatsLeft: Math.max(0, seatsLeft) } as const;
        }
        const { id } = await tx.kysely
          .insertInto("bookings")
          .values({
            excursion_id: request.excursion_id,
            visit_date: sql<Date>`${request.date}::date`,
            slot_time: request.time,
            starts_at: kyivInstant(request.date, request.time),
            group_size: request.group_size,
            name: request.name,
            phone: request.phone,
            email: request.email,
            message: request.message,
            language: request.language,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const booking = (await readOne(tx, id)) as Booking;
        await enqueueMail(
          tx,
          [
            acknowledgement(forMail(booking)),
            ...current.notify_emails.map((to) =>
              shelterNotification(forMail(booking), to, adminLink(id)),
            ),
          ],
          id,
        );
        await onMade?.(tx, id);
        return { kind: "created", booking } as const;
      });
    },

    read: (id: number) => readOne(db, id),

    async list(query: BookingListQuery): Promise<{ bookings: Booking[]; totalLength: number }> {
      let filtered = db.kysely.selectFrom("bookings");
      if (query.status) filtered = filtered.where("status", "=", query.status);
      if (query.from) filtered = filtered.where(sql<boolean>`visit_date >= ${query.from}::date`);
      if (query.to) filtered = filtered.where(sql<boolean>`visit_date <= ${query.to}::date`);
      const { count } = await filtered
        .select(sql<number>`count(*)::int`.as("count"))
        .executeTakeFirstOrThrow();
      const ids = filtered.select("id");
      const rows = await bookingQuery(db)
        .where("bookings.id", "in", ids)
        .orderBy("bookings.visit_date", "desc")
        .orderBy("bookings.slot_time", "desc")
        .orderBy("bookings.id", "desc")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      return { bookings: rows.map(present), totalLength: count };
    },

    /** Every booking for the CSV export, oldest visit first. */
    async all(): Promise<Booking[]> {
      const rows = await bookingQuery(db)
        .orderBy("bookings.visit_date", "asc")
        .orderBy("bookings.slot_time", "asc")
        .orderBy("bookings.id", "asc")
        .execute();
      return rows.map(present);
    },

    async changeStatus(
      id: number,
      change: BookingStatusChange,
      now: Date,
      by?: Author,
    ): Promise<StatusResult> {
      return contentTransaction(db, version, async (tx) => {
        const locked = await tx.kysely
          .selectFrom("bookings")
          .select(["status", "reason", "erased_at"])
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return { kind: "missing" } as const;
        const from = locked.status as BookingStatus;
        if (!bookingTransitions[from].includes(change.status) || locked.erased_at) {
          return { kind: "refused" } as const;
        }
        const token = change.status === "confirmed" ? randomBytes(32).toString("base64url") : null;
        await tx.kysely
          .updateTable("bookings")
          .set({
            status: change.status,
            reason: change.status === "declined" ? (change.reason ?? "") : (change.reason ?? null),
            cancel_token_hash: token ? hashToken(token) : null,
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        const booking = (await readOne(tx, id)) as Booking;
        await recordStatusChange(tx, id, locked, booking, by);
        const mail = forMail(booking);
        if (token) {
          const excursion = await tx.kysely
            .selectFrom("excursions")
            .select(["time_from", "time_to"])
            .where("id", "=", booking.excursion_id ?? 0)
            .executeTakeFirst();
          // Lengths are stored in minutes; an unknown excursion gets an hour.
          const minutes = excursion ? Math.max(30, excursion.time_to) : 60;
          const [organizer] = (await settings(tx)).notify_emails;
          const ics = calendarEvent(mail, {
            minutes,
            host,
            organizer: organizer ?? `bookings@${host}`,
            now,
          });
          // The cancel page in the visitor's language (`/en/booking/cancel/…` for English).
          const cancelLink = new URL(
            bookingCancelPath(booking.language, token),
            options.publicUrl,
          ).toString();
          await enqueueMail(tx, [confirmation(mail, cancelLink, ics)], id);
        } else if (change.status === "declined") {
          await enqueueMail(tx, [declined(mail, change.reason ?? "")], id);
        }
        return { kind: "changed", booking } as const;
      });
    },

    /** The visitor's single-use cancel link: frees the seats and tells the shelter. */
    async cancel(token: string, now: Date): Promise<Booking | undefined> {
      return contentTransaction(db, version, async (tx) => {
        const row = await tx.kysely
          .updateTable("bookings")
          .set({ status: "cancelled", cancel_token_hash: null, updated_at: now })
          .where("cancel_token_hash", "=", hashToken(token))
          .where("status", "=", "confirmed")
          .returning(["id", "reason"])
          .executeTakeFirst();
        if (!row) return undefined;
        const booking = (await readOne(tx, row.id)) as Booking;
        // The visitor's own link: no account is its author.
        await recordStatusChange(tx, row.id, { status: "confirmed", reason: row.reason }, booking);
        const current = await settings(tx);
        await enqueueMail(
          tx,
          current.notify_emails.map((to) =>
            cancelledNotification(forMail(booking), to, adminLink(row.id)),
          ),
          row.id,
        );
        return booking;
      });
    },

    /**
     * Marks the confirmed visits of tomorrow (Kyiv) as reminded and queues their reminders, in
     * one statement: rows another instance holds are skipped, so each is reminded once.
     */
    async queueReminders(now: Date): Promise<number> {
      const tomorrow = addDays(kyivDate(now), 1);
      return db.transaction(async (tx) => {
        const due = await tx.query<{ id: number }>(
          `UPDATE bookings SET reminder_sent_at = $2 WHERE id IN (
             SELECT id FROM bookings
             WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND erased_at IS NULL
               AND visit_date = $1::date
             FOR UPDATE SKIP LOCKED)
           RETURNING id`,
          [tomorrow, now],
        );
        for (const { id } of due) {
          const booking = await readOne(tx, id);
          if (booking) await enqueueMail(tx, [reminder(forMail(booking))], id);
        }
        return due.length;
      });
    },

    /** Erases the personal data of visits older than the retention; the statistics stay. */
    async erasePersonalData(now: Date): Promise<number> {
      const current = await settings();
      const before = new Date(now.getTime() - current.retention_days * 86_400_000);
      return db.transaction(async (tx) => {
        const erased = await tx.kysely
          .updateTable("bookings")
          .set({
            name: null,
            phone: null,
            email: null,
            message: null,
            reason: null,
            cancel_token_hash: null,
            erased_at: now,
          })
          .where("erased_at", "is", null)
          .where("starts_at", "<", before)
          .returning("id")
          .execute();
        if (erased.length) {
          await tx.kysely
            .deleteFrom("mail_outbox")
            .where(
              "booking_id",
              "in",
              erased.map((row) => row.id),
            )
            .execute();
        }
        return erased.length;
      });
    },

    /**
     * Availability changes with the clock too (a slot drops under the minimum notice): touching
     * the settings row moves the content version, so a cached answer is made again.
     */
    async refreshAvailability(now: Date): Promise<void> {
      await contentTransaction(db, version, async (tx) => {
        await tx.kysely
          .updateTable("booking_settings")
          .set({ updated_at: now })
          .where("id", "=", 1)
          .execute();
      });
    },

    async jobs(): Promise<JobStatus[]> {
      const rows = await db.kysely
        .selectFrom("scheduled_jobs")
        .selectAll()
        .orderBy("name")
        .execute();
      return rows.map((row) => ({
        name: row.name,
        last_run_at: iso(row.last_run_at),
        last_success_at: iso(row.last_success_at),
        last_error: row.last_error,
        last_error_at: iso(row.last_error_at),
      }));
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;
