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

const DELETE_QUESTION = "Чи ви впевнені, що хочете видалити новину зі сторінки?";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("a volunteer adds a news post with a photo, edits it and deletes it, and the public page follows in both languages", async ({
  page,
}) => {
  // Adds, edits, unpublishes and deletes a post with a photo, looking at the public page in
  // between: on CI's busy two cores it has taken the whole default 30 s.
  test.slow();
  const titleUa = unique("Нові телята");
  const titleEn = unique("New calves");
  await page.getByRole("link", { name: "Додати новину" }).click();
  await expect(page).toHaveURL(/\/admin\/news\/add$/);
  const submit = page.getByRole("button", { name: "Розмістити" });
  await expectRefusedOnPress(page, "Розмістити", /Зображення: Додайте зображення/);

  await page.locator('input[type="file"]').setInputFiles(await photo());
  await page.getByLabel("Заголовок українською", { exact: true }).fill(titleUa);
  await page.getByLabel("Заголовок англійською", { exact: true }).fill(titleEn);
  await page
    .getByLabel("Підзаголовок українською", { exact: true })
    .fill("Двоє телят народилися вночі");
  await page
    .getByLabel("Підзаголовок англійською", { exact: true })
    .fill("Two calves were born at night");
  await page
    .getByLabel("Текст українською", { exact: true })
    .fill("Мама і малюки почуваються добре.");
  await page
    .getByLabel("Текст англійською", { exact: true })
    .fill("The mother and the babies are well.");
  // The live preview shows the picked photo with the title over it.
  await expect(page.locator(".admin-news-preview img")).toBeVisible();
  await expect(page.locator(".admin-news-preview__title")).toHaveText(titleUa);
  await screenshots(page, "news-form");

  await submit.click();
  await expectAlert(page, "Новину успішно додано");
  await expect(page).toHaveURL(/\/admin\/?$/);
  const card = page.locator(".admin-card", { hasText: titleUa });
  await expect(card).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /.+/);
  await screenshots(page, "news-list");

  await expectOnPublicPage(page, "/", "news", titleUa);
  await expectOnPublicPage(page, "/en", "news", titleEn);

  const editedUa = unique("Телята підросли");
  await page.getByRole("link", { name: `Редагувати: ${titleUa}` }).click();
  await expect(page).toHaveURL(/\/admin\/news\/edit\/\d+$/);
  await expect(page.getByLabel("Заголовок українською", { exact: true })).toHaveValue(titleUa);
  // The stored image counts as chosen: the form is valid but unchanged.
  await expectRefusedOnPress(page, "Зберегти", "Змін ще немає: нічого зберігати.");
  await page.getByLabel("Заголовок українською", { exact: true }).fill(editedUa);
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до новини успішно застосовано");
  await expect(page.locator(".admin-card", { hasText: editedUa })).toBeVisible();
  await expectOnPublicPage(page, "/", "news", editedUa);
  await expectOnPublicPage(page, "/", "news", titleUa, false);

  // Taken off the site after a confirmation: a draft, and the form says so.
  await page.getByRole("link", { name: `Редагувати: ${editedUa}` }).click();
  await page.getByRole("button", { name: "Зняти з публікації" }).click();
  const question = page.getByRole("dialog", { name: /Зняти новину з сайту\?/ });
  await screenshots(page, "news-unpublish");
  await question.getByRole("button", { name: "Зняти з публікації" }).click();
  await expectAlert(page, "Новину знято з публікації: тепер це чернетка");
  await expect(page.getByRole("radio", { name: "Чернетка" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Зняти з публікації" })).toHaveCount(0);
  await expectOnPublicPage(page, "/", "news", editedUa, false);
  await page.getByRole("link", { name: "Скасувати" }).click();

  await deleteThroughConfirmation(page, editedUa, DELETE_QUESTION);
  await expectAlert(page, "Новину успішно видалено");
  await expect(page.locator(".admin-card", { hasText: editedUa })).toHaveCount(0);
  await expectOnPublicPage(page, "/", "news", editedUa, false);
  await expectOnPublicPage(page, "/en", "news", titleEn, false);
});

test("the news form shows the specification's message for each broken rule", async ({ page }) => {
  await page.goto("/admin/news/add");
  const titleUa = page.getByLabel("Заголовок українською", { exact: true });
  const titleEn = page.getByLabel("Заголовок англійською", { exact: true });
  const contentUa = page.getByLabel("Текст українською", { exact: true });

  await titleUa.fill("Ко");
  await expect(page.getByText("Заголовок має містити мінімум 3 символи")).toBeVisible();
  await titleUa.fill("К".repeat(56));
  await expect(page.getByText("Заголовок має містити максимум 55 символів")).toBeVisible();
  await titleEn.fill("Корова");
  await expect(page.getByText("Введіть коректний заголовок англійською мовою")).toBeVisible();
  await contentUa.fill("Текст <script>");
  await expect(page.getByText("Введіть коректний текст", { exact: true })).toBeVisible();
  await contentUa.fill("");
  await expect(page.getByText("Поле повинно бути заповнене").first()).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(oversizedPhoto(3 * 1024 * 1024 + 1));
  await expect(page.getByText("Максимальний розмір зображення 3 Mb")).toBeVisible();
  await fileInput.setInputFiles({
    name: "cow.gif",
    mimeType: "image/gif",
    buffer: Buffer.from("GIF89a"),
  });
  await expect(page.getByText("Оберіть фото в форматі .jpg, .jpeg, .png або .webp.")).toBeVisible();
  await expectRefusedOnPress(page, "Розмістити");
});

test("a draft stays off the site, opens in a private preview, and is scheduled for a time in Kyiv", async ({
  page,
  context,
}) => {
  // A draft, its preview in a second tab, a schedule and two widths of screenshots: a long walk.
  test.slow();
  const titleUa = unique("Чернетка про сіно");
  const titleEn = unique("Draft about hay");
  await page.getByRole("link", { name: "Додати новину" }).click();
  await page.locator('input[type="file"]').setInputFiles(await photo());
  await page.getByLabel("Заголовок українською", { exact: true }).fill(titleUa);
  await page.getByLabel("Заголовок англійською", { exact: true }).fill(titleEn);
  await page.getByLabel("Підзаголовок українською", { exact: true }).fill("Запасли сіно на зиму");
  await page.getByLabel("Підзаголовок англійською", { exact: true }).fill("Hay for the winter");
  await page.getByLabel("Текст українською", { exact: true }).fill("Сіна вистачить до весни.");
  await page
    .getByLabel("Текст англійською", { exact: true })
    .fill("The hay will last till spring.");
  await page.getByRole("radio", { name: "Чернетка" }).check();
  await expect(page.getByRole("button", { name: "Переглянути" })).toBeDisabled();
  await page.getByRole("button", { name: "Зберегти чернетку" }).click();
  await expectAlert(page, "Новину успішно додано");
  const card = page.locator(".admin-card", { hasText: titleUa });
  await expect(card.getByText("Чернетка", { exact: true })).toBeVisible();
  await expectOnPublicPage(page, "/", "news", titleUa, false);

  await page.getByRole("link", { name: `Редагувати: ${titleUa}` }).click();
  await expect(page.getByRole("radio", { name: "Чернетка" })).toBeChecked();
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Переглянути" }).click(),
  ]);
  await preview.waitForURL(/\/preview\/news\/\d+\?token=/);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(preview.getByRole("heading", { name: titleUa })).toBeVisible();
  await preview.close();

  await page.getByRole("radio", { name: "Заплановано на…" }).check();
  await page.getByRole("button", { name: "Запланувати" }).click();
  await expect(page.getByText("Вкажіть, коли опублікувати новину", { exact: true })).toBeVisible();
  await page.getByLabel("Дата й час публікації (Київ)").fill("2030-06-01T09:30");
  await screenshots(page, "news-form-schedule");
  await page.getByRole("button", { name: "Запланувати" }).click();
  await expectAlert(page, "Зміни до новини успішно застосовано");
  await expect(card.getByText(/Заплановано на 1 червня 2030 р\.,? (о )?09:30/)).toBeVisible();
  await expectOnPublicPage(page, "/", "news", titleUa, false);
  await screenshots(page, "news-list-status");

  await deleteThroughConfirmation(page, titleUa, DELETE_QUESTION);
});
