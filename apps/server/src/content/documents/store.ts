import type { PdfDocument, PdfDocumentDetail } from "@shelter/contract";
import type { Selectable } from "kysely";
import type { ContentVersion } from "../../db/contentVersion.ts";
import type { Database } from "../../db/database.ts";
import type { PdfDocuments } from "../../db/schema.generated.ts";
import type { MediaStore, StoredVariant } from "../../media/mediaStore.ts";
import { recordReader } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";

type DocumentRow = Selectable<PdfDocuments> & { files: StoredVariant[] };

/** A document's own columns; its PDF goes to storage and `media`. */
const COLUMNS = ["title"] as const satisfies readonly (keyof PdfDocuments)[];

/** The PDF documents the site links (privacy policy, conditions of use), newest first. */
export function createDocumentStore(
  db: Database,
  media: MediaStore,
  version: Pick<ContentVersion, "changed">,
) {
  const select = () =>
    db.kysely
      .selectFrom("pdf_documents")
      .innerJoin("media", "media.id", "pdf_documents.document_id")
      .selectAll("pdf_documents")
      .select("media.variants as files");
  const byId = (id: number) =>
    select().where("pdf_documents.id", "=", id).where("pdf_documents.deleted_at", "is", null);
  const present = (row: DocumentRow): PdfDocument => ({
    id: row.id,
    title: row.title,
    document_url: media.present(row.files).url ?? "",
    createdAt: row.created_at.toISOString(),
  });
  const reader = recordReader(db, { table: "pdf_documents", select }, present);

  const writer = recordWriter(db, media, version, {
    table: "pdf_documents",
    entity: "documents",
    columns: COLUMNS,
    upload: "document_id",
    tracksUpdates: false,
  });

  return {
    ...reader,
    /** One document with its file's bytes as a data URL, or null when there is no such record. */
    async getWithData(id: number): Promise<PdfDocumentDetail | null> {
      const row = await byId(id).executeTakeFirst();
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
    create: writer.create,
    remove: writer.remove,
    restore: writer.restore,
    restoreFromTrash: writer.restoreFromTrash,
    purge: writer.purge,
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
