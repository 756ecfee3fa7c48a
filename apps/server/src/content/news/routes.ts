import {
  idParamsSchema,
  messages,
  newsBackOfficePageSchema,
  newsBackOfficePostSchema,
  newsInputSchema,
  newsPageSchema,
  newsPostSchema,
  newsPreviewPath,
  newsPreviewSchema,
  pagingQuerySchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { authorOf, bearerToken } from "../../auth/guard.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { BEARER, errorResponse, errorResponses } from "../../http/openApi.ts";
import { typed } from "../../http/typed.ts";
import type { ContentContext } from "../context.ts";
import { parseRecordId, withDefaults } from "../readRoutes.ts";
import { createRoute, deleteRoute, updateRoute } from "../writeRoutes.ts";

const tag = "news";
const names = { one: "news post", many: "news posts" };

/** A preview's link holds this long, and never beyond the session that asked for it. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;
/** What a preview link's token is signed for: one post. */
export const previewSubject = (id: number) => `news-preview:${id}`;

/** A back-office read shows drafts: no browser or proxy keeps it. */
/** A back-office answer (every post, drafts too): kept out of every shared cache. */
const privately = (reply: FastifyReply) => reply.header("cache-control", "private, no-store");

export function newsRoutes(
  app: FastifyInstance,
  { stores, media, guard, backOffice, accounts }: ContentContext,
): void {
  const news = stores.news;
  // spec: GET /news is the whole list, GET /news?page&limit one page as {data, total}.
  typed(app).get(
    "/news",
    {
      schema: {
        tags: [tag],
        summary: "List every news post, or one page of them",
        description:
          "Without `page` and `limit`: every published post, newest first, as a bare array. With either: that page as `{data, total}`, `page` counting from 1 and `limit` 1 to 100 (defaults 1 and 10), `total` the number of all published posts. With a bearer token (the back office): every post, drafts and scheduled ones too, with `publish_error` and `draft`.",
        operationId: "listNewsPosts",
        security: [{}, ...BEARER],
        querystring: pagingQuerySchema.partial(),
        response: {
          // The back office's shapes first: serialised by the public one, its fields would go.
          200: z.union([
            z.array(newsBackOfficePostSchema),
            newsBackOfficePageSchema,
            z.array(newsPostSchema),
            newsPageSchema,
          ]),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const everyPost = await backOffice(request);
      if (everyPost) privately(reply);
      const reader = everyPost ? news.all : news;
      if (request.query.page === undefined && request.query.limit === undefined) {
        return reader.list();
      }
      const { items, total } = await reader.page(withDefaults(request.query));
      return { data: items, total };
    },
  );
  app.get<{ Params: { id: string } }>(
    "/news/:id",
    {
      schema: {
        tags: [tag],
        summary: "Get one news post",
        description:
          "A published post; a draft or a scheduled one only with a bearer token (the back office), else 404 as an unknown one.",
        operationId: "getNewsPost",
        security: [{}, ...BEARER],
        params: idParamsSchema,
        response: {
          200: z.union([newsBackOfficePostSchema, newsPostSchema]),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const everyPost = await backOffice(request);
      if (everyPost) privately(reply);
      const reader = everyPost ? news.all : news;
      const post = await reader.get(parseRecordId(request.params.id));
      if (!post) throw notFound();
      return post;
    },
  );

  typed(app).post(
    "/news/:id/preview",
    {
      schema: {
        tags: [tag],
        summary: "Make the private addresses of a news post's preview",
        description:
          "The post as it would stand on its page, with its saved draft, at an address no one else can open: its token holds for an hour and only while the session that asked for it lives. The page answers `Cache-Control: no-store` and `noindex`.",
        operationId: "previewNewsPost",
        security: BEARER,
        params: idParamsSchema,
        response: { 200: newsPreviewSchema, ...errorResponses(401, 404) },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const id = parseRecordId(request.params.id);
      if (!(await news.all.get(id))) throw notFound();
      const token = await accounts.sessionLink(
        bearerToken(request) ?? "",
        previewSubject(id),
        PREVIEW_LIFETIME_MS,
      );
      if (!token) throw new HttpError(401, "signInRequired");
      privately(reply);
      return { uk: newsPreviewPath("uk", id, token), en: newsPreviewPath("en", id, token) };
    },
  );

  typed(app).post(
    "/news/:id/unpublish",
    {
      schema: {
        tags: [tag],
        summary: "Take a news post off the site, as a draft",
        description:
          "A published or scheduled post becomes a draft: it leaves the page, the public reads, the sitemap and its own address at once, and its schedule is dropped. A saved draft of a change becomes the draft's texts. Recorded in the history like any write. 409 for a post that is a draft already.",
        operationId: "unpublishNewsPost",
        security: BEARER,
        params: idParamsSchema,
        response: {
          200: newsBackOfficePostSchema,
          ...errorResponses(401, 403, 404),
          409: errorResponse("The post is a draft already."),
        },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const id = parseRecordId(request.params.id);
      const post = await news.all.get(id);
      if (!post) throw notFound();
      if (!(await news.unpublish(id, authorOf(request)))) throw new HttpError(409, "notPublished");
      privately(reply);
      const after = await news.all.get(id);
      if (!after) throw notFound();
      return after;
    },
  );

  const write = {
    url: "/news",
    tag,
    names,
    item: newsBackOfficePostSchema,
    // A write answers with the post as the back office sees it, a draft too.
    reader: news.all,
    media,
    guard,
    upload: { field: "image_data", kind: "image" as const },
  };
  createRoute(app, { ...write, body: newsInputSchema, create: news.create });
  updateRoute(app, {
    ...write,
    body: newsInputSchema,
    method: "PUT",
    update: news.update,
    // A published post's draft holds its texts: its photo changes as it is published.
    checkMerged: (current, change) => {
      if (current.status === "published" && change.status === "draft" && change.image_data) {
        throw new HttpError(400, "invalidInput", [
          { field: "image_data", message: messages.draftPhoto },
        ]);
      }
    },
  });
  deleteRoute(app, { ...write, remove: news.remove });
}
