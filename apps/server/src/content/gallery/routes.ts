import { galleryImageSchema, galleryInputSchema, galleryPageSchema } from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { entityNames, pagedReadRoutes } from "../readRoutes.ts";
import { createRoute, deleteRoute } from "../writeRoutes.ts";

export function galleryRoutes(
  app: FastifyInstance,
  { stores, media, guard }: ContentContext,
): void {
  const read = {
    ...entityNames("gallery image", { url: "/gallery", tag: "gallery" }),
    item: galleryImageSchema,
    reader: stores.gallery,
  };
  pagedReadRoutes(app, {
    ...read,
    shape: galleryPageSchema,
    toShape: (images, totalLength) => ({ images, totalLength }),
  });

  const write = {
    ...read,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: galleryInputSchema, create: stores.gallery.create });
  deleteRoute(app, { ...write, remove: stores.gallery.remove });
}
