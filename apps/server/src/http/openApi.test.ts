import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../testing/testSite.ts";

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

describe("the API description at /api/docs/json", () => {
  let site: TestSite;
  let operations: [string, Operation][];

  beforeAll(async () => {
    site = await startTestSite("embedded", { env: { SEED_DEMO: "false" } });
    const document = (await (
      await fetch(`${site.baseUrl}/api/docs/json`)
    ).json()) as OpenApiDocument;
    expect(document.servers?.length).toBeGreaterThan(0);
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
      ),
    );
  }, 60_000);

  afterAll(async () => {
    await site?.destroy();
  });

  it("lists the API's operations only, not the website's pages", () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name] of operations) expect(name).toMatch(/^[A-Z]+ \/api\//);
  });

  it("gives every operation a summary, its own operationId and the security it needs", () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const [name, operation] of operations) {
      expect(operation.summary, name).toBeTruthy();
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, name).toBeDefined();
      // The guard answers 401 wherever a token is asked for.
      const needsToken = operation.security?.some((scheme) => "bearer" in scheme) ?? false;
      if (needsToken) expect(operation.responses, name).toHaveProperty("401");
    }
  });

  it("answers the errors it describes in their described shape, the request's id kept", async () => {
    const answers = [
      [await fetch(`${site.baseUrl}/api/news?page=0`), 400, "GET /api/news"],
      [await fetch(`${site.baseUrl}/api/gallery/999999`), 404, "GET /api/gallery/{id}"],
      [
        await fetch(`${site.baseUrl}/api/reviews`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        401,
        "POST /api/reviews",
      ],
    ] as const;
    for (const [response, status, name] of answers) {
      expect(response.status, name).toBe(status);
      const documented = operations.find(([operation]) => operation === name)?.[1];
      expect(documented?.responses[String(status)], name).toBeDefined();
      const body = (await response.json()) as Record<string, unknown>;
      expect(body, name).toMatchObject({
        message: expect.any(String),
        requestId: response.headers.get("x-request-id"),
      });
      if (status === 400)
        expect(body.errors, name).toEqual([expect.objectContaining({ field: "page" })]);
    }
  });
});
