import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { healthSchema } from "@shelter/contract";
import { availabilityRange } from "@shelter/contract/bookings";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AccountStore } from "./auth/accountStore.ts";
import {
  BOOKING_ROLES,
  backOfficeReader,
  documentRoleRefusals,
  grantRoles,
  requireAdmin,
} from "./auth/guard.ts";
import type { LoginThrottle } from "./auth/loginThrottle.ts";
import type { Mailer } from "./auth/mailer.ts";
import { authRoutes } from "./auth/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import type { Scheduler } from "./bookings/scheduler.ts";
import type { BookingStore } from "./bookings/store.ts";
import type { Config } from "./config.ts";
import { contentRoutes } from "./content/routes.ts";
import type { Stores } from "./content/stores.ts";
import type { ContentVersion } from "./db/contentVersion.ts";
import type { Database } from "./db/database.ts";
import { createBackgroundThread, registerJsonBodies } from "./http/backgroundThread.ts";
import { limitConnectionsPerClient, trustedProxy } from "./http/connectionLimits.ts";
import { registerErrorHandling, requestIdOf } from "./http/errors.ts";
import { registerIdempotency } from "./http/idempotency.ts";
import { type LogStream, loggerOptions, RequestLog } from "./http/logging.ts";
import { languageOf, message } from "./http/messages.ts";
import { errorResponses, openApiOptions, PUBLIC } from "./http/openApi.ts";
import { createResponseCache } from "./http/responseCache.ts";
import { registerSecurityHeaders } from "./http/securityHeaders.ts";
import { typed } from "./http/typed.ts";
import { registerWebClient } from "./http/webClient.ts";
import { enqueueMail } from "./mail/outbox.ts";
import type { MediaStore } from "./media/mediaStore.ts";
import { UPLOADS_URL_PREFIX } from "./media/storage/disk.ts";

/** The body limit of every route but the uploads: the largest form with room to spare. */
export const FORM_BODY_LIMIT = 16 * 1024;

export interface AppDependencies {
  config: Config;
  db: Database;
  contentVersion: ContentVersion;
  stores: Stores;
  media: MediaStore;
  accounts: AccountStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  bookings: BookingStore;
  scheduler: Scheduler;
  clock: () => Date;
}

/** Answers a request before Fastify routes it, or returns false (`next` routes it later). */
type BeforeRouting = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => boolean;
const beforeRoutingOf = new WeakMap<object, { serve?: BeforeRouting }>();

export function createServer(config: Config, logStream?: LogStream) {
  const { http, trustProxy } = config;
  const front: { serve?: BeforeRouting } = {};
  const app = Fastify({
    // Fastify's own server, with the response cache's hits answered before routing (buildApp).
    serverFactory: (handler) => {
      const server = createHttpServer(
        { headersTimeout: http.headersTimeout, connectionsCheckingInterval: http.checkInterval },
        (request, response) => {
          const route = () => handler(request, response);
          if (!front.serve?.(request, response, route)) route();
        },
      );
      server.keepAliveTimeout = http.keepAliveTimeout;
      server.requestTimeout = http.requestTimeout;
      server.setTimeout(http.idleTimeout);
      return server;
    },
    logger: loggerOptions(config.logLevel, logStream),
    logController: new RequestLog(config.logLevel),
    // Forms and sign-in are a few KB: a larger declared body is refused (413) before it is
    // read. Only the upload routes take more (media/uploads.ts).
    bodyLimit: FORM_BODY_LIMIT,
    forceCloseConnections: "idle",
    // A hop count trusts that many proxies nearest to us, as Fastify does for a number.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Our own check of X-Request-Id instead of Fastify's, which takes any value as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A few slow or idle clients must not hold the server's connections (README, security).
    requestTimeout: http.requestTimeout,
    connectionTimeout: http.idleTimeout,
    keepAliveTimeout: http.keepAliveTimeout,
  });
  beforeRoutingOf.set(app, front);
  app.server.maxConnections = http.maxConnections;
  limitConnectionsPerClient(app.server, http.maxConnectionsPerClient, trustedProxy(trustProxy));
  return app;
}

export type Server = ReturnType<typeof createServer>;

