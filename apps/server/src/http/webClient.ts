import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { homePath, isClientRoute } from "@shelter/contract";
import type { Availability } from "@shelter/contract/bookings";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AccountStore } from "../auth/accountStore.ts";
import type { Stores } from "../content/stores.ts";
import type { BackgroundThread } from "./backgroundThread.ts";
import { languageOf, message } from "./messages.ts";
import { fillTemplate, loadPageTemplate, publicPageRoutes } from "./publicPage.ts";
import type { ResponseCache } from "./responseCache.ts";

// The back office and sign-in pages are client-only: a plain title, kept out of search engines.
const CLIENT_ROUTE_HEAD =
  '<title>Притулок для корів у Буші — адміністрування</title><meta name="robots" content="noindex">';

/** The compressed copies themselves are no addresses of the site. */
const COMPRESSED_COPIES = ["**/*.br", "**/*.gz"];

/** The client's files (paths from `root`, `/`-separated), by whether the build compressed them. */
function filesByCompressedCopies(root: string) {
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
  const present = new Set(names);
  const withCopies: string[] = [];
  const without: string[] = [];
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    if (present.has(`${name}.br`) || present.has(`${name}.gz`)) withCopies.push(name);
    else without.push(name);
  }
  return { withCopies, without };
}

/**
 * Serves the built React client: the public page rendered on the server, its files, the
 * client-only routes, 404 for missing files, and a redirect to `/` for any other path
 * (CONTRACT.md, Web routes and Public page delivery).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  deps: {
    stores: Stores;
    responseCache: ResponseCache;
    publicUrl: string | undefined;
    background?: BackgroundThread;
    availability?: () => Promise<Availability>;
    accounts?: Pick<AccountStore, "sessionLinkUser">;
  },
): Promise<void> {
  const indexFile = path.join(distDir, "client/index.html");
  const built = existsSync(indexFile) && existsSync(path.join(distDir, "server/entry-server.js"));
  const template = built ? await loadPageTemplate(distDir, deps.background) : undefined;
  if (template) {
    await app.register(async (page) =>
      publicPageRoutes(page, {
        template,
        stores: deps.stores,
        responseCache: deps.responseCache,
        publicUrl: deps.publicUrl,
        availability: deps.availability,
        accounts: deps.accounts,
      }),
    );
    const root = path.join(distDir, "client");
    const { withCopies, without } = filesByCompressedCopies(root);
    const files: FastifyStaticOptions = {
      root,
      prefix: "/",
      wildcard: false,
      index: false,
      // Ours, not send's `max-age=0`, which would otherwise replace the one set below.
      cacheControl: false,
      // Vite fingerprints every asset name, so a browser may keep them for good; not the rest.
      setHeaders: (
        reply: { setHeader: (name: string, value: string) => unknown },
        filePath: string,
      ) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.setHeader(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    };
    // The build leaves a .br and a .gz beside each compressible asset (scripts/precompress.mjs):
    // those files are sent from their copies. The others (the photos, the small files) are
    // served apart, so that no request for them first looks for copies that are not there.
    await app.register(fastifyStatic, {
      ...files,
      preCompressed: true,
      globIgnore: [...without, ...COMPRESSED_COPIES],
    });
    await app.register(async (plain) => {
      // Photos, and files too small to be worth compressing: @fastify/compress would otherwise
      // compress each one again on every request (it takes no size threshold for a stream),
      // a brotli encoder per small file, which cost the server both speed and memory.
      plain.addHook("onRequest", async (request) => {
        request.headers["x-no-compression"] = "1";
      });
      await plain.register(fastifyStatic, {
        ...files,
        decorateReply: false,
        globIgnore: [...withCopies, ...COMPRESSED_COPIES],
      });
    });
  } else {
    app.log.warn({ distDir }, "web client not built: run `npm run build`");
  }
  const indexHtml = template
    ? fillTemplate(template.html, { language: "uk", head: CLIENT_ROUTE_HEAD, html: "" })
    : undefined;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const language = languageOf(request.headers["accept-language"]);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply.code(404).send({ message: message("notFound", language) });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: message("notFound", language) });
    }
    if (isClientRoute(pathname)) {
      if (!indexHtml)
        return reply.code(503).type("text/plain").send(message("unavailable", language));
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(indexHtml);
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).type("text/plain").send(message("notFound", language));
    }
    // An unknown address under /en leads to the English page, any other to the Ukrainian one.
    const english = pathname === "/en/" || pathname.startsWith("/en/");
    return reply.redirect(homePath(english ? "en" : "uk"), 302);
  });
}
