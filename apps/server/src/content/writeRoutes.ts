import { idParamsSchema, messageResponseSchema } from "@shelter/contract";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import type { z } from "zod";
import { authorOf } from "../auth/guard.ts";
import { notFound } from "../http/errors.ts";
import { recordMade } from "../http/idempotency.ts";
import { languageOf, message } from "../http/messages.ts";
import { errorResponses, IDEMPOTENCY_NOTE, operationNoun, withArticle } from "../http/openApi.ts";
import type { MediaStore, StoredFiles } from "../media/mediaStore.ts";
import {
  DOCUMENT_BODY_LIMIT,
  IMAGE_BODY_LIMIT,
  storeUpload,
  type UploadKind,
} from "../media/uploads.ts";
import type { Author } from "./history/history.ts";
import { type EntityNames, parseRecordId } from "./readRoutes.ts";
import type { RecordReader } from "./recordReader.ts";
import type { OnMade } from "./recordWriter.ts";

export interface WriteRouteOptions<Item> extends EntityNames {
  item: z.ZodType<Item>;
  reader: RecordReader<Item>;
  media: MediaStore;
  guard: onRequestHookHandler;
  /** The body field carrying the record's file, and what kind of file it must be. */
  upload?: { field: string; kind: UploadKind };
}

const security = [{ bearer: [] }];

function bodyLimit(upload: WriteRouteOptions<unknown>["upload"]): number | undefined {
  if (!upload) return undefined;
  return upload.kind === "document" ? DOCUMENT_BODY_LIMIT : IMAGE_BODY_LIMIT;
}

/** The body's file, decoded, checked and written to storage; nothing is recorded yet. */
async function uploadOf(
  body: unknown,
  options: WriteRouteOptions<unknown>,
): Promise<StoredFiles | undefined> {
  const { upload } = options;
  const dataUrl = upload ? (body as Record<string, unknown>)[upload.field] : undefined;
  if (!upload || typeof dataUrl !== "string") return undefined;
  return storeUpload(options.media, upload.field, dataUrl, upload.kind);
}

async function readBack<Item>(options: WriteRouteOptions<Item>, id: number): Promise<Item> {
  const item = await options.reader.get(id);
  if (!item) throw notFound();
  return item;
}

/** POST {url}: 201 with the created record. */
export function createRoute<Item, Input>(
  app: FastifyInstance,
  options: WriteRouteOptions<Item> & {
    body: z.ZodType<Input>;
    /** The store's create: the new record's id; `onMade` runs in its transaction. */
    create: (input: Input, files?: StoredFiles, by?: Author, onMade?: OnMade) => Promise<number>;
  },
): void {
  app.post(
    options.url,
    {
      schema: {
        tags: [options.tag],
        summary: `Create ${withArticle(options.names.one)}`,
        description: `Answers 201 with the record as stored.${uploadNote(options.upload)} ${IDEMPOTENCY_NOTE}`,
        operationId: `create${operationNoun(options.names.one)}`,
        security,
        body: options.body,
        response: { 201: options.item, ...errorResponses(400, 401, 409, 413, 415, 422) },
      },
      config: { idempotent: true },
      onRequest: options.guard,
      bodyLimit: bodyLimit(options.upload),
    },
    async (request, reply) => {
      // The body was parsed by `options.body` before the handler runs.
      const input = request.body as Input;
      // Made already under this Idempotency-Key by a request that stopped before its answer.
      let id = request.madeRecordId;
      if (id === undefined) {
        const key = request.idempotencyKey;
        const files = await uploadOf(input, options as WriteRouteOptions<unknown>);
        id = await options.create(input, files, authorOf(request), (tx, made) =>
          recordMade(tx, key, made),
        );
      }
      return reply.code(201).send(await readBack(options, id));
    },
  );
}

