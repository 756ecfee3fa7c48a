import type { PdfDocument, PdfDocumentDetail } from "@shelter/contract";
import type { PdfDocuments } from "../../db/schema.generated.ts";
import { recordReader, selectWithUpload, type UploadRow } from "../recordReader.ts";
import { recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A document's own columns; its PDF goes to storage and `media`. */
const COLUMNS = ["title"] as const satisfies readonly (keyof PdfDocuments)[];

/** The PDF documents the site links (privacy policy, conditions of use), newest first. */
export function createDocumentStore(context: StoreContext) {
  const { db, media } = context;
  const select = () => selectWithUpload(db, "pdf_documents", "document_id");
  const byId = (id: number) =>
    select().where("pdf_documents.id", "=", id).where("pdf_documents.deleted_at", "is", null);
  const present = (row: UploadRow<"pdf_documents">): PdfDocument => ({
    id: row.id,
    title: row.title,
    document_url: media.present(row.upload_variants).url ?? "",
    createdAt: row.created_at.toISOString(),
  });
  const reader = recordReader(db, { table: "pdf_documents", select }, present);

  const writer = recordWriter(context, {
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
      const key = row.upload_variants?.[0]?.key ?? "";
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
