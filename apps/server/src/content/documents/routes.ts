import {
  idParamsSchema,
  pdfDocumentDetailSchema,
  pdfDocumentInputSchema,
  pdfDocumentSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/errors.ts";
import { errorResponses, PUBLIC } from "../../http/openApi.ts";
import type { ContentContext } from "../context.ts";
import { listRoute, parseRecordId } from "../readRoutes.ts";
import { createRoute, deleteRoute } from "../writeRoutes.ts";

export function documentRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/pdf",
    tag: "documents",
    names: { one: "PDF document", many: "PDF documents" },
    item: pdfDocumentSchema,
    reader: stores.documents,
  };
  listRoute(app, read);
  app.get<{ Params: { id: string } }>(
    "/pdf/:id",
    {
      schema: {
        tags: [read.tag],
        summary: "Get one PDF document with its file",
        description: "The record and, in `document_data`, the PDF itself as a base64 data URL.",
        operationId: "getPdfDocument",
        security: PUBLIC,
        params: idParamsSchema,
        response: { 200: pdfDocumentDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const document = await stores.documents.getWithData(parseRecordId(request.params.id));
      if (!document) throw notFound();
      return document;
    },
  );

  const write = {
    ...read,
    writer: writers.documents,
    media,
    guard,
    upload: { field: "document_data", kind: "document" as const },
  };
  createRoute(app, { ...write, body: pdfDocumentInputSchema });
  deleteRoute(app, write);
}
