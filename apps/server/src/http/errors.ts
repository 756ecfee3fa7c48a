import { randomUUID } from "node:crypto";
import { type ErrorResponse, englishMessages, type FieldError } from "@shelter/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type Language, languageOf, type MessageKey, message } from "./messages.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The message of a 400 for this route's query when it is not the paging's. */
    invalidQuery?: MessageKey;
  }
}

/** An answer a route decides on: thrown, and turned into JSON by the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly fieldErrors?: FieldError[],
  ) {
    super(key);
  }
}

export const notFound = () => new HttpError(404, "recordNotFound");

const clientErrorKeys: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalidJson",
  FST_ERR_CTP_BODY_TOO_LARGE: "tooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupportedMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalidInput",
};

// An array, a string or a number where the form's object belongs: zod says so in English.
const BODY_NOT_AN_OBJECT = "Дані мають бути об'єктом JSON з полями форми";

function fieldError(
  path: string,
  text: string | undefined,
  inBody: boolean,
  language: Language,
): FieldError {
  const field = path.replace(/^\//, "").replaceAll("/", ".");
  if (!field && inBody) return { field: "body", message: BODY_NOT_AN_OBJECT };
  const english = language === "en" && text ? englishMessages[text] : undefined;
  return { field, message: english ?? text ?? "" };
}

/** An incoming X-Request-Id is kept only if it is this short and plain: it goes into every log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the proxy's `X-Request-Id` when it is a safe token, else a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // Every JSON error answer, from any handler, names the request so a log line can be found.
  app.addHook("preSerialization", async (request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== "object") return payload;
    if (Array.isArray(payload) || !("message" in payload)) return payload;
    return { ...payload, requestId: request.id };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = languageOf(request.headers["accept-language"]);
    const answer = (status: number, key: MessageKey, errors?: FieldError[]) => {
      const body: ErrorResponse = { message: message(key, language) };
      if (errors?.length) body.errors = errors;
      return reply.code(status).send(body);
    };

    if (error instanceof HttpError) return answer(error.statusCode, error.key, error.fieldErrors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) =>
        fieldError(issue.instancePath, issue.message, error.validationContext === "body", language),
      );
      if (error.validationContext === "querystring") {
        return answer(400, request.routeOptions.config.invalidQuery ?? "invalidPaging", errors);
      }
      if (error.validationContext === "params") return answer(404, "recordNotFound");
      return answer(400, "invalidInput", errors);
    }
    // PostgreSQL's class 22, "data exception": a value the schemas let through but the
    // database cannot hold is still the client's input, never a server error.
    if (typeof error.code === "string" && /^22[0-9A-Z]{3}$/.test(error.code) && !error.statusCode) {
      request.log.warn({ err: error }, "input refused by the database");
      return answer(400, "invalidInput");
    }
    const clientKey = error.code ? clientErrorKeys[error.code] : undefined;
    if (clientKey) return answer(error.statusCode ?? 400, clientKey);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return answer(500, "internal");
  });
}
