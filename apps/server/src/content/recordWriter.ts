import type { HistoryEntity } from "@shelter/contract";
import { type Insertable, sql, type Updateable } from "kysely";
import { type ContentVersion, ownVersion } from "../db/contentVersion.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { DB } from "../db/schema.generated.ts";
import type { StoredFiles } from "../media/mediaStore.ts";
import { type Author, recordHistory } from "./history/history.ts";
import type { StoreContext } from "./storeContext.ts";

/** The content tables the back office writes, each with the column its upload is kept in. */
export interface UploadColumns {
  news_posts: "image_id";
  gallery_images: "image_id";
  excursions: "image_id";
  partners: "logo_id";
  pdf_documents: "document_id";
  reviews: never;
  contacts: never;
}

export type ContentTable = keyof UploadColumns;

/** The content tables whose records have an upload. */
export type UploadTable = {
  [Table in ContentTable]: UploadColumns[Table] extends never ? never : Table;
}[ContentTable];

/** The content tables whose records go to the trash when deleted (all that can be deleted). */
export type TrashTable = Exclude<ContentTable, "contacts">;
export const TRASH_TABLES: readonly ContentTable[] = [
  "news_posts",
  "gallery_images",
  "excursions",
  "reviews",
  "partners",
  "pdf_documents",
] satisfies readonly TrashTable[];

export interface WritableTable<Table extends ContentTable, Name> {
  table: Table;
  /** The name its history and the API know it by. */
  entity: HistoryEntity;
  /**
   * The columns a write sets from its checked input (the others it may carry are left out); the
   * upload column is set from its files. Without them, the input is the table's typed columns.
   */
  columns?: readonly Name[];
  /**
   * The columns a restored version brings back, when fewer than `columns`: a news post's texts,
   * never its status, so a restore never publishes (or hides) a post by itself.
   */
  restoreColumns?: readonly Name[];
  /** The column referencing the record's upload in `media`, if it has one. */
  upload?: UploadColumns[Table];
  /** Whether the table keeps `updated_at`. */
  tracksUpdates: boolean;
}

/**
 * The values of the named columns in a checked input: the names are the store's, written out and
 * checked against its table's type, never the keys a request happened to send.
 */
export function pickColumns<Input, Name extends keyof Input>(
  input: Input,
  names: readonly Name[],
): Pick<Input, Name> {
  const values = {} as Pick<Input, Name>;
  for (const name of names) values[name] = input[name];
  return values;
}

/** What a create does with its new record's id inside its own transaction. */
export type OnMade = (tx: Queryable, id: number) => Promise<void>;

/**
 * A transaction that writes public content: every content write goes through here, so that
 * kept answers are outdated once it has ended, whatever its end.
 */
export async function contentTransaction<T>(
  db: Database,
  version: Pick<ContentVersion, "changed">,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let made: number | undefined;
  let committed = false;
  try {
    const result = await db.transaction(async (tx) => {
      const result = await work(tx);
      if (db.kind === "postgres") made = await ownVersion(tx);
      return result;
    });
    committed = true;
    return result;
  } finally {
    // A version is this write's only once its COMMIT succeeded: a failed one never existed,
    // and holding it back would hide the next write that happens to make the same number.
    await version.changed(committed ? made : undefined);
  }
}

/**
 * Create, update, delete (to the trash), restore and purge of one content table with its upload,
 * each recorded in the history with its author in the same transaction. Files are written
 * before the row and removed if the transaction fails. An upload belongs to its record: a
 * replaced one is kept, so that every version of the record can be restored with its image, and
 * goes only when the record is purged from the trash, with every upload its versions named.
 * A file that cannot be removed fails no request: `media.removeFiles` logs it with its key.
 * The values are the store's typed columns, never a request's keys.
 */
export function recordWriter<
  Table extends ContentTable,
  Name extends keyof Insertable<DB[Table]> & keyof Updateable<DB[Table]>,
