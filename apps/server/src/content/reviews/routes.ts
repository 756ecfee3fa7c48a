import {
  reviewInputSchema,
  reviewPageSchema,
  reviewSchema,
  reviewUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { pagedCrudRoutes } from "../crudRoutes.ts";

export function reviewRoutes(app: FastifyInstance, context: ContentContext): void {
  pagedCrudRoutes(app, context, {
    entity: "review",
    item: reviewSchema,
    shape: reviewPageSchema,
    store: context.stores.reviews,
    createBody: reviewInputSchema,
    updateBody: reviewUpdateSchema,
  });
}
