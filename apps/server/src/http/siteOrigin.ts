import type { FastifyInstance } from "fastify";

/**
 * The site's absolute address for links: PUBLIC_URL, or else the address the server listens on.
 * Never the request's Host or X-Forwarded-Host, which whoever sends the request writes.
 */
export function siteOrigin(app: FastifyInstance, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  const address = app.server.address();
  if (!address || typeof address === "string") return "http://localhost";
  const host = ["0.0.0.0", "::"].includes(address.address)
    ? "localhost"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
