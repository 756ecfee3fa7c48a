import {
  CONTENT_ENTITIES,
  type ContentEntity,
  messageResponseSchema,
  trashListSchema,
  trashParamsSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authorOf, CONTENT_ROLES } from "../../auth/guard.ts";
import { notFound } from "../../http/errors.ts";
import { languageOf, message } from "../../http/messages.ts";
import { BEARER, errorResponses } from "../../http/openApi.ts";
import { typed } from "../../http/typed.ts";
import type { ContentContext } from "../context.ts";
import { parseRecordId } from "../readRoutes.ts";

const tags = ["trash"];

/** The path's entity and id, or 404: an unknown entity names nothing in the trash. */
function parseTrashParams(params: { entity: string; id: string }) {
  const entity = CONTENT_ENTITIES.find((name) => name === params.entity);
  if (!entity) throw notFound();
  return { entity: entity as ContentEntity, id: parseRecordId(params.id) };
}

/** «Кошик» (issue 23): the deleted content for 30 days, its restore, its removal for good. */
export function trashRoutes(app: FastifyInstance, { stores, guard }: ContentContext): void {
  const api = typed(app);
  const editorial = {
    onRequest: guard,
    config: { roles: CONTENT_ROLES, responseCache: false as const },
  };

  api.get(
    "/trash",
    {
      ...editorial,
      schema: {
        tags,
        summary: "List what is in the trash",
        description:
          "The content deleted in the last 30 days, the most recently deleted first, each with its Ukrainian title or name; after 30 days the scheduled work removes it and its files.",
        operationId: "listTrash",
        security: BEARER,
        response: { 200: trashListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => stores.trash.list(),
  );

  api.post(
    "/trash/:entity/:id/restore",
    {
      ...editorial,
      schema: {
        tags,
        summary: "Restore a record from the trash",
        description:
          "Back on the public site at once, with its image, as a new version (action `restore`). 404 when it is not in the trash.",
        operationId: "restoreFromTrash",
        security: BEARER,
        params: trashParamsSchema,
        response: {
          200: z
            .record(z.string(), z.unknown())
            .describe("The record as its entity's own GET answers it."),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { entity, id } = parseTrashParams(request.params);
      if (!(await stores.trash.restore(entity, id, authorOf(request)))) throw notFound();
      const record = await stores[entity].get(id);
      if (!record) throw notFound();
      return record;
    },
  );

  api.delete(
    "/trash/:entity/:id",
    {
      ...editorial,
      schema: {
        tags,
        summary: "Remove a record from the trash for good",
        description:
          "The record and its files go at once, as after its 30 days; its history stays in the journal. 404 when it is not in the trash.",
        operationId: "purgeFromTrash",
        security: BEARER,
        params: trashParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { entity, id } = parseTrashParams(request.params);
      if (!(await stores.trash.purge(entity, id, authorOf(request)))) throw notFound();
      return { message: message("deleted", languageOf(request.headers["accept-language"])) };
    },
  );
}
