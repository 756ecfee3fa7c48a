import { expect, it } from "vitest";
import {
  describeStore,
  expectTrashedThenPurged,
  itReadsNewestFirst,
} from "../../testing/storeTestBed.ts";
import { createDocumentStore } from "./store.ts";

const PDF = Buffer.from("%PDF-1.4\n% Busha shelter test\n%%EOF\n");

describeStore("the document store", createDocumentStore, (documents, bed) => {
  const pdf = () => bed.media.putDocument(PDF, "application/pdf", "pdf");

  itReadsNewestFirst(() => ({
    ...documents(),
    add: async (label) => documents().create({ title: `Документ ${label}` }, await pdf()),
    idOf: (item) => item.id,
  }));

  it("gives a document with its file's bytes as a data URL", async () => {
    const id = await documents().create({ title: "Звіт" }, await pdf());
    const document = await documents().getWithData(id);
    expect(document).toMatchObject({ id, title: "Звіт" });
    expect(document?.document_url).toMatch(/\.pdf$/);
    expect(document?.document_data).toBe(`data:application/pdf;base64,${PDF.toString("base64")}`);
    expect(await documents().getWithData(2_147_483_647)).toBeNull();
  });

  it("fails, rather than answer an empty file, when storage has lost the PDF", async () => {
    const file = await pdf();
    const id = await documents().create({ title: "Втрачений" }, file);
    await bed.storage.remove(file.variants[0]?.key ?? "");
    await expect(documents().getWithData(id)).rejects.toThrow(/is missing/);
  });

  it("moves a document to the trash, purged later with its file, and says so only once", async () => {
    const file = await pdf();
    const id = await documents().create({ title: "На видалення" }, file);
    await expectTrashedThenPurged(bed, documents(), id, file);
  });
});
