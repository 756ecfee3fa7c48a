import {
  newsInputSchema,
  newsPageSchema,
  newsPostSchema,
  pagingQuerySchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorResponses, PUBLIC } from "../../http/openApi.ts";
import { typed } from "../../http/typed.ts";
import type { ContentContext } from "../context.ts";
import { byIdRoute, withDefaults } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

const tag = "news";
const names = { one: "news post", many: "news posts" };

export function newsRoutes(app: FastifyInstance, { stores, media, guard }: ContentContext): void {
  const news = stores.news;
  // spec: GET /news is the whole list, GET /news?page&limit one page as {data, total}.
  typed(app).get(
    "/news",
    {
      schema: {
        tags: [tag],
        summary: "List every news post, or one page of them",
        description:
          "Without `page` and `limit`: every post, newest first, as a bare array. With either: that page as `{data, total}`, `page` counting from 1 and `limit` 1 to 100 (defaults 1 and 10), `total` the number of all posts.",
        operationId: "listNewsPosts",
        security: PUBLIC,
        querystring: pagingQuerySchema.partial(),
        response: {
          200: z.union([z.array(newsPostSchema), newsPageSchema]),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      if (request.query.page === undefined && request.query.limit === undefined) {
        return news.list();
      }
      const { items, total } = await news.page(withDefaults(request.query));
      return { data: items, total };
    },
  );
  byIdRoute(app, { url: "/news", tag, names, item: newsPostSchema, reader: news });

  const write = {
    url: "/news",
    tag,
    names,
    item: newsPostSchema,
    reader: news,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: newsInputSchema, create: news.create });
  updateRoute(app, { ...write, body: newsInputSchema, method: "PUT", update: news.update });
  deleteRoute(app, { ...write, remove: news.remove });
}
