import type { HistoryAction, HistoryEntity } from "@shelter/contract";
import { sql } from "kysely";
import type { Queryable } from "../../db/database.ts";

/** Who made a write: the signed-in account, or nobody for the site's own work (seed, jobs). */
export interface Author {
  id: number;
  email: string;
}

/** One write of one record: what it was before (null for a create) and after (null for a delete). */
export interface RecordedWrite {
  entity: HistoryEntity;
  recordId: number;
  action: HistoryAction;
  author: Author | null | undefined;
  before: object | null;
  after: object | null;
}

/**
 * Adds the write's version to the history in the writer's own transaction, so a write and its
 * entry commit or fail together. Every writer (content, settings, bookings, the team) calls it:
 * one entry per write. Images are in the rows by their `media` id, never their bytes.
 */
export async function recordHistory(tx: Queryable, write: RecordedWrite): Promise<void> {
  await tx.kysely
    .insertInto("history")
    .values({
      entity: write.entity,
      record_id: write.recordId,
      action: write.action,
      author_id: write.author?.id ?? null,
      author_email: write.author?.email ?? null,
      // JSON text: pg would send a row's arrays as PostgreSQL arrays.
      before: write.before === null ? null : JSON.stringify(write.before),
      after: write.after === null ? null : JSON.stringify(write.after),
    })
    .execute();
}

/** The records the history can bring back, by their tables. */
const RESTORABLE_TABLES = {
  news: "news_posts",
  excursions: "excursions",
  reviews: "reviews",
  gallery: "gallery_images",
  partners: "partners",
  documents: "pdf_documents",
  contacts: "contacts",
  settings: "site_settings",
} as const satisfies Partial<Record<HistoryEntity, string>>;

/**
 * Starts the history of every record that has none yet (the demo's, and a site's content from
 * before the history existed) with a version as it stands, by nobody: so the first edit of such
 * a record can be undone like any later one. Run at every start; a record with a history is
 * left alone. Answers how many versions it wrote.
 */
export async function recordBaselines(db: Queryable): Promise<number> {
  let written = 0;
  for (const [entity, table] of Object.entries(RESTORABLE_TABLES)) {
    const result = await sql`
      INSERT INTO history (entity, record_id, action, after)
      SELECT ${entity}, t.id, 'create', to_jsonb(t) FROM ${sql.table(table)} t
      WHERE NOT EXISTS (
        SELECT 1 FROM history h WHERE h.entity = ${entity} AND h.record_id = t.id
      )`.execute(db.kysely);
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}
