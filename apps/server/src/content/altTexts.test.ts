import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canvas } from "../testing/photos.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

describe.each(DATABASE_KINDS)("alternative texts and image shapes on the %s database", (kind) => {
  let site: TestSite;
  let token: string;
  let photo: string;

  beforeAll(async () => {
    site = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    token = await adminToken(site);
    const jpeg = await canvas(1200, 800).jpeg().toBuffer();
    photo = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  }, 60_000);

  afterAll(async () => {
    await site?.destroy();
  });

  const post = (url: string, body: unknown) =>
    fetch(`${site.baseUrl}/api${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it("stores a gallery image's texts in both languages and answers its shape", async () => {
    const response = await post("/gallery", {
      image_data: photo,
      alt_ua: "Корова Зірка на лузі",
      alt_en: "Zirka the cow in the meadow",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      alt_ua: "Корова Зірка на лузі",
      alt_en: "Zirka the cow in the meadow",
      image_width: 1200,
      image_height: 800,
    });
  });

  it("takes a record without texts as empty ones", async () => {
    const response = await post("/gallery", { image_data: photo });
    expect(await response.json()).toMatchObject({ alt_ua: "", alt_en: "" });
  });

  it("refuses Cyrillic in the English text and more than 200 characters", async () => {
    const cyrillic = await post("/gallery", { image_data: photo, alt_en: "Корова" });
    expect(cyrillic.status).toBe(400);
    expect(((await cyrillic.json()) as { errors: unknown }).errors).toEqual([
      { field: "alt_en", message: "Введіть коректний текст англійською мовою" },
    ]);
    const long = await post("/gallery", { image_data: photo, alt_ua: "а".repeat(201) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { errors: unknown }).errors).toEqual([
      { field: "alt_ua", message: "Максимальна довжина поля 200 символів" },
    ]);
  });
});
