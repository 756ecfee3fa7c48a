import { type ImageKind, messages, parseDataUrl } from "@shelter/contract";
import { HttpError } from "../http/errors.ts";
import { UnsupportedImageError } from "./imageVariants.ts";
import type { MediaStore, StoredFiles } from "./mediaStore.ts";

export type UploadKind = ImageKind | "document";

/** Base64 of a 5 MB image is ~6.7 MB; the JSON around it is small. */
export const IMAGE_BODY_LIMIT = 10 * 1024 * 1024;
export const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * Decodes an already schema-checked data URL and stores it: images by their own bytes (JPEG,
 * PNG, WebP only) as WebP widths, documents only when the bytes are a PDF.
 */
export async function storeUpload(
  media: MediaStore,
  field: string,
  dataUrl: string,
  kind: UploadKind,
): Promise<StoredFiles> {
  // The route's schema ran the same parse on this value before the handler.
  const parsed = parseDataUrl(dataUrl, kind === "document" ? "application/pdf" : "image/jpeg", {
    checked: true,
  });
  if (!parsed.ok) throw invalid(field, unreadable(kind));
  const bytes = Buffer.from(parsed.base64, "base64");
  if (kind === "document") {
    if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw invalid(field, messages.documentType);
    }
    return media.putDocument(bytes, "application/pdf", "pdf");
  }
  try {
    return await media.putImage(bytes);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw invalid(field, messages.imageType);
    throw error;
  }
}

function unreadable(kind: UploadKind): string {
  if (kind === "document") return messages.documentUnreadable;
  return kind === "logo" ? messages.logoUnreadable : messages.imageUnreadable;
}

function invalid(field: string, text: string): HttpError {
  return new HttpError(400, "invalidInput", [{ field, message: text }]);
}
