import type { Queryable } from "../db/database.ts";

/** What backup and restore need to know of one table, read from the catalog. */
export interface TableInfo {
  name: string;
  /** Every column, in table order. */
  columns: string[];
  /** Columns a row may be inserted with (generated columns are computed, not restored). */
  insertable: string[];
  primaryKey: string[];
  /** Tables this one references by foreign key (itself left out). */
  references: string[];
  /** Columns fed by a sequence (serial or identity), with the sequence's name. */
  sequences: { column: string; sequence: string }[];
}

/** Quotes a name for SQL, whatever it holds. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Never copied: `content_version` is kept by triggers from the other tables (a restored older
 * version could match an answer a running instance still holds, migration 006); `setup_tokens`
 * are secrets of the start that printed them (migration 007).
 */
const UNCOPIED_TABLES = ["content_version", "setup_tokens"];

/**
 * Every table of the site's schema, found in the catalog rather than listed by hand, so a table
 * added by a later migration is backed up and restored too.
 */
export async function readSchema(db: Queryable): Promise<Map<string, TableInfo>> {
  const tables = new Map<string, TableInfo>();
  const names = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
       AND table_name <> ALL($1) ORDER BY table_name`,
    [UNCOPIED_TABLES],
  );
  for (const { table_name } of names) {
    tables.set(table_name, {
      name: table_name,
      columns: [],
      insertable: [],
      primaryKey: [],
      references: [],
      sequences: [],
    });
  }
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    is_generated: string;
    sequence: string | null;
  }>(
    `SELECT table_name, column_name, is_generated,
       pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) AS sequence
     FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  for (const column of columns) {
    const table = tables.get(column.table_name);
    if (!table) continue;
    table.columns.push(column.column_name);
    if (column.is_generated !== "ALWAYS") table.insertable.push(column.column_name);
    if (column.sequence) {
      table.sequences.push({ column: column.column_name, sequence: column.sequence });
    }
  }
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `SELECT k.table_name, k.column_name
     FROM information_schema.table_constraints c
     JOIN information_schema.key_column_usage k
       ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name
       AND k.table_name = c.table_name
     WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = current_schema()
     ORDER BY k.table_name, k.ordinal_position`,
  );
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  const references = await db.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
     FROM pg_constraint c
     JOIN pg_class child ON child.oid = c.conrelid
     JOIN pg_class parent ON parent.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  for (const { child, parent } of references) {
    const table = tables.get(child);
    if (table && parent !== child && !table.references.includes(parent)) {
      table.references.push(parent);
    }
  }
  return tables;
}

/**
 * The tables in an order where each comes after every table it references (media before news,
 * users before sessions), so rows can be inserted in it and deleted in reverse.
 */
export function insertionOrder(tables: Map<string, TableInfo>): TableInfo[] {
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: TableInfo, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === "done") return;
    if (seen === "visiting") {
      throw new Error(`Foreign keys form a cycle: ${[...path, table.name].join(" → ")}`);
    }
    state.set(table.name, "visiting");
    for (const parent of table.references) {
      const referenced = tables.get(parent);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, "done");
    ordered.push(table);
  };
  for (const table of tables.values()) visit(table, []);
  return ordered;
}
