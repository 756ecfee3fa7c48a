import { pdfDocumentInputSchema, pdfDocumentSchema } from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute } from "../writeRoutes.ts";

export function documentRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = { url: "/pdf", tag: "documents", item: pdfDocumentSchema, reader: stores.documents };
  listRoute(app, read);
  byIdRoute(app, read);

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
