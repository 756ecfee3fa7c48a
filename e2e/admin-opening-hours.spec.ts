import { expect, type Page, test } from "@playwright/test";
import { apiToken, expectRefusedOnPress, screenshots, signIn } from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

/** The page's JSON-LD as the server renders it, before any script runs. */
async function jsonLd(page: Page, path: "/" | "/en") {
  const answer = await page.request.get(path, { headers: { cookie: "" } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(script, `JSON-LD on ${path}`).toBeTruthy();
  return JSON.parse(script ?? "{}") as { openingHoursSpecification?: unknown[] };
}

let savedSettings: unknown;

test.beforeEach(async ({ page }) => {
  savedSettings = await (await page.request.get("/api/settings")).json();
});

// The other specs read the seeded hours: put them back however this one ends.
test.afterEach(async ({ page }) => {
  const token = await apiToken(page.request);
  const answer = await page.request.put("/api/settings", {
    data: savedSettings,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
});

test("hours changed once in the back office show in contacts, footer, FAQ and JSON-LD in both languages", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Реквізити й посилання" }).click();
  const hoursBlock = page.getByRole("group", { name: "Графік роботи" });
  // The specification's three statements differ, and the screen says so.
  const warning = hoursBlock.getByText("Години в різних місцях не збігаються");
  await expect(warning).toBeVisible();

  const contacts = hoursBlock.getByRole("group", { name: "Розділ «Контакти»" });
  await contacts.getByLabel("Неділя").uncheck();
  await contacts.getByLabel("Відчиняється").fill("09:00");
  await contacts.getByLabel("Зачиняється").fill("17:30");
  await expect(contacts).toContainText("На сайті: Понеділок - Субота, 09:00 - 17:30");
  await contacts.getByRole("button", { name: "Застосувати до всіх" }).click();
  await expect(warning).toBeHidden();
  for (const place of ["Підвал сайту", "«Часті запитання»"]) {
    const group = hoursBlock.getByRole("group", { name: place });
    await expect(group.getByLabel("Неділя")).not.toBeChecked();
    await expect(group.getByLabel("Субота")).toBeChecked();
    await expect(group.getByLabel("Відчиняється")).toHaveValue("09:00");
    await expect(group.getByLabel("Зачиняється")).toHaveValue("17:30");
  }
  await hoursBlock.scrollIntoViewIfNeeded();
  await screenshots(page, "settings-hours");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до налаштувань успішно застосовано");

  const visitor = await page
    .context()
    .browser()
    ?.newPage({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error("no browser behind the page");
  const languages = [
    {
      path: "/",
      contacts: "Понеділок - Субота",
      footer: "Понеділок - Субота 09:00 - 17:30",
      faq: "Ми відкриті понеділок - субота з 09:00 до 17:30.",
    },
    {
      path: "/en",
      contacts: "Monday - Saturday",
      footer: "Monday - Saturday 09:00 - 17:30",
      faq: "We are open Monday - Saturday from 09:00 to 17:30.",
    },
  ] as const;
  for (const expected of languages) {
    await visitor.goto(expected.path);
    const hoursCard = visitor.locator("#contacts .contacts-card--hours");
    await expect(hoursCard).toContainText(expected.contacts);
    await expect(hoursCard).toContainText("09:00 - 17:30");
    await expect(visitor.locator("#footer")).toContainText(expected.footer);
    await expect(visitor.locator("#faq .faq__answer").first()).toContainText(expected.faq, {
      useInnerText: false,
    });
    expect((await jsonLd(visitor, expected.path)).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "17:30",
      },
    ]);
  }
  await visitor.close();
});

test("the hours block refuses no days and a closing time before the opening", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Реквізити й посилання" }).click();
  const footer = page.getByRole("group", { name: "Підвал сайту" });
  for (const day of ["Понеділок", "Вівторок", "Середа", "Четвер", "П’ятниця"]) {
    await footer.getByLabel(day).uncheck();
  }
  await expect(footer.getByText("Оберіть хоча б один день тижня")).toBeVisible();
  await footer.getByLabel("Понеділок").check();
  await expect(footer.getByText("Оберіть хоча б один день тижня")).toBeHidden();
  await footer.getByLabel("Зачиняється").fill("08:00");
  await expect(footer.getByText("Час закриття має бути пізнішим за час відкриття")).toBeVisible();
  await expectRefusedOnPress(page, "Зберегти");
});
