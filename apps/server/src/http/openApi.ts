import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { errorResponseSchema } from "@shelter/contract";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** `security` of an operation anyone may call. */
export const PUBLIC: [] = [];
/** `security` of an operation that needs an administrator's bearer token (`POST /api/login`). */
export const BEARER = [{ bearer: [] }];

/** What each error status of the API means, wherever it occurs (CONTRACT.md, Errors). */
const ERROR_MEANINGS = {
  400: "Refused: `message` says why. A body or query that failed validation lists each field's problem in `errors`, with the specification's Ukrainian messages; a body that is not JSON has none.",
  401: "No bearer token, or one that no longer works (signed out, or the password changed since).",
  403: "Signed in, but not allowed to do this.",
  404: "No such record: none with this id, or an id that is not a positive whole number.",
  409: "In conflict with what is stored.",
  413: "The body is larger than this operation takes.",
  422: "This `Idempotency-Key` was already sent with another request (another route, account or body).",
  415: "The body is not `application/json`.",
  429: "Too many attempts: try again after the seconds in `Retry-After`.",
  503: "The server is stopping: send this instance no more requests.",
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** A create's description: what its `Idempotency-Key` does (http/idempotency.ts). */
export const IDEMPOTENCY_NOTE =
  "Send an `Idempotency-Key` header (16-100 letters, digits, `-`, `_`; a UUID) to make a retry safe: the same key with the same body, from the same account (or, on a public route, from anyone holding the key), within a day, is answered with the first answer (`Idempotent-Replayed: true`) and creates nothing (also when the first request's process stopped after saving and before answering); while the first request still runs, 409 with `Retry-After`.";

const RETRY_AFTER = {
  "Retry-After": {
    type: "integer",
    minimum: 1,
    description: "Seconds until a new attempt is taken",
  },
};

/** An error answer `{message, errors?, requestId?}` with what it means for one operation. */
export function errorResponse(description: string, status?: ErrorStatus) {
  return errorResponseSchema.meta({
    description,
    ...(status === 429 ? { headers: RETRY_AFTER } : {}),
  });
}

/**
 * The error answers an operation really gives, for its `response` schema, each described by
 * what its status means (429 with `Retry-After`).
 */
export function errorResponses<Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponse(ERROR_MEANINGS[status], status)]),
  ) as Record<Status, typeof errorResponseSchema>;
}

/** @fastify/swagger's options: the API under `/api`, described from the routes' zod schemas. */
export function openApiOptions(publicUrl: string | undefined): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: "Busha cow shelter API",
        description: [
          "Public reads and back-office writes of the shelter's website.",
          "",
          "Writes need an administrator's token from `POST /api/login`, sent as `Authorization: Bearer <token>`.",
          "Every error answer is JSON `{message, errors?, requestId?}`; `message` is in Ukrainian, or in English for `Accept-Language: en`.",
        ].join("\n"),
        version: "1.0.0",
      },
      // The site's own address; without PUBLIC_URL, wherever this document was fetched from.
      servers: [{ url: publicUrl ?? "/", description: "This site" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    // The pages, the sitemap and robots.txt are the website's, not the API's.
    transform: (route) =>
      route.url.startsWith("/api/")
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
  };
}

/** How the API description names one record of an entity and several (`news post`, `news posts`). */
export interface RecordNames {
  one: string;
  many: string;
}

/** An operationId's noun from a name: `news posts` → `NewsPosts`. */
export function operationNoun(name: string): string {
  return name
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join("");
}

/** `an excursion`, `a news post`. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}
