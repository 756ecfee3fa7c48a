import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiToken,
  expectOnPublicPage,
  photo,
  publicPage,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Tries the alternative-text fields' rules in `form`, then leaves them holding the two texts. */
async function describeImage(form: Locator, altUa: string, altEn: string): Promise<void> {
  const ua = form.getByLabel("Опис зображення українською (необов’язково)");
  const en = form.getByLabel("Опис зображення англійською (необов’язково)");
  await ua.fill("Я".repeat(201));
  await expect(form.getByText("Максимальна довжина поля 200 символів")).toBeVisible();
  await ua.fill("Корова <b>");
  await expect(form.getByText("Введіть коректний текст", { exact: true })).toBeVisible();
  await en.fill("Корова на лузі");
  await expect(form.getByText("Введіть коректний текст англійською мовою")).toBeVisible();
  await ua.fill(altUa);
  await en.fill(altEn);
  await expect(form.locator(".admin-field__error")).toHaveCount(0);
}

/** The public page, rendered by the server, describes the picture in each language. */
async function expectAltOnPublicPage(page: Page, altUa: string, altEn: string): Promise<void> {
  expect(await publicPage(page, "/")).toContain(`alt="${altUa}"`);
  expect(await publicPage(page, "/en")).toContain(`alt="${altEn}"`);
}

/** Removes the record through the API: the delete in the back office has tests of its own. */
async function removeRecord(page: Page, collection: string, id: number): Promise<void> {
  const answer = await page.request.delete(`/api/${collection}/${id}`, {
    headers: { Authorization: `Bearer ${await apiToken(page.request)}` },
  });
  expect(answer.ok()).toBe(true);
}

async function idOf(
  page: Page,
  collection: string,
  matches: (record: Record<string, unknown>) => boolean,
) {
  const records = (await (await page.request.get(`/api/${collection}`)).json()) as Array<
    Record<string, unknown>
  >;
  const record = records.find(matches);
  expect(record, `the new record in /api/${collection}`).toBeDefined();
  return Number(record?.ID);
}

test("a news photo's descriptions become its alt text on the page in each language", async ({
  page,
}) => {
  const title = unique("Корови на лузі");
  const altUa = unique("Дві корови пасуться на зеленому лузі");
  const altEn = unique("Two cows grazing on a green meadow");
  await page.goto("/admin/news/add");
  const form = page.locator("form");
  await page.locator('input[type="file"]').setInputFiles(await photo());
  await page.getByLabel("Заголовок українською", { exact: true }).fill(title);
  await page.getByLabel("Заголовок англійською", { exact: true }).fill("Cows on the meadow");
  await page.getByLabel("Підзаголовок українською", { exact: true }).fill("Літо у притулку");
  await page.getByLabel("Підзаголовок англійською", { exact: true }).fill("Summer at the shelter");
  await page.getByLabel("Текст українською", { exact: true }).fill("Корови гуляють цілий день.");
  await page.getByLabel("Текст англійською", { exact: true }).fill("The cows walk all day.");
  await describeImage(form, altUa, altEn);
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Новину успішно додано");

  await expectAltOnPublicPage(page, altUa, altEn);
  await removeRecord(page, "news", await idOf(page, "news", (post) => post.title_ua === title));
});

test("an excursion photo's descriptions become its alt text on the page in each language", async ({
  page,
}) => {
  const title = unique("Вечір з коровами");
  const altUa = unique("Волонтерка гладить корову");
  const altEn = unique("A volunteer strokes a cow");
  await page.goto("/admin/excursions/add");
  await page.locator('input[type="file"]').setInputFiles(await photo("evening.jpg", "#b07a4a"));
  await page.getByLabel("Назва українською", { exact: true }).fill(title);
  await page
    .getByLabel("Опис українською", { exact: true })
    .fill("Прогулянка до вечірнього доїння.");
  await page.getByLabel("Тривалість від, хв").fill("45");
  await page.getByLabel("Тривалість до, хв").fill("60");
  await page.getByLabel("Максимальна кількість відвідувачів").fill("8");
  await describeImage(page.locator("form"), altUa, altEn);
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Екскурсію успішно додано");

  await expectAltOnPublicPage(page, altUa, altEn);
  // Added without an English title, it shows the Ukrainian one on the English page.
  await expectOnPublicPage(page, "/en", "excursions", title);
  await removeRecord(
    page,
    "excursions",
    await idOf(page, "excursions", (excursion) => excursion.title_ua === title),
  );
});

test("a gallery photo's descriptions become its alt text on the page in each language", async ({
  page,
}) => {
  const altUa = unique("Теля спить у сіні");
  const altEn = unique("A calf asleep in the hay");
  await page.goto("/admin/gallery");
  await page.getByRole("button", { name: "Додати фото" }).click();
  const dialog = page.getByRole("dialog", { name: "Додати фото" });
  await dialog.locator('input[type="file"]').setInputFiles(await photo("hay.jpg", "#d8b45a"));
  await describeImage(dialog, altUa, altEn);
  await dialog.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Фото успішно додано");

  await expectAltOnPublicPage(page, altUa, altEn);
  await removeRecord(
    page,
    "gallery",
    await idOf(page, "gallery", (image) => image.alt_ua === altUa),
  );
});

test("a partner logo's descriptions become its alt text on the page in each language", async ({
  page,
}) => {
  const name = unique("Сироварня Буша");
  const altUa = unique("Логотип сироварні з головкою сиру");
  const altEn = unique("The cheese dairy logo with a cheese wheel");
  await page.goto("/admin/partners/add");
  await page.locator('input[type="file"]').setInputFiles(await photo("dairy.jpg", "#f2e2b0"));
  await page.getByLabel("Назва українською").fill(name);
  await page.getByLabel("Посилання").fill("https://example.org/dairy");
  await describeImage(page.locator("form"), altUa, altEn);
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Партнера успішно додано");

  await expectAltOnPublicPage(page, altUa, altEn);
  await removeRecord(
    page,
    "partners",
    await idOf(page, "partners", (partner) => partner.name === name),
  );
});
