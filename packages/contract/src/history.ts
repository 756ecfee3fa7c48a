import { z } from "zod";
import { messages } from "./messages.ts";
import { MAX_PAGE_LIMIT } from "./paging.ts";

/** History of every write and the trash (CONTRACT.md, «Team, history, trash and news publishing»). */

/** The kinds of record the history follows, named as their API routes are. */
export const HISTORY_ENTITIES = [
  "news",
  "excursions",
  "reviews",
  "gallery",
  "partners",
  "documents",
  "contacts",
  "settings",
  "bookings",
  "users",
] as const;
export const historyEntitySchema = z.enum(HISTORY_ENTITIES, { error: messages.historyEntity });
export type HistoryEntity = z.infer<typeof historyEntitySchema>;

export const HISTORY_ACTIONS = ["create", "update", "delete", "restore"] as const;
export const historyActionSchema = z.enum(HISTORY_ACTIONS);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** A record's fields as the API shows them; images by their URL. */
export const historyFieldsSchema = z.record(z.string(), z.unknown());
export type HistoryFields = z.infer<typeof historyFieldsSchema>;

/** One version of a record: `before` is null for a create, `after` null for a delete. */
export const historyVersionSchema = z.object({
  version_id: z.number().int(),
  action: historyActionSchema,
  /** The author's e-mail; null for the site's own work (a scheduled publish). */
  author: z.string().nullable(),
  at: z.string(),
  before: historyFieldsSchema.nullable(),
  after: historyFieldsSchema.nullable(),
});
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

/** The site settings are one record: its id in the history (`?entity=settings&id=1`). */
export const SITE_SETTINGS_ID = 1;

/** `GET /api/history?entity&id`: the record's versions, newest first. */
export const recordHistoryQuerySchema = z.object({
  entity: historyEntitySchema,
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const recordHistorySchema = z.array(historyVersionSchema);

/** A calendar day, `YYYY-MM-DD`, read in Europe/Kyiv. */
const kyivDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.day });

/** `GET /api/history?page&limit&author&entity&from&to`: the journal; `from`/`to` inclusive days. */
export const journalQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT),
  author: z.string().trim().max(254).optional(),
  entity: historyEntitySchema.optional(),
  from: kyivDay.optional(),
  to: kyivDay.optional(),
});
export type JournalQuery = z.input<typeof journalQuerySchema>;

export const journalEntrySchema = historyVersionSchema.extend({
  entity: historyEntitySchema,
  record_id: z.number().int(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalPageSchema = z.object({
  entries: z.array(journalEntrySchema),
  totalLength: z.number().int(),
});
export type JournalPage = z.infer<typeof journalPageSchema>;

/** Issue 23: a deleted record stays in the trash this long, then it and its files are removed. */
export const TRASH_RETENTION_DAYS = 30;

/** `GET /api/trash`: what was deleted, newest first. */
export const trashItemSchema = z.object({
  entity: historyEntitySchema,
  id: z.number().int(),
  title: z.string(),
  deleted_at: z.string(),
  /** The e-mail of who deleted it. */
  deleted_by: z.string().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashSchema = z.array(trashItemSchema);

/** `POST /api/history/{version_id}/restore` and `POST /api/trash/{entity}/{id}/restore`: the record. */
export const restoredRecordSchema = historyFieldsSchema;
