import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { BookingSettings } from "@shelter/contract";
import ICAL from "ical.js";
import { apiToken, signIn } from "./support/admin.ts";
import { Mailbox } from "./support/mailbox.ts";
import { mimeParts, mimeText } from "./support/mimeParts.ts";

/**
 * Issue 22: a visitor books an excursion on a phone and a desktop, in both languages; the
 * shelter and the visitor get their mail, the volunteer confirms in the back office, the
 * confirmation's calendar file starts at the slot's time in Kyiv, and the cancel link frees the
 * seats. The server's clock is real and it is late autumn: the season is set to the whole year
 * for these tests, and put back afterwards.
 */

const SHELTER_MAIL = "farm-bookings@example.com";
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `offset` days from today, as the API writes dates. */
const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const CLOSED_DAY = dayFromToday(20);
const FULL_DAY = dayFromToday(21);

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

const ALL_YEAR = (base: BookingSettings): BookingSettings => ({
  ...base,
  season_start: "01-01",
  season_end: "12-31",
  closed_days: [CLOSED_DAY],
  min_notice_hours: 24,
  max_days_ahead: 90,
  notify_emails: [SHELTER_MAIL],
});

test.beforeAll(async ({ request }) => {
  const answer = await request.get("/api/booking/settings", { headers: await bearer(request) });
  expect(answer.status()).toBe(200);
  original = (await answer.json()) as BookingSettings;
  await putSettings(request, ALL_YEAR(original));
});

test.afterAll(async ({ request }) => {
  if (original) await putSettings(request, original);
});

async function firstExcursionId(request: APIRequestContext): Promise<number> {
  const excursions = (await (await request.get("/api/excursions")).json()) as { ID: number }[];
  const id = excursions[0]?.ID;
  if (id === undefined) throw new Error("the demo content has no excursion");
  return id;
}

async function seatsLeft(request: APIRequestContext, date: string, time: string) {
  const answer = await request.get(`/api/booking/availability?from=${date}&to=${date}`);
  const { days } = (await answer.json()) as {
    days: { date: string; slots: { time: string; seats_left: number }[] }[];
  };
  return days[0]?.slots.find((slot) => slot.time === time)?.seats_left;
}

/** The instant a wall-clock time in Kyiv is, whatever the offset that day (EET or EEST). */
function kyivInstant(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Kyiv",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(guess));
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const offsetHours = hour - Number(time.slice(0, 2));
  return guess - offsetHours * 60 * 60 * 1000;
}

const TEXTS = {
  uk: {
    path: "/booking",
    date: "Дата",
    group: "Кількість людей у групі",
    name: "Ім’я",
    phone: "Телефон",
    consent: /Я погоджуюся/,
    submit: "Надіслати заявку",
    received: "Заявку отримано",
    cancel: "Скасувати заявку",
    cancelled: /Заявку скасовано/,
  },
  en: {
    path: "/en/booking",
    date: "Date",
    group: "People in the group",
    name: "Name",
    phone: "Phone",
    consent: /I agree/,
    submit: "Send the request",
    received: "Request received",
    cancel: "Cancel the request",
    cancelled: /The request is cancelled/,
  },
} as const;

async function fillAndSend(
  page: Page,
  language: "uk" | "en",
  visitor: { date: string; time: string; size: number; name: string; email: string },
) {
  const text = TEXTS[language];
  const form = page.getByRole("dialog");
  await form.getByLabel(text.date).selectOption(visitor.date);
  // A person taps the slot's pill, the label of its visually hidden radio.
  await form
    .locator("label", { has: page.getByRole("radio", { name: new RegExp(visitor.time) }) })
    .click();
  await expect(form.getByRole("radio", { name: new RegExp(visitor.time) })).toBeChecked();
  await form.getByLabel(text.group).fill(String(visitor.size));
  await form.getByLabel(text.name).fill(visitor.name);
  await form.getByLabel(text.phone).fill("0671234567");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByRole("checkbox", { name: text.consent }).check();
  await form.getByRole("button", { name: text.submit }).click();
}

const CASES = [
  { width: 375, language: "uk", offset: 3 },
  { width: 1280, language: "uk", offset: 4 },
  { width: 375, language: "en", offset: 5 },
  { width: 1280, language: "en", offset: 6 },
] as const;

