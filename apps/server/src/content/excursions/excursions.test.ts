import path from "node:path";
import { EXCURSION_MAX_PERSONS, messages } from "@shelter/contract";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { diskStorage } from "../../media/storage/disk.ts";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  type TestSite,
} from "../../testing/testSite.ts";

async function pngDataUrl(colour: string): Promise<string> {
  const bytes = await sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

describe.each(DATABASE_KINDS)("excursion writes on the %s database", (kind) => {
  let site: TestSite;
  let token: string;
  let id: number;

  const send = async (method: string, url: string, body: unknown) => {
    const response = await fetch(`${site.baseUrl}${url}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const storedFiles = async () => {
    const [row] = await site.site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM media");
    const files = await diskStorage(path.join(site.dataDir, "uploads")).list();
    return { rows: row?.n, files: files.map((file) => file.key) };
  };
  const stored = async () => {
    const [row] = await site.site.db.query<{ time_from: number; time_to: number }>(
      "SELECT time_from, time_to FROM excursions WHERE id = $1",
      [id],
    );
    return row;
  };

  beforeAll(async () => {
    site = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    token = await adminToken(site);
    const created = await send("POST", "/api/excursions", {
      title_ua: "Знайомство з телятами",
      description_ua: "Годуємо телят і гуляємо лугом.",
      time_from: "60",
      time_to: "90",
      amount_of_persons: "12",
      image_data: await pngDataUrl("#336633"),
    });
    expect(created.status).toBe(201);
    id = created.body.ID as number;
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await site?.destroy();
  });

  it("refuses a PATCH whose one time breaks the order with the stored other, before any image work", async () => {
    const putImage = vi.spyOn(site.site.media, "putImage");
    const before = await storedFiles();
    for (const body of [
      { time_to: "10" },
      { time_from: "120" },
      { time_to: "10", image_data: await pngDataUrl("#663333") },
    ]) {
      const answer = await send("PATCH", `/api/excursions/${id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual([{ field: "time_to", message: messages.timeOrder }]);
    }
    expect(putImage).not.toHaveBeenCalled();
    expect(await storedFiles()).toEqual(before);
    expect(await stored()).toEqual({ time_from: 60, time_to: 90 });

    const fine = await send("PATCH", `/api/excursions/${id}`, { time_from: "75" });
    expect(fine.status).toBe(200);
    expect(await stored()).toEqual({ time_from: 75, time_to: 90 });
  });

  it("answers a visitor count past the limit with the field's message, before any image work", async () => {
    const putImage = vi.spyOn(site.site.media, "putImage");
    const tooMany = { amount_of_persons: "9999999999", image_data: await pngDataUrl("#333366") };
    const created = await send("POST", "/api/excursions", {
      title_ua: "Велика група",
      description_ua: "Забагато гостей одразу.",
      time_from: "60",
      time_to: "90",
      ...tooMany,
    });
    const patched = await send("PATCH", `/api/excursions/${id}`, tooMany);
    const justOver = await send("PATCH", `/api/excursions/${id}`, {
      amount_of_persons: String(EXCURSION_MAX_PERSONS + 1),
    });
    for (const answer of [created, patched, justOver]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { field: "amount_of_persons", message: messages.visitorsRange(1, EXCURSION_MAX_PERSONS) },
      ]);
    }
    expect(putImage).not.toHaveBeenCalled();
    const most = await send("PATCH", `/api/excursions/${id}`, {
      amount_of_persons: String(EXCURSION_MAX_PERSONS),
    });
    expect(most.status).toBe(200);
    expect(most.body.amount_of_persons).toBe(EXCURSION_MAX_PERSONS);
  });

  it("clears an English title and description a PATCH sends blank, and keeps them when it leaves them out", async () => {
    const named = await send("PATCH", `/api/excursions/${id}`, {
      title_en: "Meeting the calves",
      description_en: "We feed the calves.",
    });
    expect(named.body).toMatchObject({ title_en: "Meeting the calves" });
    const untouched = await send("PATCH", `/api/excursions/${id}`, { title_ua: "Телята" });
    expect(untouched.body).toMatchObject({
      title_en: "Meeting the calves",
      description_en: "We feed the calves.",
    });
    const cleared = await send("PATCH", `/api/excursions/${id}`, {
      title_en: "",
      description_en: "  ",
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ title_ua: "Телята", title_en: "", description_en: "" });
  });
});
