import type { PagingQuery } from "@shelter/contract";
import type { Queryable } from "../db/database.ts";

export interface Page<Item> {
  items: Item[];
  total: number;
}

export interface RecordQuery {
  /** `SELECT … FROM …` with the joins the record needs; no WHERE, no ORDER BY. */
  select: string;
  /** The qualified primary key column, e.g. `n.id`. */
  idColumn: string;
  /** Newest first. */
  orderBy: string;
}

export interface RecordReader<Item> {
  list(): Promise<Item[]>;
  page(paging: PagingQuery): Promise<Page<Item>>;
  get(id: number): Promise<Item | null>;
}

/** The three reads every content entity offers: all, one page, one by id. */
export function recordReader<Row, Item>(
  db: Queryable,
  query: RecordQuery,
  present: (row: Row) => Item,
): RecordReader<Item> {
  const ordered = `${query.select} ORDER BY ${query.orderBy}`;
  return {
    async list() {
      return (await db.query<Row>(ordered)).map(present);
    },
    async page({ page, limit }) {
      const rows = await db.query<Row>(`${ordered} LIMIT $1 OFFSET $2`, [
        limit,
        (page - 1) * limit,
      ]);
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (${query.select}) AS every_record`,
      );
      return { items: rows.map(present), total: count?.total ?? 0 };
    },
    async get(id) {
      const [row] = await db.query<Row>(`${query.select} WHERE ${query.idColumn} = $1`, [id]);
      return row ? present(row) : null;
    },
  };
}
