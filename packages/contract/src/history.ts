import { z } from "zod";
import { MAX_PAGE_LIMIT } from "./paging.ts";

/**
 * What the history records (issue 23): the content, the site's settings and contacts, the
 * bookings' settings and status and the team's accounts and invitations.
 */
export const HISTORY_ENTITIES = [
  "news",
  "excursions",
  "reviews",
  "gallery",
  "partners",
  "documents",
  "contacts",
  "settings",
  "booking_settings",
  "bookings",
  "users",
  "invitations",
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The content an editor writes, and so may read the history of, and what goes to the trash. */
export const CONTENT_ENTITIES = [
  "news",
  "excursions",
  "reviews",
  "gallery",
  "partners",
  "documents",
] as const satisfies readonly HistoryEntity[];
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

export const HISTORY_ACTIONS = ["create", "update", "delete", "restore"] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Days a deleted record stays in «Кошик» before the scheduled work removes it for good. */
export const TRASH_DAYS = 30;

export const historyMessages = {
  entity: "Невідомий розділ історії",
  id: "Номер запису має бути цілим числом від 1",
  idWithoutEntity: "Номер запису вказують разом із розділом (entity)",
  date: "Дата має бути у форматі РРРР-ММ-ДД або ISO-час",
  dateOrder: "Дата «від» не може бути пізнішою за дату «до»",
  author: "Автор — це e-mail облікового запису",
  page: "Сторінка — ціле число від 1",
  limit: `Кількість на сторінці — від 1 до ${MAX_PAGE_LIMIT}`,
} as const;

export const historyEntitySchema = z.enum(HISTORY_ENTITIES, { error: historyMessages.entity });
const historyDate = z
  .string({ error: historyMessages.date })
  .max(40, { error: historyMessages.date })
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: historyMessages.date,
  });

/**
 * `GET /api/history`: with `entity` and `id`, one record's versions (a bare array, newest
 * first); otherwise the journal, one page of every entry filtered by author (e-mail), entity and
 * date (`from`/`to`, a day `YYYY-MM-DD` counting whole, or an ISO time).
 */
export const historyQuerySchema = z
  .object({
    entity: historyEntitySchema.optional(),
    id: z.coerce
      .number({ error: historyMessages.id })
      .int({ error: historyMessages.id })
      .min(1, { error: historyMessages.id })
      .max(2_147_483_647, { error: historyMessages.id })
      .optional(),
    author: z.string().trim().min(1, { error: historyMessages.author }).max(254).optional(),
    from: historyDate.optional(),
    to: historyDate.optional(),
    page: z.coerce
      .number({ error: historyMessages.page })
      .int({ error: historyMessages.page })
      .min(1, { error: historyMessages.page })
      .max(1_000_000, { error: historyMessages.page })
      .optional(),
    limit: z.coerce
      .number({ error: historyMessages.limit })
      .int({ error: historyMessages.limit })
      .min(1, { error: historyMessages.limit })
      .max(MAX_PAGE_LIMIT, { error: historyMessages.limit })
      .optional(),
  })
  .refine((query) => query.id === undefined || query.entity !== undefined, {
    error: historyMessages.idWithoutEntity,
    path: ["entity"],
  })
  .refine(
    (query) =>
      !query.from || !query.to || Date.parse(query.from) <= Date.parse(historyDayEnd(query.to)),
    { error: historyMessages.dateOrder, path: ["to"] },
  );
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** The end of a `to` filter: a bare day counts whole. */
export function historyDayEnd(to: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : to;
}

/** A record's fields as they were stored: images by their `media` id, never their bytes. */
export const historyFieldsSchema = z.record(z.string(), z.unknown());
export type HistoryFields = z.infer<typeof historyFieldsSchema>;
const snapshot = historyFieldsSchema.nullable();

/** The site settings are one record: its id in the history (`?entity=settings&id=1`). */
export const SITE_SETTINGS_ID = 1;

/** `POST /api/history/{version_id}/restore` and `POST /api/trash/{entity}/{id}/restore`: the record. */
export const restoredRecordSchema = historyFieldsSchema;

/** One version: who did what to a record when, and the record before and after. */
export const historyEntrySchema = z.object({
  version_id: z.number().int(),
  entity: z.enum(HISTORY_ENTITIES),
  record_id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  /** The author's e-mail, kept after the account is removed; null for the site itself. */
  author: z.string().nullable(),
  at: z.string(),
  before: snapshot,
  after: snapshot,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyListSchema = z.array(historyEntrySchema);
export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  totalLength: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const versionParamsSchema = z.object({ version_id: z.string().max(64) });

/** `GET /api/trash`: what waits in «Кошик», the most recently deleted first. */
export const trashItemSchema = z.object({
  entity: z.enum(CONTENT_ENTITIES),
  id: z.number().int(),
  /** The record's Ukrainian title or name. */
  title: z.string(),
  deleted_at: z.string(),
  /** The e-mail of whoever deleted it; null when the site did. */
  deleted_by: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = z.array(trashItemSchema);

export const trashParamsSchema = z.object({
  entity: z.string().max(64),
  id: z.string().max(64),
});
