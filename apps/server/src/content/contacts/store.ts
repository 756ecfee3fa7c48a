import type { Contact } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import { recordReader } from "../recordReader.ts";

export function createContactStore(db: Queryable) {
  // spec: the site shows the first contact; the newest added one leads, as in every list.
  return recordReader<Contact, Contact>(
    db,
    {
      select: "SELECT c.id, c.name, c.email, c.phone FROM contacts c",
      idColumn: "c.id",
      orderBy: "c.created_at DESC, c.id DESC",
    },
    (row) => row,
  );
}

export type ContactStore = ReturnType<typeof createContactStore>;
