import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PDF_DATA_URL = `data:application/pdf;base64,${PDF.toString("base64")}`;

describe.each(DATABASE_KINDS)("PDF documents on the %s database", (kind) => {
  let site: TestSite;
  let id: number;

  beforeAll(async () => {
    site = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    const response = await fetch(`${site.baseUrl}/api/pdf`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${await adminToken(site)}`,
      },
      body: JSON.stringify({ title: "Річний звіт", document_data: PDF_DATA_URL }),
    });
    expect(response.status).toBe(201);
    id = ((await response.json()) as { id: number }).id;
  }, 60_000);

  afterAll(async () => {
    await site?.destroy();
  });

  it("gives one document with its file as a PDF data URL beside its address", async () => {
    const response = await fetch(`${site.baseUrl}/api/pdf/${id}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({ id, title: "Річний звіт", document_data: PDF_DATA_URL });
    const file = await fetch(`${site.baseUrl}${document.document_url}`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it("lists documents by address only, without their files", async () => {
    const list = (await (await fetch(`${site.baseUrl}/api/pdf`)).json()) as Record<
      string,
      unknown
    >[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, document_url: expect.stringMatching(/\.pdf$/) });
    expect(list[0]).not.toHaveProperty("document_data");
  });

  it("answers 404 for a document that does not exist", async () => {
    expect((await fetch(`${site.baseUrl}/api/pdf/999999`)).status).toBe(404);
  });
});
