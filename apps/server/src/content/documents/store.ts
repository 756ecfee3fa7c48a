import type { PdfDocument, PdfDocumentDetail } from "@shelter/contract";
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
  const select =
    "SELECT d.id, d.title, d.created_at, m.variants AS files FROM pdf_documents d JOIN media m ON m.id = d.document_id";
  const reader = recordReader<DocumentRow, PdfDocument>(
    db,
    { select, idColumn: "d.id", orderBy: "d.created_at DESC, d.id DESC" },
    present,
  );
  return {
    ...reader,
    /** One document with its file's bytes as a data URL, or null when there is no such record. */
    async getWithData(id: number): Promise<PdfDocumentDetail | null> {
      const [row] = await db.query<DocumentRow>(`${select} WHERE d.id = $1`, [id]);
      if (!row) return null;
      const key = row.files[0]?.key ?? "";
      const bytes = key ? await media.read(key) : null;
      // The record exists but storage lost its file: a server fault, not an unknown record.
      if (!bytes) throw new Error(`stored file "${key}" of PDF document ${id} is missing`);
      return {
        ...present(row),
        document_data: `data:application/pdf;base64,${bytes.toString("base64")}`,
      };
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
