import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../testing/s3Server.ts";
import { adminToken, startTestSite, type TestSite } from "../../testing/testSite.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe.each(["disk", "S3"])("a PDF document stored on %s", (storage) => {
  let s3: TestS3Server | undefined;
  let site: TestSite;

  beforeAll(async () => {
    if (storage === "S3") s3 = await startS3Server();
    site = await startTestSite("embedded", { env: { SEED_DEMO: "false", ...s3?.env } });
  }, 60_000);
  afterAll(async () => {
    await site?.destroy();
    await s3?.close();
  });

  it("is downloaded, never shown as a page of the site's own address", async () => {
    const created = await fetch(`${site.baseUrl}/api/pdf`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await adminToken(site)}`,
      },
      body: JSON.stringify({
        title: "Статут",
        document_data: `data:application/pdf;base64,${PDF.toString("base64")}`,
      }),
    });
    expect(created.status).toBe(201);
    const { document_url: url } = (await created.json()) as { document_url: string };
    const file = await fetch(new URL(url, site.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });
});
