import {
  idParamsSchema,
  pdfDocumentDetailSchema,
  pdfDocumentInputSchema,
  pdfDocumentSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/errors.ts";
import { errorResponses, PUBLIC } from "../../http/openApi.ts";
import { etagMatches, etagOf } from "../../http/responseCache.ts";
import type { ContentContext } from "../context.ts";
import { entityNames, listRoute, parseRecordId } from "../readRoutes.ts";
import { createRoute, deleteRoute } from "../writeRoutes.ts";

export function documentRoutes(
  app: FastifyInstance,
  { stores, media, guard }: ContentContext,
): void {
  const read = {
    ...entityNames("PDF document", { url: "/pdf", tag: "documents" }),
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
      // Megabytes of base64 each: never cached in memory, where they would push the pages out,
      // nor compressed, which would win back only base64's quarter, by a pass over megabytes
      // per request (the site itself links the PDF file, `document_url`, instead).
      config: { responseCache: false },
      compress: false,
    },
    async (request, reply) => {
      const id = parseRecordId(request.params.id);
      const record = await stores.documents.get(id);
      if (!record) throw notFound();
      // Its file is stored under a name of its own, never rewritten: the record is its version.
      const etag = etagOf(JSON.stringify(record));
      reply.header("etag", etag).header("cache-control", "no-cache");
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      const document = await stores.documents.getWithData(id);
      if (!document) throw notFound();
      return document;
    },
  );

  const write = {
    ...read,
    media,
    guard,
    upload: { field: "document_data", kind: "document" as const },
  };
  createRoute(app, { ...write, body: pdfDocumentInputSchema, create: stores.documents.create });
  deleteRoute(app, { ...write, remove: stores.documents.remove });
}
