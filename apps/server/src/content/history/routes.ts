import {
  CONTENT_ENTITIES,
  type ContentEntity,
  HISTORY_ENTITIES,
  type HistoryEntity,
  historyListSchema,
  historyPageSchema,
  historyQuerySchema,
  type Role,
  versionParamsSchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authorOf, CONTENT_ROLES } from "../../auth/guard.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { BEARER, errorResponse, errorResponses } from "../../http/openApi.ts";
import { typed } from "../../http/typed.ts";
import type { ContentContext } from "../context.ts";
import { parseRecordId } from "../readRoutes.ts";

const tags = ["history"];

/** Whose history a role may read and restore: administrators all, editors the content only. */
export function historyEntitiesOf(role: Role | undefined): readonly HistoryEntity[] {
  return role === "admin" ? HISTORY_ENTITIES : CONTENT_ENTITIES;
}

function checkReadable(role: Role | undefined, entity: HistoryEntity): void {
  if (!historyEntitiesOf(role).includes(entity)) throw new HttpError(403, "roleForbidden");
}

/** The restored record, as its entity's own GET answers it (or the settings). */
const restoredRecordSchema = z
  .record(z.string(), z.unknown())
  .describe("The record as stored after the restore, as its entity's own GET answers it.");

/** «Історія змін» and «Журнал» (issue 23): every version, and a version brought back. */
export function historyRoutes(app: FastifyInstance, { stores, guard }: ContentContext): void {
  const api = typed(app);
  const editorial = {
    onRequest: guard,
    config: { roles: CONTENT_ROLES, responseCache: false as const },
  };

  api.get(
    "/history",
    {
      ...editorial,
      config: { ...editorial.config, invalidQuery: "invalidHistoryQuery" as const },
      schema: {
        tags,
        summary: "List a record's versions, or one page of the journal",
        description:
          "With `entity` and `id`: every version of that record, newest first, as a bare array. Otherwise the journal: `{entries, totalLength}`, newest first, filtered by `author` (e-mail), `entity` and `from`/`to` (a day `YYYY-MM-DD`, counted whole, or an ISO time); `page` from 1, `limit` 1 to 100 (20 when left out). Editors read the content's history only (news, excursions, reviews, gallery, partners, documents); another `entity` is 403. A version names its files by their ids (`image_id`, `logo_id`, `document_id`) and, beside each, their address (`image_url` and `logo` the smallest width, `document_url`), null once the file is gone.",
        operationId: "listHistory",
        security: BEARER,
        querystring: historyQuerySchema,
        response: {
          200: z.union([historyListSchema, historyPageSchema]),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const role = request.admin?.role;
      const { entity, id } = request.query;
      if (entity) checkReadable(role, entity);
      if (entity && id !== undefined) return stores.history.versions(entity, id);
      return stores.history.journal(request.query, historyEntitiesOf(role));
    },
  );

  api.post(
    "/history/:version_id/restore",
    {
      ...editorial,
      schema: {
        tags,
        summary: "Restore a version of a record",
        description:
          "Brings back that version's fields and image as a new version (action `restore`); history is never rewritten. A record in the trash comes out of it. The version of a delete brings back the record as it was deleted. 409 for a record purged from the trash, and for accounts, invitations, bookings and their settings, whose history is for reading only.",
        operationId: "restoreHistoryVersion",
        security: BEARER,
        params: versionParamsSchema,
        response: {
          200: restoredRecordSchema,
          ...errorResponses(401, 403, 404),
          409: errorResponse(
            "The record was purged from the trash, or its entity's history is for reading only.",
          ),
        },
      },
    },
    async (request) => {
      const version = await stores.history.version(parseRecordId(request.params.version_id));
      if (!version) throw notFound();
      checkReadable(request.admin?.role, version.entity);
      const snapshot = version.after ?? version.before;
      const by = authorOf(request);
      const { entity, record_id: id } = version;
      if (!snapshot) throw new HttpError(409, "versionNotRestorable");
      if (entity === "settings") return stores.settings.restore(snapshot, by);
      if (["users", "invitations", "bookings", "booking_settings"].includes(entity)) {
        throw new HttpError(409, "versionNotRestorable");
      }
      const store = stores[entity as ContentEntity | "contacts"];
      if (!(await store.restore(id, snapshot, by))) throw new HttpError(409, "recordPurged");
      const record = await store.get(id);
      if (!record) throw notFound();
      return record;
    },
  );
}