>({ db, media, version }: StoreContext, spec: WritableTable<Table, Name>) {
  // Seen as any content table: the statements name only `id` and the upload column.
  const table: ContentTable = spec.table;
  const trash = TRASH_TABLES.includes(table);
  // Its trash columns, for the tables that have them (`trash` says so).
  const trashTable = table as TrashTable;
  const write = <T>(work: (tx: Queryable) => Promise<T>) => contentTransaction(db, version, work);
  const record = (
    tx: Queryable,
    action: "create" | "update" | "delete" | "restore",
    recordId: number,
    before: object | null,
    after: object | null,
    author: Author | undefined,
  ) => recordHistory(tx, { entity: spec.entity, recordId, action, author, before, after });

  async function discardOnFailure<T>(files: StoredFiles | undefined, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (files) await media.removeFiles(files);
      throw error;
    }
  }

  /** The upload column's new value, when a file came with the write. */
  async function uploadValue(tx: Queryable, files: StoredFiles | undefined) {
    if (!files || !spec.upload) return {};
    return { [spec.upload]: await media.insert(tx, files) };
  }

  /** The record's row, locked for the write; a trashed one only when `trashed` asks for it. */
  async function current(tx: Queryable, id: number, trashed: "live" | "any" | "trashed") {
    let query = tx.kysely.selectFrom(trashTable).selectAll().where("id", "=", id);
    if (trash && trashed === "live") query = query.where("deleted_at", "is", null);
    if (trash && trashed === "trashed") query = query.where("deleted_at", "is not", null);
    const row = await query.forUpdate().executeTakeFirst();
    return row as Record<string, unknown> | undefined;
  }

  /** The columns a version restores: the store's own and its upload, as that version had them. */
  async function versionValues(tx: Queryable, snapshot: Record<string, unknown>) {
    const values: Record<string, unknown> = {};
    for (const name of spec.restoreColumns ?? spec.columns ?? []) {
      if (name in snapshot) values[name as string] = snapshot[name as string];
    }
    const uploadId = spec.upload ? snapshot[spec.upload] : undefined;
    if (spec.upload && (uploadId === null || typeof uploadId === "number")) {
      const kept =
        uploadId === null ||
        (await tx.kysely
          .selectFrom("media")
          .select("id")
          .where("id", "=", uploadId)
          .executeTakeFirst());
      if (kept) values[spec.upload] = uploadId;
    }
    return values;
  }

  /** The record back as a new version ("restore"): out of the trash, with `snapshot`'s fields. */
  function restoreRow(
    id: number,
    snapshot: Record<string, unknown> | null,
    by: Author | undefined,
    which: "any" | "trashed",
  ): Promise<boolean> {
    return write(async (tx) => {
      const before = await current(tx, id, which);
      if (!before) return false;
      const changes: Record<string, unknown> = snapshot ? await versionValues(tx, snapshot) : {};
      if (trash) Object.assign(changes, { deleted_at: null, deleted_by: null });
      if (spec.tracksUpdates) changes.updated_at = sql<Date>`now()`;
      const after = Object.keys(changes).length
        ? await tx.kysely
            .updateTable(table)
            .set(changes as Updateable<DB[ContentTable]>)
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : before;
      await record(tx, "restore", id, before, after, by);
      return true;
    });
  }

  return {
    /**
     * The new record's id; its upload's column is filled from `files`. `onMade` runs in the
     * create's transaction with the new id (the route notes it on the request's key).
     */
    async create(
      input: Pick<Insertable<DB[Table]>, Name>,
      files?: StoredFiles,
      by?: Author,
      onMade?: OnMade,
    ): Promise<number> {
      const values = spec.columns ? pickColumns(input, spec.columns) : input;
      return discardOnFailure(files, () =>
        write(async (tx) => {
          const row = await tx.kysely
            .insertInto(spec.table)
            // With its upload column back, whichever that is: the one thing TypeScript cannot follow.
            .values({ ...values, ...(await uploadValue(tx, files)) } as Insertable<DB[Table]>)
            .returningAll()
            .executeTakeFirstOrThrow();
          const created = row as Record<string, unknown> & { id: number };
          await record(tx, "create", created.id, null, created, by);
          await onMade?.(tx, created.id);
          return created.id;
        }),
      );
    },

    /** False when there is no such record, or it is in the trash (nothing changed, new files removed). */
    async update(
      id: number,
      change: Pick<Updateable<DB[Table]>, Name>,
      files?: StoredFiles,
      by?: Author,
    ): Promise<boolean> {
      const values = spec.columns ? pickColumns(change, spec.columns) : change;
      return discardOnFailure(files, async () => {
        const found = await write(async (tx) => {
          const before = await current(tx, id, "live");
          if (!before) return false;
          const changes = {
            ...(values as Updateable<DB[Table]>),
            ...(await uploadValue(tx, files)),
            ...(spec.tracksUpdates ? { updated_at: sql<Date>`now()` } : {}),
          };
          let after = before;
          if (Object.values(changes).some((value) => value !== undefined)) {
            after = (await tx.kysely
              .updateTable(table)
              .set(changes)
              .where("id", "=", id)
              .returningAll()
              .executeTakeFirstOrThrow()) as Record<string, unknown>;
          }
          await record(tx, "update", id, before, after, by);
          return true;
        });
        if (!found && files) await media.removeFiles(files);
        return found;
      });
    },

    /**
     * Moves the record to the trash: every read leaves it out at once; its files stay until it
     * is purged. A table without a trash deletes the row and its upload. False when there is no
     * such record (or it is in the trash already).
     */
    async remove(id: number, by?: Author): Promise<boolean> {
      const outcome = await write(async (tx) => {
        const before = await current(tx, id, "live");
        if (!before) return { found: false as const, files: null };
        if (trash) {
          await tx.kysely
            .updateTable(trashTable)
            .set({ deleted_at: sql<Date>`now()`, deleted_by: by?.email ?? null })
            .where("id", "=", id)
            .execute();
          await record(tx, "delete", id, before, null, by);
          return { found: true as const, files: null };
        }
        await tx.kysely.deleteFrom(table).where("id", "=", id).execute();
        await record(tx, "delete", id, before, null, by);
        const uploadId = spec.upload ? before[spec.upload] : null;
        return {
          found: true as const,
          files: typeof uploadId === "number" ? await media.delete(tx, uploadId) : null,
        };
      });
      if (outcome.files) await media.removeFiles(outcome.files);
      return outcome.found;
    },

    /**
     * Brings back the fields and upload of `snapshot`, a version from the record's history, as a
     * new version ("restore"), out of the trash if it is there. False when the record no longer
     * exists (purged from the trash).
     */
    restore: (id: number, snapshot: Record<string, unknown>, by?: Author) =>
      restoreRow(id, snapshot, by, "any"),

    /** Takes the record out of the trash as it was deleted; false when it is not in the trash. */
    restoreFromTrash: (id: number, by?: Author) => restoreRow(id, null, by, "trashed"),

    /**
     * Removes a record that is in the trash for good, with the files of every upload its
     * versions named (none is shared with another record): a second "delete" in its history,
     * which stays, so the journal keeps who did what. False when it is not in the trash.
     */
    async purge(id: number, by?: Author): Promise<boolean> {
      const outcome = await write(async (tx) => {
        const row = await current(tx, id, "trashed");
        if (!row || !trash) return { found: false as const, files: [] };
        await tx.kysely.deleteFrom(table).where("id", "=", id).execute();
        await record(tx, "delete", id, row, null, by);
        const uploads = new Set<number>();
        if (spec.upload) {
          const versions = await tx.kysely
            .selectFrom("history")
            .select(["before", "after"])
            .where("entity", "=", spec.entity)
            .where("record_id", "=", id)
            .execute();
          for (const snapshot of [row, ...versions.flatMap((v) => [v.before, v.after])]) {
            const uploadId = (snapshot as Record<string, unknown> | null)?.[spec.upload];
            if (typeof uploadId === "number") uploads.add(uploadId);
          }
        }
        const files: StoredFiles[] = [];
        for (const uploadId of uploads) {
          const stillUsed = await tx.kysely
            .selectFrom(table)
            .select("id")
            .where(spec.upload as "image_id", "=", uploadId)
            .executeTakeFirst();
          if (stillUsed) continue;
          const removed = await media.delete(tx, uploadId);
          if (removed) files.push(removed);
        }
        return { found: true as const, files };
      });
      for (const files of outcome.files) await media.removeFiles(files);
      return outcome.found;
    },
  };
}
