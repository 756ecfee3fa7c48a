import {
  excursionCreateSchema,
  excursionPageSchema,
  excursionSchema,
  excursionTimesInOrder,
  excursionUpdateSchema,
  messages,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.ts";
import type { ContentContext } from "../context.ts";
import { pagedCrudRoutes } from "../crudRoutes.ts";

export function excursionRoutes(app: FastifyInstance, context: ContentContext): void {
  pagedCrudRoutes(app, context, {
    entity: "excursion",
    item: excursionSchema,
    shape: excursionPageSchema,
    store: context.stores.excursions,
    createBody: excursionCreateSchema,
    updateBody: excursionUpdateSchema,
    upload: { field: "image_data", kind: "image" },
    checkMerged: (current, change) => {
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
}
