import { expect, test } from "@playwright/test";
import {
  expectOnPublicPage,
  oversizedPhoto,
  photo,
  screenshots,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Галерея" }).click();
});

test("a volunteer adds a photo through the dialog with its preview and deletes it", async ({
  page,
}) => {
  const cards = page.locator(".admin-card");
  // The whole list first: counting while it still renders would count too few.
  const listed = (await (await page.request.get("/api/gallery")).json()) as unknown[];
  await expect(cards).toHaveCount(listed.length);
  const before = listed.length;
  await screenshots(page, "gallery-list");

  await page.getByRole("button", { name: "Додати фото" }).click();
  const dialog = page.getByRole("dialog", { name: "Додати фото" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Розмістити" })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles(await photo("meadow.jpg", "#5b8a9a"));
  await expect(dialog.getByRole("img", { name: "Попередній перегляд" })).toBeVisible();
  // Unique descriptions find this photo on the public page.
  const altUa = unique("Корова біля річки");
  const altEn = unique("A cow by the river");
  await dialog.getByLabel("Опис зображення українською (необов’язково)").fill(altUa);
  await dialog.getByLabel("Опис зображення англійською (необов’язково)").fill(altEn);
  await screenshots(page, "gallery-add-dialog");
  await dialog.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Фото успішно додано");
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(before + 1);

  await expectOnPublicPage(page, "/", "gallery", `alt="${altUa}"`);
  await expectOnPublicPage(page, "/en", "gallery", `alt="${altEn}"`);

  // The newest photo comes first.
  const newest = cards.first();
  await expect(newest.locator("img")).toHaveAttribute("src", /.+/);
  const name = (
    await newest.getByRole("button", { name: /^Видалити: / }).getAttribute("aria-label")
  )?.replace("Видалити: ", "");
  await page.getByRole("button", { name: `Видалити: ${name}` }).click();
  const confirm = page.getByRole("dialog", {
    name: "Ви впевнені, що хочете видалити фото зі сторінки?",
  });
  await confirm.getByRole("button", { name: "Видалити" }).click();
  await expectAlert(page, "Фото успішно видалено");
  await expect(cards).toHaveCount(before);
  await expectOnPublicPage(page, "/", "gallery", `alt="${altUa}"`, false);
  await expectOnPublicPage(page, "/en", "gallery", `alt="${altEn}"`, false);
});

test("the gallery dialog refuses a photo over 3 Mb and a wrong type, and Escape closes it", async ({
  page,
}) => {
  const add = page.getByRole("button", { name: "Додати фото" });
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Додати фото" });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles(oversizedPhoto(3 * 1024 * 1024 + 10));
  await expect(dialog.getByText("Максимальний розмір зображення 3 Mb")).toBeVisible();
  await input.setInputFiles({
    name: "a.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg/>"),
  });
  await expect(
    dialog.getByText("Оберіть фото в форматі .jpg, .jpeg, .png або .webp."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Розмістити" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
