import { galleryImageSchema, galleryInputSchema, galleryPageSchema } from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute, paginationRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute } from "../writeRoutes.ts";

export function galleryRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/gallery",
    tag: "gallery",
    names: { one: "gallery image", many: "gallery images" },
    item: galleryImageSchema,
    reader: stores.gallery,
  };
  listRoute(app, read);
  paginationRoute(app, {
    ...read,
    shape: galleryPageSchema,
    toShape: (images, totalLength) => ({ images, totalLength }),
  });
  byIdRoute(app, read);

  const write = {
    ...read,
    writer: writers.gallery,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: galleryInputSchema });
  deleteRoute(app, write);
}
