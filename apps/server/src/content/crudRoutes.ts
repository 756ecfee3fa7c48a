import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { StoredFiles } from "../media/mediaStore.ts";
import type { ContentContext } from "./context.ts";
import type { Author } from "./history/history.ts";
import { entityNames, pagedReadRoutes } from "./readRoutes.ts";
import type { RecordReader } from "./recordReader.ts";
import { createRoute, deleteRoute, updateRoute, type WriteRouteOptions } from "./writeRoutes.ts";

/** spec: a page holds its records under their plural (`partners`) and `totalLength`, all of them. */
type NamedPage<Many extends string, Item> = Record<Many, Item[]> & { totalLength: number };

interface CrudRouteOptions<One extends string, Item, Input, Change> {
  /** What a record is called; its plural is the path, the OpenAPI tag and the page's key. */
  entity: One;
  item: z.ZodType<Item>;
  shape: z.ZodType<NamedPage<`${NoInfer<One>}s`, NoInfer<Item>>>;
  store: RecordReader<Item> & {
    create: (input: Input, files?: StoredFiles, by?: Author) => Promise<number>;
    update: (id: number, change: Change, files?: StoredFiles, by?: Author) => Promise<boolean>;
    remove: (id: number, by?: Author) => Promise<boolean>;
  };
  createBody: z.ZodType<Input>;
  updateBody: z.ZodType<Change>;
  upload?: WriteRouteOptions<Item>["upload"];
  /** Rules across fields, checked against the stored record with the change applied; throws. */
  checkMerged?: (current: Item, change: Change) => void;
}

/**
 * An entity the page shows page by page and the back office edits: its public reads, and its
 * create, PATCH and delete.
 */
export function pagedCrudRoutes<One extends string, Item, Input, Change>(
  app: FastifyInstance,
  { media, guard }: ContentContext,
  {
    entity,
    item,
    shape,
    store,
    createBody,
    updateBody,
    upload,
    checkMerged,
  }: CrudRouteOptions<One, Item, Input, Change>,
): void {
  const { url, tag, names } = entityNames(entity);
  const routes = { url, tag, names, item, reader: store, media, guard, upload };
  pagedReadRoutes(app, {
    ...routes,
    shape,
    // The computed key loses its literal type: it is the plural `shape` names.
    toShape: (items, totalLength) =>
      ({ [names.many]: items, totalLength }) as NamedPage<`${One}s`, Item>,
  });
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
