import {
  type HistoryEntity,
  type HistoryEntry,
  type HistoryQuery,
  historyDayEnd,
} from "@shelter/contract";
import type { Selectable } from "kysely";
import type { Queryable } from "../../db/database.ts";
import type { History } from "../../db/schema.generated.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";

/** The journal's page when the query names none. */
export const DEFAULT_JOURNAL_LIMIT = 20;

function present(row: Selectable<History>): HistoryEntry {
  return {
    version_id: Number(row.id),
    entity: row.entity as HistoryEntity,
    record_id: row.record_id,
    action: row.action,
    author: row.author_email,
    at: new Date(row.at).toISOString(),
    before: row.before as HistoryEntry["before"],
    after: row.after as HistoryEntry["after"],
  };
}

/**
 * A version keeps its files by their `media` id; the history shows them by address, as the
 * edit forms name them: a picture's smallest width (a thumbnail) and a document's file.
 */
const FILE_FIELDS = {
  image_id: "image_url",
  logo_id: "logo",
  document_id: "document_url",
} as const;

type Fields = Record<string, unknown>;

/** The history's reads: one record's versions, the journal, one version. */
export function createHistoryStore(db: Queryable, media: MediaStore) {
  /**
   * The versions with the address of each file they name added beside its id, or null once the
   * file is gone (a record removed from the trash for good takes its files with it).
   */
  async function withFileUrls(entries: HistoryEntry[]): Promise<HistoryEntry[]> {
    const snapshots = entries.flatMap((entry) =>
      [entry.before, entry.after].filter((fields): fields is Fields => fields !== null),
    );
    const ids = new Set<number>();
    for (const fields of snapshots) {
      for (const column of Object.keys(FILE_FIELDS)) {
        const id = fields[column];
        if (typeof id === "number") ids.add(id);
      }
    }
    if (ids.size === 0) return entries;
    const rows = await db.kysely
      .selectFrom("media")
      .select(["id", "variants"])
      .where("id", "in", [...ids])
      .execute();
    const variantsById = new Map<number, StoredVariant[]>(
      rows.map((row) => [row.id, row.variants]),
    );
    const addressed = (fields: Fields | null): Fields | null => {
      if (fields === null) return null;
      const added: Fields = {};
      for (const [column, name] of Object.entries(FILE_FIELDS)) {
        if (!(column in fields)) continue;
        const id = fields[column];
        // Widths are stored smallest first; a document has one file.
        const file = typeof id === "number" ? variantsById.get(id)?.[0] : undefined;
        added[name] = file ? media.fileUrl(file.key) : null;
      }
      return { ...fields, ...added };
    };
    return entries.map((entry) => ({
      ...entry,
      before: addressed(entry.before),
      after: addressed(entry.after),
    }));
  }

  return {
    /** Every version of one record, newest first. */
    async versions(entity: HistoryEntity, recordId: number): Promise<HistoryEntry[]> {
      const rows = await db.kysely
        .selectFrom("history")
        .selectAll()
        .where("entity", "=", entity)
        .where("record_id", "=", recordId)
        .orderBy("id", "desc")
        .execute();
      return withFileUrls(rows.map(present));
    },

    /** One page of every entry of `entities`, newest first, filtered as the query asks. */
    async journal(
      query: HistoryQuery,
      entities: readonly HistoryEntity[],
    ): Promise<{ entries: HistoryEntry[]; totalLength: number }> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_JOURNAL_LIMIT;
      let filtered = db.kysely
        .selectFrom("history")
        .where("entity", "in", query.entity ? [query.entity] : [...entities]);
      if (query.author) {
        const author = query.author;
        filtered = filtered.where((eb) =>
          eb(eb.fn("lower", ["author_email"]), "=", eb.fn("lower", [eb.val(author)])),
        );
      }
      if (query.from) filtered = filtered.where("at", ">=", new Date(query.from));
      if (query.to) filtered = filtered.where("at", "<=", new Date(historyDayEnd(query.to)));
      const rows = await filtered
        .selectAll()
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const { total } = await filtered
        .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
        .executeTakeFirstOrThrow();
      return { entries: await withFileUrls(rows.map(present)), totalLength: total };
    },

    /** One version as it was recorded (its files by id): what a restore brings back. */
    async version(versionId: number): Promise<HistoryEntry | null> {
      const row = await db.kysely
        .selectFrom("history")
        .selectAll()
        .where("id", "=", String(versionId))
        .executeTakeFirst();
      return row ? present(row) : null;
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