/** PUT or PATCH {url}/{id}: 200 with the updated record, 404 when there is none. */
export function updateRoute<Item, Change>(
  app: FastifyInstance,
  options: WriteRouteOptions<Item> & {
    body: z.ZodType<Change>;
    method: "PUT" | "PATCH";
    /** The store's update: false when there is no such record. */
    update: (id: number, change: Change, files?: StoredFiles, by?: Author) => Promise<boolean>;
    /** Rules across fields, checked against the stored record with the change applied; throws. */
    checkMerged?: (current: Item, change: Change) => void;
  },
): void {
  app.route<{ Params: { id: string } }>({
    method: options.method,
    url: `${options.url}/:id`,
    schema: {
      tags: [options.tag],
      summary: `${options.method === "PUT" ? "Replace" : "Change"} ${withArticle(options.names.one)}`,
      description: `${updateNote(options.method, options.upload)} Answers 200 with the record as stored.${uploadNote(options.upload)}`,
      operationId: `${options.method === "PUT" ? "replace" : "change"}${operationNoun(options.names.one)}`,
      security,
      params: idParamsSchema,
      body: options.body,
      response: { 200: options.item, ...errorResponses(400, 401, 404, 413, 415) },
    },
    onRequest: options.guard,
    bodyLimit: bodyLimit(options.upload),
    handler: async (request) => {
      const id = parseRecordId(request.params.id);
      const change = request.body as Change;
      const current = await options.reader.get(id);
      if (!current) throw notFound();
      // Every check comes before the upload is decoded and stored.
      options.checkMerged?.(current, change);
      const files = await uploadOf(change, options as WriteRouteOptions<unknown>);
      if (!(await options.update(id, change, files, authorOf(request)))) throw notFound();
      return readBack(options, id);
    },
  });
}

/** DELETE {url}/{id}: 200 {message}, 404 when there is none. */
export function deleteRoute<Item>(
  app: FastifyInstance,
  options: WriteRouteOptions<Item> & {
    /** The store's delete: false when there is no such record. */
    remove: (id: number, by?: Author) => Promise<boolean>;
  },
): void {
  app.delete<{ Params: { id: string } }>(
    `${options.url}/:id`,
    {
      schema: {
        tags: [options.tag],
        summary: `Delete ${withArticle(options.names.one)}`,
        description:
          "Moves the record to the trash («Кошик»): it leaves every read at once and is removed for good, with its files, after 30 days unless restored (`POST /api/trash/{entity}/{id}/restore`).",
        operationId: `delete${operationNoun(options.names.one)}`,
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
      onRequest: options.guard,
    },
    async (request) => {
      if (!(await options.remove(parseRecordId(request.params.id), authorOf(request)))) {
        throw notFound();
      }
      return { message: message("deleted", languageOf(request.headers["accept-language"])) };
    },
  );
}

/** What the API description says of the body field carrying the record's file. */
function uploadNote(upload: WriteRouteOptions<unknown>["upload"]): string {
  if (!upload) return "";
  if (upload.kind === "document") {
    return ` \`${upload.field}\` carries the PDF as a base64 data URL; only a PDF's bytes are taken.`;
  }
  return ` \`${upload.field}\` carries the ${upload.kind === "logo" ? "logo" : "photo"} as a base64 data URL (a bare base64 string is read as JPEG): JPEG, PNG or WebP by its bytes, at most 5 MB decoded; it is stored as WebP widths, and the record carries its address.`;
}

/** What the API description says of an update's body. */
function updateNote(method: "PUT" | "PATCH", upload: WriteRouteOptions<unknown>["upload"]): string {
  const file = upload?.field;
  if (method === "PUT") {
    const withFile = file
      ? `; \`${file}\` only when the file changes (the old one is kept for the record's history)`
      : "";
    return `Send the record's fields as for creating it${withFile}.`;
  }
  const withFile = file
    ? `; a new \`${file}\` replaces the old file, which is kept for the record's history`
    : "";
  return `Only the fields sent change${withFile}.`;
}
