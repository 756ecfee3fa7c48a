import {
  excursionCreateSchema,
  excursionPageSchema,
  excursionSchema,
  excursionTimesInOrder,
  excursionUpdateSchema,
  messages,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { HttpError } from "../../http/errors.ts";
import type { ContentContext } from "../context.ts";
import { byIdRoute, listRoute, paginationRoute } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

type ExcursionUpdate = z.output<typeof excursionUpdateSchema>;

export function excursionRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const read = {
    url: "/excursions",
    tag: "excursions",
    names: { one: "excursion", many: "excursions" },
    item: excursionSchema,
    reader: stores.excursions,
  };
  listRoute(app, read);
  paginationRoute(app, {
    ...read,
    shape: excursionPageSchema,
    toShape: (items, totalLength) => ({ excursions: items, totalLength }),
  });
  byIdRoute(app, read);

  const write = {
    ...read,
    writer: writers.excursions,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: excursionCreateSchema });
  updateRoute(app, {
    ...write,
    body: excursionUpdateSchema,
    method: "PATCH",
    checkMerged: (current, body) => {
      // The body was parsed by excursionUpdateSchema before the handler runs.
      const change = body as ExcursionUpdate;
      const merged = {
        time_from: change.time_from ?? current.time_from,
        time_to: change.time_to ?? current.time_to,
      };
      if (!excursionTimesInOrder(merged)) {
        throw new HttpError(400, "invalidInput", [
          { field: "time_to", message: messages.timeOrder },
        ]);
      }
    },
  });
  deleteRoute(app, write);
}
