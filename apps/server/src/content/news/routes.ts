import {
  newsInputSchema,
  newsPageSchema,
  newsPostSchema,
  pagingQuerySchema,
} from "@shelter/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { typed } from "../../http/typed.ts";
import type { ContentContext } from "../context.ts";
import { byIdRoute, withDefaults } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

const tag = "news";

export function newsRoutes(
  app: FastifyInstance,
  { stores, writers, media, guard }: ContentContext,
): void {
  const news = stores.news;
  // spec: GET /news is the whole list, GET /news?page&limit one page as {data, total}.
  typed(app).get(
    "/news",
    {
      schema: {
        tags: [tag],
        querystring: pagingQuerySchema.partial(),
        response: { 200: z.union([z.array(newsPostSchema), newsPageSchema]) },
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
  byIdRoute(app, { url: "/news", tag, item: newsPostSchema, reader: news });

  const write = {
    url: "/news",
    tag,
    item: newsPostSchema,
    reader: news,
    writer: writers.news,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: newsInputSchema });
  updateRoute(app, { ...write, body: newsInputSchema, method: "PUT" });
  deleteRoute(app, write);
}
