import type { HistoryAction, HistoryEntity } from "@shelter/contract";
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
