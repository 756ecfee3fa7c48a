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

const DELETE_QUESTION = "Ви впевнені, що хочете видалити екскурсію зі сторінки?";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Екскурсії" }).first().click();
});

test("a volunteer adds an excursion with a photo, edits it and deletes it", async ({ page }) => {
  const titleUa = unique("Ранок на фермі");
  const titleEn = unique("Farm morning");
  await expect(page.getByRole("link", { name: "Екскурсії" }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await screenshots(page, "excursions-list");
  await page.getByRole("link", { name: "Додати екскурсію" }).click();
  await page.locator('input[type="file"]').setInputFiles(await photo("morning.jpg", "#c2a35b"));
  await page.getByLabel("Назва українською", { exact: true }).fill(titleUa);
  await page.getByLabel("Назва англійською", { exact: true }).fill(titleEn);
  await page.getByLabel("Опис українською", { exact: true }).fill("Годуємо корів і телят разом.");
  await page.getByLabel("Опис англійською", { exact: true }).fill("We feed the cows together.");
  await page.getByLabel("Тривалість від, хв").fill("60");
  await page.getByLabel("Тривалість до, хв").fill("90");
  await page.getByLabel("Максимальна кількість відвідувачів").fill("12");
  await screenshots(page, "excursions-form");
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Екскурсію успішно додано");
  await expect(page).toHaveURL(/\/admin\/excursions$/);
  await expect(page.locator(".admin-card", { hasText: titleUa })).toContainText("60–90 хв");
  await expectOnPublicPage(page, "/", "excursions", titleUa);
  await expectOnPublicPage(page, "/en", "excursions", titleEn);

  await page.getByRole("link", { name: `Редагувати: ${titleUa}` }).click();
  await expect(page.getByLabel("Тривалість до, хв")).toHaveValue("90");
  await page.getByLabel("Максимальна кількість відвідувачів").fill("15");
  // A cleared English title is gone from the English page, which shows the Ukrainian one instead.
  await page.getByLabel("Назва англійською", { exact: true }).fill("");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до екскурсії успішно застосовано");
  await expect(page.locator(".admin-card", { hasText: titleUa })).toContainText("до 15 осіб");
  await expectOnPublicPage(page, "/en", "excursions", titleEn, false);
  await expectOnPublicPage(page, "/en", "excursions", titleUa);
  await page.getByRole("link", { name: `Редагувати: ${titleUa}` }).click();
  await expect(page.getByLabel("Назва англійською", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Опис англійською", { exact: true })).toHaveValue(
    "We feed the cows together.",
  );
  await page.getByRole("link", { name: "Скасувати" }).click();

  await deleteThroughConfirmation(page, titleUa, DELETE_QUESTION);
  await expectAlert(page, "Екскурсію успішно видалено");
  await expect(page.locator(".admin-card", { hasText: titleUa })).toHaveCount(0);
  await expectOnPublicPage(page, "/", "excursions", titleUa, false);
});

test("the excursion form shows the specification's message for each broken rule", async ({
  page,
}) => {
  await page.getByRole("link", { name: "Додати екскурсію" }).click();
  const title = page.getByLabel("Назва українською", { exact: true });
  await title.fill("Ек");
  await expect(page.getByText("Заголовок має містити мінімум 3 символи")).toBeVisible();
  await title.fill("Е".repeat(41));
  await expect(page.getByText("Заголовок має містити максимум 40 символів")).toBeVisible();
  await page.getByLabel("Назва англійською", { exact: true }).fill("Екскурсія");
  await expect(page.getByText("Введіть коректний заголовок англійською мовою")).toBeVisible();
  const from = page.getByLabel("Тривалість від, хв");
  await from.fill("6");
  await expect(page.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await from.fill("6000");
  await expect(page.getByText("Максимальна довжина поля 3 символи")).toBeVisible();
  await from.fill("");
  await expect(page.getByText("Поле повинно бути заповнене").first()).toBeVisible();
  await page.getByLabel("Максимальна кількість відвідувачів").fill("12345678901");
  await expect(page.getByText("Максимальна довжина поля 10 символів")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(oversizedPhoto(3 * 1024 * 1024 + 512));
  await expect(page.getByText("Максимальний розмір зображення 3 Mb")).toBeVisible();
  await expectRefusedOnPress(page, "Розмістити");
});
