import { MAX_LIST_LENGTH, type PagingQuery } from "@shelter/contract";
import type { DynamicReferenceBuilder, Selectable, SelectQueryBuilder } from "kysely";
import type { Queryable } from "../db/database.ts";
import type { DB } from "../db/schema.generated.ts";
import type { StoredVariant } from "../media/mediaStore.ts";
import {
  type ContentTable,
  TRASH_TABLES,
  type UploadColumns,
  type UploadTable,
} from "./recordWriter.ts";

export interface Page<Item> {
  items: Item[];
  total: number;
}

/** The part of a Kysely select of one entity's rows that the shared reads use. */
export interface RecordSelect<Row> {
  orderBy(column: DynamicReferenceBuilder, direction: "desc"): RecordSelect<Row>;
  where(column: DynamicReferenceBuilder, operator: "=", value: number): RecordSelect<Row>;
  where(column: DynamicReferenceBuilder, operator: "is", value: null): RecordSelect<Row>;
  limit(limit: number): RecordSelect<Row>;
  offset(offset: number): RecordSelect<Row>;
  execute(): Promise<Row[]>;
  executeTakeFirst(): Promise<Row | undefined>;
}

export interface RecordQuery<Row> {
  /** The entity's table: its rows are counted, and ordered by its `created_at` and `id`. */
  table: ContentTable;
  /** Every record with what it shows (its joins), in no order. */
  select(): RecordSelect<Row>;
  /** The records `select` reads, when it reads fewer than the table holds (to be counted). */
  count?: () => SelectQueryBuilder<DB, ContentTable, object>;
}

/** A row of an upload table with the widths of its upload (null for a record without one). */
export type UploadRow<Table extends UploadTable> = Selectable<DB[Table]> & {
  upload_variants: StoredVariant[] | null;
};

/** Every row of `table`, joined with the widths of the upload its `column` names. */
export function selectWithUpload<Table extends UploadTable>(
  db: Queryable,
  table: Table,
  column: UploadColumns[Table],
): SelectQueryBuilder<DB, Table, UploadRow<Table>> {
  // Kysely types a select of a table named by a type parameter as a union of selects, none of
  // which it can join: the query is built as any upload table's and typed as `table`'s.
  const anyTable: UploadTable = table;
  const query = db.kysely
    .selectFrom(anyTable)
    .leftJoin("media", (join) =>
      join.onRef("media.id", "=", db.kysely.dynamic.ref(`${table}.${column}`)),
    )
    .selectAll(anyTable)
    .select("media.variants as upload_variants");
  return query as SelectQueryBuilder<DB, Table, UploadRow<Table>>;
}

export interface RecordReader<Item> {
  /** The newest MAX_LIST_LENGTH records. */
  list(): Promise<Item[]>;
  page(paging: PagingQuery): Promise<Page<Item>>;
  get(id: number): Promise<Item | null>;
}

/** The three reads every content entity offers: all, one page, one by id; never the trash. */
export function recordReader<Row, Item>(
  db: Queryable,
  query: RecordQuery<Row>,
  present: (row: Row) => Item,
): RecordReader<Item> {
  const column = (name: "id" | "created_at") => db.kysely.dynamic.ref(`${query.table}.${name}`);
  const trash = TRASH_TABLES.includes(query.table);
  const deletedAt = db.kysely.dynamic.ref(`${query.table}.deleted_at`);
  const live = () => (trash ? query.select().where(deletedAt, "is", null) : query.select());
  const newestFirst = () =>
    live().orderBy(column("created_at"), "desc").orderBy(column("id"), "desc");
  return {
    async list() {
      return (await newestFirst().limit(MAX_LIST_LENGTH).execute()).map(present);
    },
    async page({ page, limit }) {
      const rows = await newestFirst()
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      let count = (query.count?.() ?? db.kysely.selectFrom(query.table)).select((eb) =>
        eb.cast<number>(eb.fn.countAll(), "integer").as("total"),
      );
      if (trash) count = count.where(deletedAt, "is", null);
      const { total } = await count.executeTakeFirstOrThrow();
      return { items: rows.map(present), total };
    },
    async get(id) {
      const row = await live().where(column("id"), "=", id).executeTakeFirst();
      return row ? present(row) : null;
    },
  };
}