/** Adds the API, uploads and web client to the server, without listening, so tests can drive it. */
export async function buildApp(app: Server, deps: AppDependencies): Promise<Server> {
  const { config, db } = deps;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const background = createBackgroundThread();
  app.addHook("onClose", async () => {
    await background.stop();
  });
  registerJsonBodies(app, background);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerIdempotency(app, db);
  // JSON lists and the client's scripts shrink several times; images are WebP already.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(fastifySwagger, openApiOptions(config.publicUrl));
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  const guard = requireAdmin(deps.accounts);
  const responseCache = createResponseCache(deps.contentVersion, {
    compress: background.compress,
  });
  // Cache hits skip Fastify's routing and hooks, and with them its request log: at debug, where
  // every request is logged, they go through Fastify too.
  const front = beforeRoutingOf.get(app);
  if (front && !["debug", "trace"].includes(config.logLevel)) {
    front.serve = responseCache.serveBeforeRouting;
  }
  // Readiness fails from the moment the server starts to stop, so a balancer sends no more.
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  // An answer finished while stopping ends its connection, so no kept-alive socket holds the exit.
  app.addHook("onRequest", (_request, reply, done) => {
    if (stopping) reply.header("connection", "close");
    done();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });
  await app.register(
    async (api) => {
      documentRoleRefusals(api);
      typed(api).get(
        "/health",
        {
          schema: {
            tags: ["health"],
            summary: "Check that the server and its database answer",
            operationId: "getHealth",
            security: PUBLIC,
            response: { 200: healthSchema },
          },
        },
        async () => {
          await db.query("SELECT 1");
          return { status: "ok" as const };
        },
      );
      typed(api).get(
        "/health/live",
        {
          schema: {
            tags: ["health"],
            summary: "Check that the process runs (liveness)",
            description: "Answers without asking the database: restart the process if it does not.",
            operationId: "getLiveness",
            security: PUBLIC,
            response: { 200: healthSchema },
          },
        },
        async () => ({ status: "ok" as const }),
      );
      typed(api).get(
        "/health/ready",
        {
          schema: {
            tags: ["health"],
            summary: "Check that this instance takes requests (readiness)",
            description:
              "200 once the database answers; 503 from the moment the server starts to stop, so a load balancer sends it no more.",
            operationId: "getReadiness",
            security: PUBLIC,
            response: { 200: healthSchema, ...errorResponses(503) },
          },
        },
        async (request, reply) => {
          if (stopping) {
            const language = languageOf(request.headers["accept-language"]);
            return reply.code(503).send({ message: message("unavailable", language) });
          }
          await db.query("SELECT 1");
          return { status: "ok" as const };
        },
      );
      authRoutes(api, {
        accounts: deps.accounts,
        throttle: deps.throttle,
        mailer: deps.mailer,
        publicUrl: config.publicUrl,
        outbox: {
          enqueue: (mails) => enqueueMail(db, mails),
          deliverNow: () => void deps.scheduler.deliverNow().catch(() => {}),
        },
      });
      // Public reads are cached until the content changes; health and sign-in never are.
      await api.register(async (content) => {
        responseCache.register(content);
        await contentRoutes(content, {
          stores: deps.stores,
          media: deps.media,
          guard,
          backOffice: backOfficeReader(deps.accounts),
          accounts: deps.accounts,
        });
        await content.register(async (desk) => {
          grantRoles(desk, BOOKING_ROLES);
          bookingRoutes(desk, {
            store: deps.bookings,
            guard,
            clock: deps.clock,
            // Mail leaves after the commit; what fails stays in the outbox for the next round.
            deliverMail: () => void deps.scheduler.deliverNow().catch(() => {}),
          });
        });
      });
    },
    { prefix: "/api" },
  );

  if (!config.s3) {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      // Every stored name is new (a random folder per upload), so its content never changes.
      maxAge: "365d",
      immutable: true,
      // A document is downloaded, never opened as a page of the site's own address.
      setHeaders: (
        response: { setHeader: (name: string, value: string) => unknown },
        file: string,
      ) => {
        if (!/\.(webp|jpe?g|png)$/i.test(file))
          response.setHeader("content-disposition", "attachment");
      },
    });
  }
  await registerWebClient(app, config.webDist, {
    stores: deps.stores,
    responseCache,
    publicUrl: config.publicUrl,
    background,
    availability: () => {
      const now = deps.clock();
      const { from, to } = availabilityRange(now);
      return deps.bookings.availability(from, to, now);
    },
    accounts: deps.accounts,
  });
  return app;
}
