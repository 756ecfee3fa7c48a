import type { PdfDocument } from "@shelter/contract";
import type { Queryable } from "../../db/database.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";

interface DocumentRow {
  id: number;
  title: string;
  files: StoredVariant[];
  created_at: Date;
}

export function createDocumentStore(db: Queryable, media: MediaStore) {
  const present = (row: DocumentRow): PdfDocument => ({
    id: row.id,
    title: row.title,
    document_url: media.present(row.files).url ?? "",
    createdAt: row.created_at.toISOString(),
  });
  return recordReader<DocumentRow, PdfDocument>(
    db,
    {
      select:
        "SELECT d.id, d.title, d.created_at, m.variants AS files FROM pdf_documents d JOIN media m ON m.id = d.document_id",
      idColumn: "d.id",
      orderBy: "d.created_at DESC, d.id DESC",
    },
    present,
  );
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
