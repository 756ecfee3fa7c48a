import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { StoredFiles } from "../media/mediaStore.ts";
import type { Author } from "./history/history.ts";
import { type PageRouteOptions, pagedReadRoutes } from "./readRoutes.ts";
import type { RecordReader } from "./recordReader.ts";
import { createRoute, deleteRoute, updateRoute, type WriteRouteOptions } from "./writeRoutes.ts";

interface CrudRouteOptions<Item, Shape, Input, Change>
  extends Omit<PageRouteOptions<Item, Shape>, "reader">,
    Omit<WriteRouteOptions<Item>, "reader"> {
  store: RecordReader<Item> & {
    create: (input: Input, files?: StoredFiles, by?: Author) => Promise<number>;
    update: (id: number, change: Change, files?: StoredFiles, by?: Author) => Promise<boolean>;
    remove: (id: number, by?: Author) => Promise<boolean>;
  };
  createBody: z.ZodType<Input>;
  updateBody: z.ZodType<Change>;
  /** Rules across fields, checked against the stored record with the change applied; throws. */
  checkMerged?: (current: Item, change: Change) => void;
}

/**
 * An entity the page shows page by page and the back office edits: its public reads, and its
 * create, PATCH and delete.
 */
export function pagedCrudRoutes<Item, Shape, Input, Change>(
  app: FastifyInstance,
  {
    store,
    createBody,
    updateBody,
    checkMerged,
    ...options
  }: CrudRouteOptions<Item, Shape, Input, Change>,
): void {
  const routes = { ...options, reader: store };
  pagedReadRoutes(app, routes);
  createRoute(app, { ...routes, body: createBody, create: store.create });
  updateRoute(app, {
    ...routes,
    body: updateBody,
    method: "PATCH",
    update: store.update,
    checkMerged,
  });
  deleteRoute(app, { ...routes, remove: store.remove });
}
