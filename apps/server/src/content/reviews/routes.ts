import {
  reviewInputSchema,
  reviewPageSchema,
  reviewSchema,
  reviewUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { pagedCrudRoutes } from "../crudRoutes.ts";

export function reviewRoutes(app: FastifyInstance, { stores, media, guard }: ContentContext): void {
  pagedCrudRoutes(app, {
    url: "/reviews",
    tag: "reviews",
    names: { one: "review", many: "reviews" },
    item: reviewSchema,
    shape: reviewPageSchema,
    toShape: (items, totalLength) => ({ reviews: items, totalLength }),
    store: stores.reviews,
    createBody: reviewInputSchema,
    updateBody: reviewUpdateSchema,
    media,
    guard,
  });
}
