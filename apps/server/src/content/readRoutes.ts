import { idParamsSchema, pagingQuerySchema, recordIdSchema } from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../http/errors.ts";
import { errorResponses, operationNoun, PUBLIC, type RecordNames } from "../http/openApi.ts";
import { typed } from "../http/typed.ts";
import type { RecordReader } from "./recordReader.ts";

/**
 * A path id that is not a positive 32-bit whole number names no record: 404, never 500. Written
 * only one way (no leading zeros), so that a record has one address, and one kept answer.
 */
export function parseRecordId(raw: string): number {
  const parsed = recordIdSchema.safeParse(raw);
  if (!parsed.success || !/^[1-9]\d*$/.test(raw)) throw notFound();
  return parsed.data;
}

/** Where an entity's routes stand, their OpenAPI tag, and what the description calls a record. */
export interface EntityNames {
  url: string;
  tag: string;
  names: RecordNames;
}

/**
 * An entity whose path and tag are its records' plural: `partner` → `/partners`, tag `partners`;
 * or the given ones, where the specification named them otherwise (`/gallery`, `/pdf`).
 */
export function entityNames(one: string, place?: Pick<EntityNames, "url" | "tag">): EntityNames {
  const many = `${one}s`;
  return { url: `/${many}`, tag: many, ...place, names: { one, many } };
}

interface ReadRouteOptions<Item> extends EntityNames {
  item: z.ZodType<Item>;
  reader: RecordReader<Item>;
}

/** GET {url}: every record, newest first, as a bare array. */
export function listRoute<Item>(app: FastifyInstance, options: ReadRouteOptions<Item>): void {
  typed(app).get(
    options.url,
    {
      schema: {
        tags: [options.tag],
        summary: `List every ${options.names.one}`,
        description: `All ${options.names.many}, newest first, as a bare array.`,
        operationId: `list${operationNoun(options.names.many)}`,
        security: PUBLIC,
        response: { 200: z.array(options.item) },
      },
    },
    () => options.reader.list(),
  );
}

/** GET {url}/{id}: one record or 404. */
export function byIdRoute<Item>(app: FastifyInstance, options: ReadRouteOptions<Item>): void {
  // Plain generics here: the zod type provider cannot resolve a schema that is itself generic.
  app.get<{ Params: { id: string } }>(
    `${options.url}/:id`,
    {
      schema: {
        tags: [options.tag],
        summary: `Get one ${options.names.one}`,
        operationId: `get${operationNoun(options.names.one)}`,
        security: PUBLIC,
        params: idParamsSchema,
        response: { 200: options.item, ...errorResponses(404) },
      },
    },
    async (request) => {
      const item = await options.reader.get(parseRecordId(request.params.id));
      if (!item) throw notFound();
      return item;
    },
  );
}

export interface PageRouteOptions<Item, Shape> extends ReadRouteOptions<Item> {
  shape: z.ZodType<Shape>;
  toShape: (items: Item[], total: number) => Shape;
}

/** GET {url}/pagination?page&limit: one page in the shape the specification names. */
export function paginationRoute<Item, Shape>(
  app: FastifyInstance,
  options: PageRouteOptions<Item, Shape>,
): void {
  app.get<{ Querystring: { page?: number; limit?: number } }>(
    `${options.url}/pagination`,
    {
      schema: {
        tags: [options.tag],
        summary: `List one page of ${options.names.many}`,
        description: `\`page\` counts from 1 and \`limit\` is 1 to 100 (${DEFAULT_PAGE_LIMIT} when left out); the answer holds that page, newest first, and \`totalLength\`, the number of all ${options.names.many}.`,
        operationId: `page${operationNoun(options.names.many)}`,
        security: PUBLIC,
        querystring: pagingQuerySchema.partial(),
        response: { 200: options.shape, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { items, total } = await options.reader.page(withDefaults(request.query));
      return options.toShape(items, total);
    },
  );
}

/** The public reads of an entity the page shows page by page: its list, its pages, one record. */
export function pagedReadRoutes<Item, Shape>(
  app: FastifyInstance,
  options: PageRouteOptions<Item, Shape>,
): void {
  listRoute(app, options);
  paginationRoute(app, options);
  byIdRoute(app, options);
}

export const DEFAULT_PAGE_LIMIT = 10;

export function withDefaults(query: { page?: number; limit?: number }) {
  return { page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_LIMIT };
}
