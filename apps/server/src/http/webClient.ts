import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isClientRoute } from "@shelter/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageOf, message } from "./messages.ts";

/**
 * Serves the built React client: its files, index.html for the client's routes, 404 for
 * missing files, and a redirect to `/` for any other path (CONTRACT.md, Web routes).
 */
export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: false,
      index: false,
      // Vite fingerprints every asset name, so a browser may keep them for good.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.setHeader("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  } else {
    app.log.warn({ distDir }, "web client not built: run `npm run build`");
  }
  const indexHtml = built ? await readFile(indexFile, "utf8") : undefined;

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
    return reply.redirect("/", 302);
  });
}
