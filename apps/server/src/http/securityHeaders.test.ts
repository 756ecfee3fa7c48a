import { existsSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { startTestSite, type TestSite } from "../testing/testSite.ts";
import { registerSecurityHeaders } from "./securityHeaders.ts";

const distDir = readConfig({}).webDist;

describe("security headers", () => {
  let site: TestSite;
  let paths: string[];

  beforeAll(async () => {
    if (!existsSync(path.join(distDir, "server/entry-server.js"))) {
      throw new Error(`no web build in ${distDir}: run \`npm run build\` first`);
    }
    site = await startTestSite("embedded");
    const [post] = (await (await fetch(`${site.baseUrl}/api/news`)).json()) as {
      image_url: string;
    }[];
    const [document] = (await (await fetch(`${site.baseUrl}/api/pdf`)).json()) as {
      document_url: string;
    }[];
    if (!post || !document) throw new Error("the demo content has no image or document");
    paths = ["/", "/en", "/admin", "/api/news", post.image_url, document.document_url];
  });

  afterAll(async () => {
    await site?.destroy();
  });

  it("sends the policy and the other headers on pages, API, images and documents", async () => {
    for (const pathname of paths) {
      const response = await fetch(`${site.baseUrl}${pathname}`, { redirect: "manual" });
      expect(response.status, pathname).toBe(200);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, pathname).toContain("script-src 'self'");
      expect(policy, pathname).toContain("style-src 'self'");
      expect(policy, pathname).not.toContain("unsafe-inline");
      expect(policy, pathname).toContain("frame-ancestors 'none'");
      expect(policy, pathname).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options"), pathname).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), pathname).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(response.headers.get("permissions-policy"), pathname).toContain("camera=()");
      // Without an https PUBLIC_URL the site may be reached over plain HTTP: no HSTS then.
      expect(response.headers.get("strict-transport-security"), pathname).toBeNull();
    }
  });

  it("asks browsers for HTTPS only when the site's address is https", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, readConfig({ PUBLIC_URL: "https://shelter.example.org" }));
    app.get("/api/news", async () => []);
    const response = await app.inject({ url: "/api/news" });
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    await app.close();
  });
});