for (const { width, language, offset } of CASES) {
  test(`a visitor books, the volunteer confirms and the visitor cancels (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const date = dayFromToday(offset);
    const time = "12:00";
    const stamp = `${Date.now()}`;
    const visitor = {
      date,
      time,
      size: 5,
      name: `Olena ${stamp}`,
      email: `olena${stamp}@example.org`,
    };
    await page.setViewportSize({ width, height: 900 });
    const seatsBefore = await seatsLeft(request, date, time);
    expect(seatsBefore).toBeGreaterThanOrEqual(5);

    // The request, and the two mails it sends.
    let mailbox = await Mailbox.open();
    try {
      await page.goto(text.path);
      // The form with its open days and slots, as a visitor meets it: axe finds nothing.
      await page.getByRole("dialog").getByLabel(text.date).selectOption(date);
      const axe = await new AxeBuilder({ page })
        .include(".modal__dialog")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await fillAndSend(page, language, visitor);
      await expect(page.getByRole("heading", { name: text.received })).toBeVisible();
      expect(await seatsLeft(request, date, time)).toBe((seatsBefore ?? 0) - 5);
      const acknowledgement = mimeText((await mailbox.mailTo(visitor.email, 30_000)).text);
      expect(acknowledgement).toContain(date);
      // The shelter's notification of this request (others' may come and go meanwhile).
      const notification = mimeText(
        (
          await mailbox.mailTo(SHELTER_MAIL, 30_000, (text) =>
            mimeText(text).includes(visitor.name),
          )
        ).text,
      );
      expect(notification).toContain(visitor.name);
      expect(notification).toContain("/admin/bookings");
    } finally {
      await mailbox.close();
    }

    // The volunteer confirms it; the visitor gets the calendar file and the cancel link.
    mailbox = await Mailbox.open();
    let cancelPath: string;
    try {
      // signIn looks for the sidebar, folded into «Меню» on a phone.
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/bookings");
      const card = page.getByRole("listitem").filter({ hasText: visitor.name });
      await expect(card.getByRole("link", { name: visitor.email })).toHaveAttribute(
        "href",
        `mailto:${visitor.email}`,
      );
      await card.getByRole("button", { name: "Підтвердити" }).click();
      await expect(card).toBeHidden();
      const confirmation = (await mailbox.mailTo(visitor.email, 30_000)).text;
      const ics = mimeParts(confirmation).find((part) => part.type === "text/calendar")?.text;
      if (!ics) throw new Error("the confirmation carries no calendar file");
      const calendar = new ICAL.Component(ICAL.parse(ics));
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const event = calendar.getFirstSubcomponent("vevent");
      const start = event?.getFirstProperty("dtstart");
      const value = start?.getFirstValue() as ICAL.Time | undefined;
      if (!value) throw new Error("the event has no start");
      if (value.zone?.tzid === "UTC") {
        expect(value.toJSDate().getTime()).toBe(kyivInstant(date, time));
      } else {
        expect(start?.getParameter("tzid")).toBe("Europe/Kyiv");
        expect(value.toString()).toBe(`${date}T${time}:00`);
      }
      expect(String(event?.getFirstPropertyValue("uid"))).not.toBe("");
      const link = /\/(?:en\/)?booking\/cancel\/[A-Za-z0-9_.~-]+/.exec(mimeText(confirmation));
      if (!link) throw new Error("the confirmation carries no cancel link");
      cancelPath = link[0];
    } finally {
      await mailbox.close();
    }

    // The cancel link frees the seats.
    await page.goto(cancelPath);
    await page
      .getByRole("button", { name: text.cancel })
      .or(page.getByRole("button", { name: TEXTS.uk.cancel }))
      .click();
    await expect(
      page.getByText(text.cancelled).or(page.getByText(TEXTS.uk.cancelled)),
    ).toBeVisible();
    expect(await seatsLeft(request, date, time)).toBe(seatsBefore);
  });
}

test("a request whose first answer was lost is booked once when the visitor sends it again", async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const visitor = {
    date: dayFromToday(8),
    time: "10:00",
    size: 2,
    name: `Оксана ${stamp}`,
    email: `oksana${stamp}@example.org`,
  };
  // Its two mails are taken by the worker's mailbox, run alone too, not retried into another test.
  await Mailbox.open();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/booking");
  // The first request reaches the server, which books it, but its answer is lost on the way back
  // (a phone between two masts, or the form's 10 s timeout passing first).
  const keys: (string | null)[] = [];
  let lost = false;
  await page.route("**/api/bookings", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(await route.request().headerValue("idempotency-key"));
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await fillAndSend(page, "uk", visitor);
  const form = page.getByRole("dialog");
  await expect(form.getByText("Не вдалося надіслати заявку", { exact: false })).toBeVisible();

  await form.getByRole("button", { name: TEXTS.uk.submit }).click();
  await expect(form.getByRole("heading", { name: TEXTS.uk.received })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);

  const headers = await bearer(request);
  const listed = await request.get(
    `/api/bookings?from=${visitor.date}&to=${visitor.date}&limit=100`,
    { headers },
  );
  const { bookings } = (await listed.json()) as { bookings: { id: number; email: string }[] };
  const mine = bookings.filter((booking) => booking.email === visitor.email);
  expect(mine).toHaveLength(1);
  // Its seats back for the other tests on this server.
  const cancelled = await request.patch(`/api/bookings/${mine[0]?.id}`, {
    data: { status: "cancelled" },
    headers,
  });
  expect(cancelled.status()).toBe(200);
});

test("a winter date, a closed day, a full slot and a 31-person group are refused with their messages", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const excursion = await firstExcursionId(request);
  const body = (date: string, time: string, size: number, language: "uk" | "en" = "uk") => ({
    excursion_id: excursion,
    date,
    time,
    group_size: size,
    name: "Тарас",
    phone: "0671234567",
    email: `taras${Date.now()}@example.org`,
    language,
    consent: true,
  });
  const send = (data: ReturnType<typeof body>, language: "uk" | "en" = "uk") =>
    request.post("/api/bookings", { data, headers: { "Accept-Language": language } });
  const messages = async (answer: Awaited<ReturnType<typeof send>>) =>
    JSON.stringify(await answer.json());

  // The closed day is not offered, and the API refuses it.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/booking");
  const dateField = page.getByRole("dialog").getByLabel("Дата");
  await expect(dateField.locator(`option[value="${dayFromToday(3)}"]`)).toHaveCount(1);
  await expect(dateField.locator(`option[value="${CLOSED_DAY}"]`)).toHaveCount(0);
  const closed = await send(body(CLOSED_DAY, "10:00", 2));
  expect(closed.status()).toBe(400);
  expect(await messages(closed)).toContain("У цей день екскурсій немає");

  // A full slot: 30 seats taken, then one more person is refused, and the form offers it no more.
  expect((await send(body(FULL_DAY, "10:00", 30))).status()).toBe(201);
  const full = await send(body(FULL_DAY, "10:00", 1, "en"), "en");
  expect(full.status()).toBe(409);
  expect(await messages(full)).toContain("Not enough seats left");
  await page.reload();
  await page.getByRole("dialog").getByLabel("Дата").selectOption(FULL_DAY);
  await expect(page.getByRole("dialog").getByRole("radio", { name: /10:00/ })).toHaveCount(0);

  // A group of 31, in the form and at the API.
  const group = page.getByRole("dialog");
  await group.locator("label", { has: page.getByRole("radio", { name: /12:00/ }) }).click();
  await group.getByLabel("Кількість людей у групі").fill("31");
  await group.getByRole("button", { name: "Надіслати заявку" }).click();
  await expect(group.getByText("Кількість відвідувачів має бути від 1 до 30")).toBeVisible();
  const large = await send(body(dayFromToday(7), "10:00", 31));
  expect(large.status()).toBe(400);
  expect(await messages(large)).toContain("Кількість відвідувачів має бути від 1 до 30");

  // A date out of season, whatever today is: a season that opens beyond the 90 days the form
  // offers, so the form has no open day and says when the season opens.
  if (!original) throw new Error("no settings were read");
  const seasonStart = dayFromToday(120);
  await putSettings(request, {
    ...ALL_YEAR(original),
    season_start: seasonStart.slice(5),
    season_end: dayFromToday(200).slice(5),
  });
  try {
    const winter = await send(body(dayFromToday(3), "10:00", 2));
    expect(winter.status()).toBe(400);
    expect(await messages(winter)).toContain("У цей день екскурсій немає");
    await page.reload();
    const opens = new Intl.DateTimeFormat("uk-UA", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${seasonStart}T00:00:00Z`)); // «27 березня 2027 р.», its own full stop
    await expect(
      page.getByRole("dialog").getByText(`Зараз не сезон: новий сезон починається ${opens}`),
    ).toBeVisible();
  } finally {
    await putSettings(request, ALL_YEAR(original));
  }
});
