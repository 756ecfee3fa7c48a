import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
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
  await fillReview(page, [nameUa, nameEn], [textUa, "A wonderful excursion, the kids loved it"]);
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
  await fillReview(
    page,
    [nameUa, unique("Halyna")],
    ["Корови дуже лагідні", "The cows are very gentle"],
  );

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
  await expectSavedOnceUnderOneKey(page, nameUa, keys);
});

test("a review the server is slow to answer is sent again under its key and saved once, and the volunteer is told it was saved", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The server saves the first create but its answer comes only after the client's 10 s of
  // silence (a busy server still making a photo's widths). A proxy holds it back: Playwright's
  // own routing would hide the upload's progress from the page, and that is what tells silence
  // after the upload (sent again under the key) from a line gone dead (not sent again).
  const keys: string[] = [];
  const proxy = await slowFirstCreateProxy(new URL(baseURL ?? ""), "/api/reviews", keys);
  const context = await browser.newContext({ baseURL: proxy.origin });
  const page = await context.newPage();
  try {
    await signIn(page);
    await page.getByRole("link", { name: "Відгуки" }).first().click();
    const nameUa = unique("Марія");
    await page.getByRole("link", { name: "Додати відгук" }).click();
    await fillReview(
      page,
      [nameUa, unique("Mariia")],
      ["Телята грались з дітьми", "The calves played with the children"],
    );
    await page.getByRole("button", { name: "Розмістити" }).click();
    const said = await expectAlert(page, /^(Відгук успішно додано|Не вдалося.*)$/, {
      timeout: 40_000,
    });
    expect(said).toBe("Відгук успішно додано");
    await expectSavedOnceUnderOneKey(page, nameUa, keys);
  } finally {
    await context.close();
    await proxy.close();
  }
});

/** The review form's names and texts, each in Ukrainian and English. */
async function fillReview(page: Page, [nameUa, nameEn]: string[], [textUa, textEn]: string[]) {
  await page.getByLabel("Ім’я українською").fill(nameUa ?? "");
  await page.getByLabel("Ім’я англійською").fill(nameEn ?? "");
  await page.getByLabel("Відгук українською").fill(textUa ?? "");
  await page.getByLabel("Відгук англійською").fill(textEn ?? "");
}

/**
 * Both sends of the create went under one key, the review stands once in the list and in the
 * API, and is then deleted: the public page's tests count the demo's reviews on the same server.
 */
async function expectSavedOnceUnderOneKey(
  page: Page,
  nameUa: string,
  keys: (string | undefined)[],
) {
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.locator(".admin-card", { hasText: nameUa })).toHaveCount(1);
  const answer = await page.request.get("/api/reviews/pagination?page=1&limit=100");
  const { reviews } = (await answer.json()) as { reviews: { name_ua: string }[] };
  expect(reviews.filter((review) => review.name_ua === nameUa)).toHaveLength(1);

  await deleteThroughConfirmation(page, nameUa, DELETE_QUESTION);
  await expectAlert(page, "Відгук успішно видалено");
  await expect(page.locator(".admin-card", { hasText: nameUa })).toHaveCount(0);
}

/**
 * A reverse proxy in front of the test server that passes everything on and holds back the
 * answer of the first POST to `path` for 12 s; the `Idempotency-Key` of each such POST goes to
 * `keys`.
 */
async function slowFirstCreateProxy(upstream: URL, path: string, keys: string[]) {
  const server = createServer((incoming, outgoing) => {
    const isCreate = incoming.method === "POST" && incoming.url === path;
    if (isCreate) keys.push(String(incoming.headers["idempotency-key"] ?? ""));
    const holdBack = isCreate && keys.length === 1;
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const pass = () => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        };
        if (holdBack) {
          answer.pause();
          setTimeout(pass, 12_000);
        } else pass();
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    outgoing.on("error", () => {});
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

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
