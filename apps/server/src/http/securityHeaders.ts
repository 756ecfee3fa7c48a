import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

// The map's tiles are the only images from another site (CONTRACT.md: map tiles listed).
const MAP_TILES = "https://tile.openstreetmap.org https://*.tile.openstreetmap.org";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The Content-Security-Policy of every answer: scripts only from the site itself. */
export function contentSecurityPolicy(config: Config): string {
  const https = config.publicUrl?.startsWith("https://") ?? false;
  const uploads = config.s3
    ? (originOf(config.s3.publicUrl) ?? originOf(config.s3.endpoint))
    : undefined;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // No inline style either: the server HTML carries no style attribute, and what scripts set
    // through the CSSOM (React on the client, Leaflet's positioning) is not an inline style.
    "style-src 'self'",
    ["img-src 'self' data: blob:", MAP_TILES, uploads].filter(Boolean).join(" "),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Security headers on every answer, pages, API, images and documents alike. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy(config);
  const https = config.publicUrl?.startsWith("https://") ?? false;
  // Computed once: every response sets the same object.
  const headers: Record<string, string> = {
    "content-security-policy": policy,
    // Uploads are served by their stored type only; no page of ours is framed by another site.
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "cross-origin-opener-policy": "same-origin",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(headers);
  });
}
