import { expect, test } from "@playwright/test";
import {
  deleteThroughConfirmation,
  expectOnPublicPage,
  expectRefusedOnPress,
  oversizedPhoto,
  photo,
  screenshots,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

const DELETE_QUESTION = "Ви впевнені, що хочете видалити партнера зі сторінки?";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Партнери" }).click();
});

test("a volunteer adds a partner with a logo and a live preview, edits it and deletes it", async ({
  page,
}) => {
  const name = unique("Зелена Буша");
  const nameEn = unique("Green Busha");
  await screenshots(page, "partners-list");
  await page.getByRole("link", { name: "Додати партнера" }).click();
  await page.locator('input[type="file"]').setInputFiles(await photo("logo.jpg", "#ffffff"));
  await page.getByLabel("Назва українською").fill(name);
  await page.getByLabel("Назва англійською").fill(nameEn);
  await page.getByLabel("Посилання").fill("https://example.org/busha");
  const preview = page.locator(".admin-partner-preview");
  await expect(preview).toContainText(name);
  await expect(preview).toContainText("https://example.org/busha");
  await expect(preview.locator("img")).toBeVisible();
  await screenshots(page, "partners-form");
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Партнера успішно додано");
  await expect(page.locator(".admin-card", { hasText: name }).locator("img")).toBeVisible();
  await expectOnPublicPage(page, "/", "partners", name);
  await expectOnPublicPage(page, "/en", "partners", nameEn);

  await page.getByRole("link", { name: `Редагувати: ${name}` }).click();
  await page.getByLabel("Посилання").fill("https://example.org/new");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до партнера успішно застосовано");
  await expect(page.locator(".admin-card", { hasText: name })).toContainText(
    "https://example.org/new",
  );

  await deleteThroughConfirmation(page, name, DELETE_QUESTION);
  await expectAlert(page, "Партнера успішно видалено");
  await expect(page.locator(".admin-card", { hasText: name })).toHaveCount(0);
  await expectOnPublicPage(page, "/", "partners", name, false);
});

test("the partner form shows the specification's message for each broken rule", async ({
  page,
}) => {
  await page.getByRole("link", { name: "Додати партнера" }).click();
  const name = page.getByLabel("Назва українською");
  await name.fill("Б");
  await expect(page.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await name.fill("Б".repeat(101));
  await expect(page.getByText("Максимальна довжина поля 100 символів")).toBeVisible();
  await name.fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await page.getByLabel("Назва англійською").fill("Зелена");
  await expect(page.getByText("Введіть коректний текст англійською мовою")).toBeVisible();
  await page.getByLabel("Посилання").fill("not a link");
  await expect(page.getByText("Введіть коректний лінк")).toBeVisible();
  // spec: the partner logo's form limit is 1 MB.
  await page.locator('input[type="file"]').setInputFiles(oversizedPhoto(1024 * 1024 + 1));
  await expect(page.getByText("Максимальний розмір зображення 1 Mb")).toBeVisible();
  await expectRefusedOnPress(page, "Розмістити");
});
