import { z } from "zod";
import { parseDataUrl } from "./dataUrl.ts";
import { fields } from "./fields.ts";
import { messages } from "./messages.ts";

export const pdfDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  document_url: z.string(),
  createdAt: z.string(),
});
export type PdfDocument = z.infer<typeof pdfDocumentSchema>;

/** GET /pdf/{id}: the spec's `document_data`, the file itself as a data URL; lists carry only the address. */
export const pdfDocumentDetailSchema = pdfDocumentSchema.extend({
  document_data: z.string().startsWith("data:application/pdf;base64,"),
});
export type PdfDocumentDetail = z.infer<typeof pdfDocumentDetailSchema>;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const pdfDocumentInputSchema = z.object({
  title: fields.plain(2, 100),
  document_data: z.string({ error: messages.documentRequired }).check((context) => {
    const parsed = parseDataUrl(context.value, "application/pdf");
    const problem = !parsed.ok
      ? messages.documentUnreadable
      : parsed.byteLength > MAX_DOCUMENT_BYTES
        ? messages.documentTooLarge
        : undefined;
    if (problem) context.issues.push({ code: "custom", input: context.value, message: problem });
  }),
});
export type PdfDocumentInput = z.input<typeof pdfDocumentInputSchema>;
