import {
  partnerCreateSchema,
  partnerPageSchema,
  partnerSchema,
  partnerUpdateSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute, paginationRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

export function partnerRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/partners",
    tag: "partners",
    names: { one: "partner", many: "partners" },
    item: partnerSchema,
    reader: stores.partners,
  };
  listRoute(app, read);
  paginationRoute(app, {
    ...read,
    shape: partnerPageSchema,
    toShape: (items, totalLength) => ({ partners: items, totalLength }),
  });
  byIdRoute(app, read);

  const write = {
    ...read,
    writer: writers.partners,
    media,
    guard,
    upload: { field: "logo_data", kind: "logo" as const },
  };
  createRoute(app, { ...write, body: partnerCreateSchema });
  updateRoute(app, { ...write, body: partnerUpdateSchema, method: "PATCH" });
  deleteRoute(app, write);
}
