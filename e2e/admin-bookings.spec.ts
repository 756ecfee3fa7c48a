import { type APIRequestContext, expect, test } from "@playwright/test";
import type { BookingSettings } from "@shelter/contract";
import { apiToken, screenshots, signIn } from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

/**
 * Issue 22: «Бронювання» in the back office: the badge of new requests, the status tabs, a
 * decline with its reason, the CSV export and the settings form. The season is set to the
 * whole year through the API first (the clock is real and it is late autumn), put back after.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

let original: BookingSettings | undefined;

async function bearer(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request)}` };
}

async function putSettings(request: APIRequestContext, settings: BookingSettings) {
  const answer = await request.put("/api/booking/settings", {
    data: settings,
    headers: await bearer(request),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const answer = await request.get("/api/booking/settings", { headers: await bearer(request) });
  original = (await answer.json()) as BookingSettings;
  await putSettings(request, { ...original, season_start: "01-01", season_end: "12-31" });
});

test.afterAll(async ({ request }) => {
  if (original) await putSettings(request, original);
});

test("a volunteer sees the new request, declines it with a reason and exports the list", async ({
  page,
  request,
}) => {
  const excursions = (await (await request.get("/api/excursions")).json()) as { ID: number }[];
  const name = `Марко ${Date.now()}`;
  const created = await request.post("/api/bookings", {
    data: {
      excursion_id: excursions[0]?.ID,
      date: dayFromToday(9),
      time: "14:00",
      group_size: 7,
      name,
      phone: "0501112233",
      email: "marko@example.org",
      language: "uk",
      consent: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const link = page.getByRole("link", { name: /Бронювання/ });
  await expect(link.locator(".admin-sidebar__badge")).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { name: "Бронювання", level: 1 })).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByRole("link", { name: "+380 501 112 233" })).toHaveAttribute(
    "href",
    "tel:+380501112233",
  );
  await expect(
    page.getByRole("region", { name: "Найближчі тижні" }).getByText("7 / 30").first(),
  ).toBeVisible();

  // The CSV export is a download with the request in it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Завантажити CSV" }).click(),
  ]);
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(csv).toContain(name);

  // A decline needs its reason.
  await card.getByRole("button", { name: "Відхилити" }).click();
  const dialog = page.getByRole("dialog", { name: "Відхилити заявку" });
  await dialog.getByRole("button", { name: "Відхилити" }).click();
  await expect(dialog.getByText("Вкажіть причину відмови")).toBeVisible();
  await dialog.getByLabel("Причина відмови").fill("Цього дня в нас ветеринар");
  await dialog.getByRole("button", { name: "Відхилити" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();

  await page.getByRole("button", { name: "Відхилені" }).click();
  const declined = page.getByRole("listitem").filter({ hasText: name });
  await expect(declined.getByText("Причина: Цього дня в нас ветеринар")).toBeVisible();

  await screenshots(page, "bookings");

  // A status with no requests says so.
  await page.getByRole("button", { name: "Не прийшли" }).click();
  await expect(page.getByText("Заявок зі статусом «Не прийшли» немає")).toBeVisible();
  await screenshots(page, "bookings-empty");

  await page.getByRole("button", { name: "Відхилені" }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(declined).toBeVisible();
});

test("the settings form refuses a wrong season bound and saves a closed day", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto("/admin/bookings/settings");
  const start = page.getByLabel("Початок сезону");
  await expect(start).toHaveValue("01-01");
  await start.fill("13-40");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expect(page.getByText("Вкажіть дату у форматі ММ-ДД, наприклад 04-01")).toBeVisible();
  await start.fill("01-01");
  const closedDay = dayFromToday(30);
  await page.getByLabel("Вихідні дні").fill(closedDay);
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Налаштування збережено");
  const availability = await page.request.get(
    `/api/booking/availability?from=${closedDay}&to=${closedDay}`,
  );
  const { days } = (await availability.json()) as { days: { open: boolean }[] };
  expect(days[0]?.open).toBe(false);
});
