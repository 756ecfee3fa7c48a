import {
  type HistoryEntity,
  type HistoryEntry,
  type HistoryQuery,
  historyDayEnd,
} from "@shelter/contract";
import type { Selectable } from "kysely";
import type { Queryable } from "../../db/database.ts";
import type { History } from "../../db/schema.generated.ts";

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

/** The history's reads: one record's versions, the journal, one version. */
export function createHistoryStore(db: Queryable) {
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
      return rows.map(present);
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
      return { entries: rows.map(present), totalLength: total };
    },

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
