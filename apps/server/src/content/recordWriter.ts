import { type ContentVersion, ownVersion } from "../db/contentVersion.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { MediaStore, StoredFiles } from "../media/mediaStore.ts";

export interface WritableTable {
  table: string;
  /** The column referencing the record's upload in `media`, if it has one. */
  mediaColumn?: "image_id" | "logo_id" | "document_id";
  /** Whether the table keeps `updated_at`. */
  tracksUpdates: boolean;
}

/** Column values of a write; the names come from the shared schemas, never from the client. */
export type Columns = Record<string, string | number | null>;

/**
 * Create, update and delete of one content table with its upload: files are written before the
 * row and removed if the transaction fails; replaced or deleted files are removed after commit.
 * A file that cannot be removed fails no request: `media.removeFiles` logs it with its key.
 */
export function recordWriter(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
  spec: WritableTable,
) {
  const { table, mediaColumn } = spec;

  /** A transaction of this table; kept answers are outdated once it has ended, whatever its end. */
  async function write<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
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

  async function discardOnFailure<T>(files: StoredFiles | undefined, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (files) await media.removeFiles(files);
      throw error;
    }
  }

  return {
    async create(columns: Columns, files?: StoredFiles): Promise<number> {
      return discardOnFailure(files, () =>
        write(async (tx) => {
          const values: Columns = { ...columns };
          if (files && mediaColumn) values[mediaColumn] = await media.insert(tx, files);
          const names = Object.keys(values);
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO ${table} (${names.join(", ")})
             VALUES (${names.map((_, index) => `$${index + 1}`).join(", ")}) RETURNING id`,
            Object.values(values),
          );
          if (!row) throw new Error(`insert into ${table} returned no row`);
          return row.id;
        }),
      );
    },

    /** False when there is no such record (nothing changed, new files removed). */
    async update(id: number, columns: Columns, files?: StoredFiles): Promise<boolean> {
      const replaced = await discardOnFailure(files, async () => {
        const outcome = await write(async (tx) => {
          const [current] = await tx.query<Record<string, number | null>>(
            `SELECT id${mediaColumn ? `, ${mediaColumn}` : ""} FROM ${table} WHERE id = $1 FOR UPDATE`,
            [id],
          );
          if (!current) return { found: false as const };
          const values: Columns = { ...columns };
          if (files && mediaColumn) values[mediaColumn] = await media.insert(tx, files);
          const names = Object.keys(values);
          if (names.length || spec.tracksUpdates) {
            const assignments = names.map((name, index) => `${name} = $${index + 2}`);
            if (spec.tracksUpdates) assignments.push("updated_at = now()");
            await tx.query(`UPDATE ${table} SET ${assignments.join(", ")} WHERE id = $1`, [
              id,
              ...Object.values(values),
            ]);
          }
          const previousMedia = files && mediaColumn ? current[mediaColumn] : null;
          const old = previousMedia ? await media.delete(tx, previousMedia) : null;
          return { found: true as const, old };
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
        const [row] = await tx.query<Record<string, number | null>>(
          `DELETE FROM ${table} WHERE id = $1 RETURNING ${mediaColumn ?? "id"} AS media_id`,
          [id],
        );
        if (!row) return { found: false as const };
        const mediaId = mediaColumn ? row.media_id : null;
        return { found: true as const, old: mediaId ? await media.delete(tx, mediaId) : null };
      });
      if (outcome.found && outcome.old) await media.removeFiles(outcome.old);
      return outcome.found;
    },
  };
}

export type RecordWriter = ReturnType<typeof recordWriter>;
