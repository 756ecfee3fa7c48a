import { expect, test } from "@playwright/test";
import {
  deleteThroughConfirmation,
  expectOnPublicPage,
  expectRefusedOnPress,
  screenshots,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

const DELETE_QUESTION = "Ви впевнені, що хочете видалити відгук зі сторінки?";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Відгуки" }).first().click();
});

test("a volunteer adds a review, edits it and deletes it", async ({ page }) => {
  const nameUa = unique("Оксана");
  const nameEn = unique("Oksana");
  const textUa = unique("Чудова екскурсія, діти в захваті");
  await screenshots(page, "reviews-list");
  await page.getByRole("link", { name: "Додати відгук" }).click();
  await page.getByLabel("Ім’я українською").fill(nameUa);
  await page.getByLabel("Ім’я англійською").fill(nameEn);
  await page.getByLabel("Відгук українською").fill(textUa);
  await page.getByLabel("Відгук англійською").fill("A wonderful excursion, the kids loved it");
  await screenshots(page, "reviews-form");
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Відгук успішно додано");
  const card = page.locator(".admin-card", { hasText: nameUa });
  await expect(card).toContainText(textUa);
  await expect(card.locator(".admin-card__text")).toHaveCSS("-webkit-line-clamp", "5");
  await expectOnPublicPage(page, "/", "reviews", nameUa);
  await expectOnPublicPage(page, "/en", "reviews", nameEn);

  await page.getByRole("link", { name: `Редагувати: ${nameUa}` }).click();
  await page.getByLabel("Відгук українською").fill("Дуже сподобалося, приїдемо ще");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до відгуку успішно застосовано");
  await expect(page.locator(".admin-card", { hasText: nameUa })).toContainText("приїдемо ще");

  await deleteThroughConfirmation(page, nameUa, DELETE_QUESTION);
  await expectAlert(page, "Відгук успішно видалено");
  await expect(page.locator(".admin-card", { hasText: nameUa })).toHaveCount(0);
  await expectOnPublicPage(page, "/", "reviews", nameUa, false);
});

test("a review whose first answer was lost is saved once when the volunteer presses «Розмістити» again", async ({
  page,
}) => {
  const nameUa = unique("Галина");
  await page.getByRole("link", { name: "Додати відгук" }).click();
  await page.getByLabel("Ім’я українською").fill(nameUa);
  await page.getByLabel("Ім’я англійською").fill(unique("Halyna"));
  await page.getByLabel("Відгук українською").fill("Корови дуже лагідні");
  await page.getByLabel("Відгук англійською").fill("The cows are very gentle");

  // The first create reaches the server, which saves it, but its answer is lost on the way back
  // (a phone's connection dropping, or the 10 s timeout passing first).
  const keys: (string | undefined)[] = [];
  let lost = false;
  await page.route("**/api/reviews", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(
      await route
        .request()
        .headerValue("idempotency-key")
        .then((key) => key ?? undefined),
    );
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const submit = page.getByRole("button", { name: "Розмістити" });
  await submit.click();
  await expectAlert(page, /^Не вдалося/);
  await expect(page).toHaveURL(/\/admin\/reviews\/add$/);

  await submit.click();
  await expectAlert(page, "Відгук успішно додано");
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.locator(".admin-card", { hasText: nameUa })).toHaveCount(1);
  const answer = await page.request.get("/api/reviews/pagination?page=1&limit=100");
  const { reviews } = (await answer.json()) as { reviews: { name_ua: string }[] };
  expect(reviews.filter((review) => review.name_ua === nameUa)).toHaveLength(1);

  // The public page's tests count the demo's reviews on the same server.
  await deleteThroughConfirmation(page, nameUa, DELETE_QUESTION);
  await expectAlert(page, "Відгук успішно видалено");
  await expect(page.locator(".admin-card", { hasText: nameUa })).toHaveCount(0);
});

test("the review form shows the specification's message for each broken rule", async ({ page }) => {
  await page.getByRole("link", { name: "Додати відгук" }).click();
  const nameUa = page.getByLabel("Ім’я українською");
  await nameUa.fill("О");
  await expect(page.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await nameUa.fill("О".repeat(26));
  await expect(page.getByText("Максимальна довжина поля 25 символів")).toBeVisible();
  await nameUa.fill("Oksana");
  await expect(page.getByText("Введіть коректне ім’я українською мовою")).toBeVisible();
  await page.getByLabel("Ім’я англійською").fill("Оксана");
  await expect(page.getByText("Введіть коректне ім’я англійською мовою")).toBeVisible();
  await page.getByLabel("Відгук українською").fill("Т".repeat(301));
  await expect(page.getByText("Текст має містити максимум 300 символів")).toBeVisible();
  await page.getByLabel("Відгук українською").fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await expectRefusedOnPress(page, "Розмістити");
});
