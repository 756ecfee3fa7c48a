import {
  partnerCreateSchema,
  partnerPageSchema,
  partnerSchema,
  partnerUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { pagedCrudRoutes } from "../crudRoutes.ts";

export function partnerRoutes(app: FastifyInstance, context: ContentContext): void {
  pagedCrudRoutes(app, context, {
    entity: "partner",
    item: partnerSchema,
    shape: partnerPageSchema,
    store: context.stores.partners,
    createBody: partnerCreateSchema,
    updateBody: partnerUpdateSchema,
    upload: { field: "logo_data", kind: "logo" },
  });
}
