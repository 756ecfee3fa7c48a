import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { kyivLocalTime } from "@shelter/contract";
import {
  apiToken,
  expectOnPublicPage,
  photo,
  publicPage,
  savedToken,
  screenshots,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert, recordAlerts } from "./support/alerts.ts";
import { Mailbox } from "./support/mailbox.ts";

interface Excursion {
  ID: number;
  title_ua: string;
  image_url: string;
}

async function excursionTitled(request: APIRequestContext, title: string): Promise<Excursion> {
  const list = (await (await request.get("/api/excursions")).json()) as Excursion[];
  const found = list.find((excursion) => excursion.title_ua === title);
  if (!found) throw new Error(`no excursion ${title}`);
  return found;
}

async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Розділи" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test("a team runs the site: an invited editor drafts, previews and schedules a post that goes public on time, and the administrator follows it in the journal and brings back an excursion's version and a deleted review", async ({
  page,
  browser,
  request,
}) => {
  // The scheduled post goes public two minutes after it is scheduled: the longest walk of all.
  test.setTimeout(300_000);
  const editor = { email: `redaktor${Date.now()}@example.org`, password: "Redaktor12" };
  const post = { ua: unique("Телята на пасовищі"), en: unique("Calves in the meadow") };
  const excursion = { ua: unique("Вечір біля стайні"), changed: unique("Інша назва") };
  const review = { ua: unique("Марія"), text: "Дуже затишно, діти в захваті." };

  // The administrator invites the editor, who accepts in a browser of their own.
  const mailbox = await Mailbox.open();
  await signIn(page);
  await openSection(page, "Команда");
  const invite = page.getByRole("form", { name: "Запросити" });
  await invite.getByLabel("Email").fill(editor.email);
  await invite.getByLabel("Роль").selectOption("editor");
  await invite.getByRole("button", { name: "Запросити" }).click();
  const mail = await mailbox.mailTo(editor.email, 30_000);
  const link = /https?:\/\/\S+\/invite\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);

  const context = await browser.newContext();
  const desk = await context.newPage();
  await recordAlerts(desk);
  await desk.goto(new URL(link).pathname);
  await desk.getByLabel("Новий пароль", { exact: true }).fill(editor.password);
  await desk.getByLabel("Повторіть пароль", { exact: true }).fill(editor.password);
  await desk.getByRole("button", { name: "Прийняти запрошення" }).click();
  await expect(desk.getByRole("heading", { name: "Новини", level: 1 })).toBeVisible();

  // The editor sees neither the settings nor the team, and the API refuses both.
  const nav = desk.getByRole("navigation", { name: "Розділи" });
  await expect(nav.getByRole("link", { name: "Налаштування" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Команда" })).toHaveCount(0);
  const editorToken = await savedToken(desk);
  const asEditor = { authorization: `Bearer ${editorToken}` };
  expect((await request.get("/api/users", { headers: asEditor })).status()).toBe(403);
  expect((await request.put("/api/settings", { headers: asEditor, data: {} })).status()).toBe(403);

  // A draft: off the site, open in a private preview.
  await desk.getByRole("link", { name: "Додати новину" }).click();
  await desk.locator('input[type="file"]').setInputFiles(await photo("calves.jpg", "#8aa86b"));
  await desk.getByLabel("Заголовок українською", { exact: true }).fill(post.ua);
  await desk.getByLabel("Заголовок англійською", { exact: true }).fill(post.en);
  await desk.getByLabel("Підзаголовок українською", { exact: true }).fill("Перший день на траві");
  await desk.getByLabel("Підзаголовок англійською", { exact: true }).fill("First day on grass");
  await desk.getByLabel("Текст українською", { exact: true }).fill("Телята вийшли на пасовище.");
  await desk.getByLabel("Текст англійською", { exact: true }).fill("The calves went out.");
  await desk.getByRole("radio", { name: "Чернетка" }).check();
  await desk.getByRole("button", { name: "Зберегти чернетку" }).click();
  await expectAlert(desk, "Новину успішно додано");
  await expectOnPublicPage(page, "/", "news", post.ua, false);
  await desk.getByRole("link", { name: `Редагувати: ${post.ua}` }).click();
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    desk.getByRole("button", { name: "Переглянути" }).click(),
  ]);
  await preview.waitForURL(/\/preview\/news\/\d+\?token=/);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(preview.getByRole("heading", { name: post.ua })).toBeVisible();
  await preview.close();

  // Scheduled two minutes ahead (Kyiv time, whole minutes): still off the site meanwhile.
  const publishAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 120_000);
  await desk.getByRole("radio", { name: "Заплановано на…" }).check();
  await desk
    .getByLabel("Дата й час публікації (Київ)")
    .fill(kyivLocalTime(publishAt.toISOString()));
  await desk.getByRole("button", { name: "Запланувати" }).click();
  await expectAlert(desk, "Зміни до новини успішно застосовано");
  await expect(desk.locator(".admin-card", { hasText: post.ua })).toContainText("Заплановано на");
  await expectOnPublicPage(page, "/", "news", post.ua, false);

  // Meanwhile the administrator changes an excursion's title and photo, and brings its first
  // version back from «Історія змін»: the page shows the old title and photo again.
  await openSection(page, "Екскурсії");
  await page.getByRole("link", { name: "Додати екскурсію" }).click();
  await page.locator('input[type="file"]').setInputFiles(await photo("stable.jpg", "#b08a5b"));
  await page.getByLabel("Назва українською", { exact: true }).fill(excursion.ua);
  await page.getByLabel("Назва англійською", { exact: true }).fill("An evening at the stable");
  await page.getByLabel("Опис українською", { exact: true }).fill("Доїмо корів разом.");
  await page.getByLabel("Опис англійською", { exact: true }).fill("We milk the cows together.");
  await page.getByLabel("Тривалість від, хв").fill("60");
  await page.getByLabel("Тривалість до, хв").fill("90");
  await page.getByLabel("Максимальна кількість відвідувачів").fill("12");
  await page.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Екскурсію успішно додано");
  const original = await excursionTitled(request, excursion.ua);

  await page.getByRole("link", { name: `Редагувати: ${excursion.ua}` }).click();
  await page.locator('input[type="file"]').setInputFiles(await photo("other.jpg", "#3b5b8a"));
  await page.getByLabel("Назва українською", { exact: true }).fill(excursion.changed);
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до екскурсії успішно застосовано");
  const changed = await excursionTitled(request, excursion.changed);
  expect(changed.image_url).not.toBe(original.image_url);
  await expectOnPublicPage(page, "/", "excursions", excursion.changed);

  await page.getByRole("link", { name: `Редагувати: ${excursion.changed}` }).click();
  await page.getByRole("button", { name: "Історія змін" }).click();
  const history = page.getByRole("dialog", { name: "Історія змін" });
  await expect(history.getByText("Створено")).toBeVisible();
  await screenshots(page, "history-panel");
  await history
    .getByRole("button", { name: /^Відновити версію від/ })
    .last()
    .click();
  await history.getByRole("button", { name: "Відновити", exact: true }).click();
  await expectAlert(page, /Версію від .* відновлено/);
  const restored = await excursionTitled(request, excursion.ua);
  expect(restored.image_url).toBe(original.image_url);
  expect((await request.get(restored.image_url)).status()).toBe(200);
  await expectOnPublicPage(page, "/", "excursions", excursion.ua);
  // Its photo's variants live beside the original, in the upload's own folder.
  const photoFolder = original.image_url.slice(0, original.image_url.lastIndexOf("/") + 1);
  expect(await pageShows(page, photoFolder)).toBe(true);

  // A review deleted by mistake comes back from «Кошик».
  const adminToken = await apiToken(request);
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const made = await request.post("/api/reviews", {
    headers: asAdmin,
    data: { name_ua: review.ua, name_en: "Maria", review_ua: review.text, review_en: "Cosy." },
  });
  expect(made.status()).toBe(201);
  const { id: reviewId } = (await made.json()) as { id: number };
  expect((await request.delete(`/api/reviews/${reviewId}`, { headers: asAdmin })).status()).toBe(
    200,
  );
  await expectOnPublicPage(page, "/", "reviews", review.text, false);
  await openSection(page, "Кошик");
  await page.getByRole("button", { name: `Відновити: ${review.ua}` }).click();
  // The alert of this restore, answered; a looser pattern matched the screen's text as a whole
  // (the row's name, then the previous restore's alert) before the answer came.
  await expectAlert(page, `Відгук «${review.ua}» відновлено`);
  await expect(page.getByRole("button", { name: `Відновити: ${review.ua}` })).toHaveCount(0);
  await screenshots(page, "trash");
  await expectOnPublicPage(page, "/", "reviews", review.text);

  // The journal shows who did each step: the invitation, and the editor's post.
  await openSection(page, "Журнал");
  const filters = page.getByRole("form", { name: "Фільтри" });
  await filters.getByLabel("Хто (email)").fill(editor.email);
  await filters.getByRole("button", { name: "Показати" }).click();
  const actions = page.getByRole("list", { name: "Дії, від найновішої" });
  await expect(actions.getByText(post.ua).first()).toBeVisible();
  await expect(actions.getByText("Створено").first()).toBeVisible();
  await expect(actions.getByText("Змінено").first()).toBeVisible();
  await filters.getByLabel("Хто (email)").fill("volunteer@example.com");
  await filters.getByRole("button", { name: "Показати" }).click();
  await expect(actions.getByText(editor.email).first()).toBeVisible();
  await expect(actions.getByText(excursion.ua).first()).toBeVisible();
  await screenshots(page, "journal");

  // The post goes public at its time (the job runs every minute), in both languages.
  let shownAt = 0;
  await expect
    .poll(
      async () => {
        const shown = (await pageShows(page, post.ua)) && (await pageShows(page, post.en, "/en"));
        if (shown && !shownAt) shownAt = Date.now();
        return shown;
      },
      { timeout: publishAt.getTime() + 90_000 - Date.now(), intervals: [5_000] },
    )
    .toBe(true);
  expect(shownAt).toBeGreaterThanOrEqual(publishAt.getTime() - 1_000);
  await context.close();
  await mailbox.close();

  // The page's sections as the next tests expect them: what this test added goes to the trash.
  const posts = (await (await request.get("/api/news")).json()) as {
    ID: number;
    title_ua: string;
  }[];
  const added = posts.find((one) => one.title_ua === post.ua);
  for (const url of [
    `/api/excursions/${restored.ID}`,
    `/api/reviews/${reviewId}`,
    ...(added ? [`/api/news/${added.ID}`] : []),
  ]) {
    expect((await request.delete(url, { headers: asAdmin })).status(), url).toBe(200);
  }
});

/** Whether the public page's server-rendered markup carries `text`. */
async function pageShows(page: Page, text: string, path: "/" | "/en" = "/"): Promise<boolean> {
  return (await publicPage(page, path)).includes(text);
}
