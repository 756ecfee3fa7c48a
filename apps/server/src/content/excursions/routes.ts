import {
  excursionCreateSchema,
  excursionPageSchema,
  excursionSchema,
  excursionUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute, paginationRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

export function excursionRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/excursions",
    tag: "excursions",
    item: excursionSchema,
    reader: stores.excursions,
  };
  listRoute(app, read);
  paginationRoute(app, {
    ...read,
    shape: excursionPageSchema,
    toShape: (items, totalLength) => ({ excursions: items, totalLength }),
  });
  byIdRoute(app, read);

  const write = {
    ...read,
    writer: writers.excursions,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: excursionCreateSchema });
  updateRoute(app, { ...write, body: excursionUpdateSchema, method: "PATCH" });
  deleteRoute(app, write);
}
