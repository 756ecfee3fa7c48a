import {
  partnerCreateSchema,
  partnerPageSchema,
  partnerSchema,
  partnerUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { pagedCrudRoutes } from "../crudRoutes.ts";

export function partnerRoutes(
  app: FastifyInstance,
  { stores, media, guard }: ContentContext,
): void {
  pagedCrudRoutes(app, {
    url: "/partners",
    tag: "partners",
    names: { one: "partner", many: "partners" },
    item: partnerSchema,
    shape: partnerPageSchema,
    toShape: (items, totalLength) => ({ partners: items, totalLength }),
    store: stores.partners,
    createBody: partnerCreateSchema,
    updateBody: partnerUpdateSchema,
    media,
    guard,
    upload: { field: "logo_data", kind: "logo" },
  });
}
