import {
  reviewInputSchema,
  reviewPageSchema,
  reviewSchema,
  reviewUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute, paginationRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

export function reviewRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/reviews",
    tag: "reviews",
    names: { one: "review", many: "reviews" },
    item: reviewSchema,
    reader: stores.reviews,
  };
  listRoute(app, read);
  paginationRoute(app, {
    ...read,
    shape: reviewPageSchema,
    toShape: (items, totalLength) => ({ reviews: items, totalLength }),
  });
  byIdRoute(app, read);

  const write = { ...read, writer: writers.reviews, media, guard };
  createRoute(app, { ...write, body: reviewInputSchema });
  updateRoute(app, { ...write, body: reviewUpdateSchema, method: "PATCH" });
  deleteRoute(app, write);
}
