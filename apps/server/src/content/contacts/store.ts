import type { Contact } from "@shelter/contract";
import { recordReader } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A contact's columns, each answered as it is stored. */
const COLUMNS = ["name", "email", "phone"] as const;

/** The shelter's contacts; spec: the site shows the first, and the newest added one leads. */
export function createContactStore(context: StoreContext) {
  const { db } = context;
  const select = () => db.kysely.selectFrom("contacts").select(["id", ...COLUMNS]);
  const reader = recordReader<Contact, Contact>(db, { table: "contacts", select }, (row) => row);

  const writer = recordWriter(context, {
    table: "contacts",
    entity: "contacts",
    columns: COLUMNS,
    tracksUpdates: true,
  });

  return { ...reader, create: writer.create, update: writer.update, restore: writer.restore };
}

export type ContactStore = ReturnType<typeof createContactStore>;
