import { contactCreateSchema, contactSchema, contactUpdateSchema } from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { ContentContext } from "../context.ts";
import { entityNames, listRoute } from "../readRoutes.ts";
import { createRoute, updateRoute } from "../writeRoutes.ts";

export function contactRoutes(
  app: FastifyInstance,
  { stores, media, guard }: ContentContext,
): void {
  const contacts = stores.contacts;
  const read = { ...entityNames("contact"), item: contactSchema, reader: contacts };
  listRoute(app, read);

  const write = { ...read, media, guard };
  createRoute(app, { ...write, body: contactCreateSchema, create: contacts.create });
  updateRoute(app, {
    ...write,
    body: contactUpdateSchema,
    method: "PATCH",
    update: contacts.update,
  });
}
