import { type Insertable, sql, type Updateable } from "kysely";
import { type ContentVersion, ownVersion } from "../db/contentVersion.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { DB } from "../db/schema.generated.ts";
import type { MediaStore, StoredFiles } from "../media/mediaStore.ts";

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

export interface WritableTable<Table extends ContentTable, Name> {
  table: Table;
  /**
   * The columns a write sets from its checked input (the others it may carry are left out); the
   * upload column is set from its files. Without them, the input is the table's typed columns.
   */
  columns?: readonly Name[];
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
 * Create, update and delete of one content table with its upload: files are written before the
 * row and removed if the transaction fails; replaced or deleted files are removed after commit.
 * A file that cannot be removed fails no request: `media.removeFiles` logs it with its key.
 * The values are the store's typed columns, never a request's keys.
 */
export function recordWriter<
  Table extends ContentTable,
  Name extends keyof Insertable<DB[Table]> & keyof Updateable<DB[Table]>,
>(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
  spec: WritableTable<Table, Name>,
) {
  // Seen as any content table: the statements name only `id` and the upload column.
  const table: ContentTable = spec.table;
  const write = <T>(work: (tx: Queryable) => Promise<T>) => contentTransaction(db, version, work);

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

  /** The upload a row that is going away (or being replaced) referenced, deleted with it. */
  async function dropUpload(tx: Queryable, row: Record<string, unknown>) {
    const id = spec.upload ? row[spec.upload] : null;
    return typeof id === "number" ? media.delete(tx, id) : null;
  }

  return {
    /** The new record's id; its upload's column is filled from `files`. */
    async create(input: Pick<Insertable<DB[Table]>, Name>, files?: StoredFiles): Promise<number> {
      const values = spec.columns ? pickColumns(input, spec.columns) : input;
      return discardOnFailure(files, () =>
        write(async (tx) => {
          const row = await tx.kysely
            .insertInto(spec.table)
            // With its upload column back, whichever that is: the one thing TypeScript cannot follow.
            .values({ ...values, ...(await uploadValue(tx, files)) } as Insertable<DB[Table]>)
            .returning("id")
            .executeTakeFirstOrThrow();
          return row.id;
        }),
      );
    },

    /** False when there is no such record (nothing changed, new files removed). */
    async update(
      id: number,
      change: Pick<Updateable<DB[Table]>, Name>,
      files?: StoredFiles,
    ): Promise<boolean> {
      const values = spec.columns ? pickColumns(change, spec.columns) : change;
      const replaced = await discardOnFailure(files, async () => {
        const outcome = await write(async (tx) => {
          const current = await tx.kysely
            .selectFrom(table)
            .selectAll()
            .where("id", "=", id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) return { found: false as const };
          const changes = {
            ...(values as Updateable<DB[Table]>),
            ...(await uploadValue(tx, files)),
            ...(spec.tracksUpdates ? { updated_at: sql<Date>`now()` } : {}),
          };
          if (Object.values(changes).some((value) => value !== undefined)) {
            await tx.kysely.updateTable(table).set(changes).where("id", "=", id).execute();
          }
          return { found: true as const, old: files ? await dropUpload(tx, current) : null };
        });
        if (!outcome.found && files) await media.removeFiles(files);
        return outcome;
      });
      if (replaced.found && replaced.old) await media.removeFiles(replaced.old);
      return replaced.found;
    },

    /** False when there is no such record. */
    async remove(id: number): Promise<boolean> {
      const outcome = await write(async (tx) => {
        const row = await tx.kysely
          .deleteFrom(table)
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return { found: false as const };
        return { found: true as const, old: await dropUpload(tx, row) };
      });
      if (outcome.found && outcome.old) await media.removeFiles(outcome.old);
      return outcome.found;
    },
  };
}
