import { DEMO_SITE_SETTINGS, SPECIFICATION_HOURS } from "@shelter/contract";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail, Mailer } from "../auth/mailer.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

/** The visit every test books: a Friday in season, well ahead of the clock below. */
const DAY = "2027-05-14";
const START = new Date("2027-05-01T09:00:00Z");
let now = START;

const request = (overrides: Record<string, unknown> = {}) => ({
  excursion_id: 1,
  date: DAY,
  time: "10:00",
  group_size: 2,
  name: "Олена",
  phone: "0671234567",
  email: "olena@example.com",
  language: "uk",
  consent: true,
  ...overrides,
});

describe.each(DATABASE_KINDS)("excursion bookings on the %s database", (kind) => {
  let test: TestSite;
  let token: string;
  let excursionId: number;
  const mails: Mail[] = [];
  let mailServerDown = false;
  const mailer: Mailer = {
    async sendResetLink() {},
    async send(mail) {
      if (mailServerDown) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      mails.push(mail);
    },
  };

  async function call(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(test.baseUrl + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {}
    return { status: response.status, json, text, headers: response.headers };
  }
  const asAdmin = (method: string, url: string, body?: unknown) =>
    call(method, url, body, { authorization: `Bearer ${token}` });
  const book = (overrides: Record<string, unknown> = {}) =>
    call("POST", "/api/bookings", request({ excursion_id: excursionId, ...overrides }));
  const bookingCount = async () =>
    Number(
      (await test.site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings"))[0]?.n,
    );
  const seatsLeft = async (time = "10:00") => {
    const answer = await call("GET", `/api/booking/availability?from=${DAY}&to=${DAY}`);
    const day = (answer.json.days as { slots: { time: string; seats_left: number }[] }[])[0];
    return day?.slots.find((slot) => slot.time === time)?.seats_left;
  };

  beforeAll(async () => {
    now = START;
    test = await startTestSite(kind, {
      env: {
        SEED_DEMO: "false",
        BOOKING_REQUESTS_PER_CLIENT: "1000",
        PUBLIC_URL: "https://busha.example",
      },
      mailer,
      clock: () => now,
    });
    token = await adminToken(test);
    const [row] = await test.site.db.query<{ id: number }>(
      `INSERT INTO excursions (title_ua, title_en, description_ua, description_en, amount_of_persons, time_from, time_to)
       VALUES ('Знайомство з коровами', 'Meet the cows', 'Опис', 'Description', 30, 60, 90) RETURNING id`,
    );
    excursionId = row?.id ?? 0;
    const settings = await asAdmin("GET", "/api/booking/settings");
    expect(settings.status, settings.text).toBe(200);
    const put = await asAdmin("PUT", "/api/booking/settings", {
      ...settings.json,
      closed_days: ["2027-05-09"],
      notify_emails: ["shelter@busha.example"],
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  it("shows open days with seats per slot, and closes winter, closed, too-near and too-far days", async () => {
    const answer = await call("GET", "/api/booking/availability?from=2027-05-01&to=2027-05-14");
    expect(answer.status).toBe(200);
    const days = answer.json.days as { date: string; open: boolean; slots: unknown[] }[];
    expect(days).toHaveLength(14);
    expect(days.find((day) => day.date === "2027-05-01")?.open).toBe(false);
    expect(days.find((day) => day.date === "2027-05-09")).toEqual({
      date: "2027-05-09",
      open: false,
      slots: [],
    });
    expect(days.find((day) => day.date === DAY)?.slots).toEqual(
      ["10:00", "12:00", "14:00", "16:00"].map((time) => ({ time, seats_left: 30 })),
    );
    const winter = await call("GET", "/api/booking/availability?from=2027-11-01&to=2027-11-02");
    expect((winter.json.days as { open: boolean }[]).every((day) => !day.open)).toBe(true);
    // Out of season the answer says when the next one opens, for the form to tell the visitor.
    expect(winter.json.next_season_start).toBe("2028-04-01");
    expect(answer.json.next_season_start).toBeNull();
    const tooLong = await call("GET", "/api/booking/availability?from=2027-05-01&to=2027-09-01");
    expect(tooLong.status).toBe(400);
  });

  it("offers slots only on the days and within the hours the site settings give the farm", async () => {
    const hours = (contacts: { days: number[]; open: string; close: string }) =>
      asAdmin("PUT", "/api/settings", {
        ...DEMO_SITE_SETTINGS,
        opening_hours: { ...SPECIFICATION_HOURS, contacts },
      });
    expect((await hours({ days: [1, 2, 3, 4, 5], open: "11:00", close: "16:00" })).status).toBe(
      200,
    );
    try {
      const answer = await call("GET", "/api/booking/availability?from=2027-05-14&to=2027-05-16");
      const days = answer.json.days as { date: string; slots: { time: string }[] }[];
      // Friday: 10:00 is before opening and 16:00 is closing time; the weekend is closed.
      expect(days.map((day) => day.slots.map((slot) => slot.time))).toEqual([
        ["12:00", "14:00"],
        [],
        [],
      ]);
      const early = await book({ time: "10:00" });
      expect(early.status).toBe(400);
      expect(early.json.errors).toContainEqual({
        field: "time",
        message: "Цього часу немає в розкладі: оберіть інший",
      });
    } finally {
      await hours(SPECIFICATION_HOURS.contacts);
    }
    expect(await seatsLeft("10:00")).toBe(30);
  });

  it("refuses every broken rule with its field's message in the request's language, storing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ group_size: 31 }, "group_size", "Кількість відвідувачів має бути від 1 до 30"],
      [{ phone: "12345" }, "phone", "Формат номера телефону +380 *** *** ***"],
      [{ email: "olena@" }, "email", "Введіть коректний email"],
      [{ message: "я".repeat(501) }, "message", "Повідомлення має містити максимум 500 символів"],
      [{ consent: false }, "consent", "Потрібна ваша згода, щоб ми могли зв’язатися з вами"],
      [
        { group_size: 31, language: "en" },
        "group_size",
        "The number of visitors must be from 1 to 30",
      ],
      [{ date: "2027-11-12" }, "date", "У цей день екскурсій немає: оберіть інший день"],
      [
        { date: "2027-05-09", language: "en" },
        "date",
        "There are no excursions on this day: choose another day",
      ],
      [{ time: "11:00" }, "time", "Цього часу немає в розкладі: оберіть інший"],
    ];
    for (const [overrides, field, text] of cases) {
      const answer = await book(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json.errors).toContainEqual({ field, message: text });
    }
    expect(await bookingCount()).toBe(0);
  });

  it("takes a request, normalises the phone and mails the visitor and the shelter", async () => {
    mails.length = 0;
    const answer = await book({ group_size: 12 });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ status: "new", date: DAY, time: "10:00", group_size: 12 });
    const id = answer.json.id as number;
    const stored = await asAdmin("GET", `/api/bookings/${id}`);
    expect(stored.json).toMatchObject({
      phone: "+380 671 234 567",
      status: "new",
      excursion_title: "Знайомство з коровами",
    });
    await test.site.scheduler.deliverNow();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "olena@example.com",
      "shelter@busha.example",
    ]);
    expect(mails.find((mail) => mail.to === "olena@example.com")?.subject).toBe(
      "Ми отримали ваш запит на екскурсію",
    );
    expect(mails.find((mail) => mail.to === "shelter@busha.example")?.text).toContain(
      `https://busha.example/admin/bookings/${id}`,
    );
    expect(await seatsLeft()).toBe(18);
  });

  it("accepts a filled honeypot with 201 and keeps nothing", async () => {
    const before = await bookingCount();
    const answer = await book({ website: "http://spam.example" });
    expect(answer.status).toBe(201);
    // Nor does a bot learn the rules from a refusal.
    expect((await book({ website: "http://spam.example", group_size: 99 })).status).toBe(201);
    expect(await bookingCount()).toBe(before);
  });

  it("lets only as many of 20 concurrent requests as the last seats hold take them", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book({ time: "12:00", group_size: 4, email: `v${index}@example.com` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect(await seatsLeft("12:00")).toBe(2);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.json.message).toBe(
      "Для такої групи не вистачає місць: оберіть інший час або меншу групу",
    );
  });

  it("confirms with a calendar file and a single-use cancel link that frees the seats", async () => {
    const created = await book({ time: "14:00", group_size: 10, language: "en", name: "Anna" });
    const id = created.json.id as number;
    mails.length = 0;
    const confirmed = await asAdmin("PATCH", `/api/bookings/${id}`, { status: "confirmed" });
    expect(confirmed.status).toBe(200);
    await test.site.scheduler.deliverNow();
    // The request's own acknowledgement may still be on its way: the confirmation is found by its subject.
    const mail = mails.find((sent) => sent.subject === "Your excursion is confirmed");
    expect(mail?.to).toBe("olena@example.com");
    const ics = mail?.attachments?.[0]?.content ?? "";
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.uid).toBe(`booking-${id}@busha.example`);
    expect(event.location).toContain("Busha");
    // 14:00 in Kyiv in May is 11:00 UTC; the excursion lasts 90 minutes.
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-05-14T11:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-05-14T12:30:00.000Z");

    // An English booking's link opens the English cancel page.
    const cancelToken = /\/en\/booking\/cancel\/([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(cancelToken).not.toBe("");
    expect(await seatsLeft("14:00")).toBe(20);
    mails.length = 0;
    expect((await call("POST", "/api/bookings/cancel", { token: cancelToken })).status).toBe(200);
    expect(await seatsLeft("14:00")).toBe(30);
    await test.site.scheduler.deliverNow();
    expect(
      mails.filter((sent) => sent.subject.startsWith("Відвідувач скасував")).map((sent) => sent.to),
    ).toEqual(["shelter@busha.example"]);
    const again = await call("POST", "/api/bookings/cancel", {
      token: cancelToken,
      language: "en",
    });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("The link is invalid or has already been used");
    expect((await call("POST", "/api/bookings/cancel", { token: "made-up" })).status).toBe(400);
  });

  it("mails a decline's reason and refuses a move the statuses do not allow", async () => {
    const id = (await book({ time: "16:00" })).json.id as number;
    expect((await asAdmin("PATCH", `/api/bookings/${id}`, { status: "declined" })).status).toBe(
      400,
    );
    mails.length = 0;
    expect(
      (await asAdmin("PATCH", `/api/bookings/${id}`, { status: "declined", reason: "Ветеринар" }))
        .status,
    ).toBe(200);
    await test.site.scheduler.deliverNow();
    expect(mails.some((mail) => mail.text.includes("Причина: Ветеринар"))).toBe(true);
    expect((await asAdmin("PATCH", `/api/bookings/${id}`, { status: "visited" })).status).toBe(409);
  });

  it("lists by status with the count of new requests, exports CSV and keeps it all behind the token", async () => {
    const fresh = await asAdmin("GET", "/api/bookings?status=new&limit=1");
    expect(fresh.status).toBe(200);
    expect(fresh.json.totalLength).toBe(8);
    expect(fresh.json.bookings).toHaveLength(1);
    const csv = await asAdmin("GET", "/api/bookings/export");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text.split("\r\n")[0]).toBe(
      "id,date,time,excursion_title,group_size,status,name,phone,email,language,message,reason,created_at",
    );
    for (const url of [
      "/api/bookings",
      "/api/bookings/export",
      "/api/booking/settings",
      "/api/jobs",
    ]) {
      expect((await call("GET", url)).status).toBe(401);
    }
    expect((await asAdmin("GET", "/api/bookings/99999")).status).toBe(404);
    expect((await asAdmin("PATCH", "/api/bookings/99999", { status: "visited" })).status).toBe(404);
    expect((await asAdmin("GET", "/api/bookings/abc")).status).toBe(404);
    const badSettings = await asAdmin("PUT", "/api/booking/settings", { season_start: "13-01" });
    expect(badSettings.status).toBe(400);
  });

  it("keeps a booking whose mail fails, shows the failure and sends the mail on a later round", async () => {
    mailServerDown = true;
    const created = await book({ time: "16:00", group_size: 1, email: "late@example.com" });
    expect(created.status).toBe(201);
    await test.site.scheduler.deliverNow();
    expect((await asAdmin("GET", `/api/bookings/${created.json.id}`)).status).toBe(200);
    const jobs = (await asAdmin("GET", "/api/jobs")).json as unknown as {
      name: string;
      last_error: string | null;
    }[];
    expect(jobs.find((job) => job.name === "mail")?.last_error).toContain("ECONNREFUSED");
    mailServerDown = false;
    mails.length = 0;
    now = new Date(START.getTime() + 60 * 60_000);
    await test.site.scheduler.runOnce();
    expect(mails.map((mail) => mail.to)).toContain("late@example.com");
  });

  it("sends a mail queued in the very millisecond of the round that is to send it", async () => {
    mails.length = 0;
    // The database keeps its insert time to the microsecond, the round's clock to the millisecond.
    await test.site.db.query(
      `INSERT INTO mail_outbox (recipient, subject, body, next_attempt_at)
       VALUES ('same-moment@example.com', 'Тема', 'Текст', $1::timestamptz + interval '500 microseconds')`,
      [now.toISOString()],
    );
    await test.site.scheduler.deliverNow();
    expect(mails.map((mail) => mail.to)).toContain("same-moment@example.com");
    // Not a booking's mail: the retention test below finds the bookings' only.
    await test.site.db.query("DELETE FROM mail_outbox WHERE recipient = 'same-moment@example.com'");
  });

  it("reminds a confirmed visit once, the day before", async () => {
    const id = (await book({ time: "16:00", group_size: 1 })).json.id as number;
    await asAdmin("PATCH", `/api/bookings/${id}`, { status: "confirmed" });
    now = new Date("2027-05-13T07:00:00Z");
    mails.length = 0;
    await test.site.scheduler.runOnce();
    await test.site.scheduler.runOnce();
    expect(mails.filter((mail) => mail.subject === "Нагадування: завтра екскурсія")).toHaveLength(
      1,
    );
    const jobs = await asAdmin("GET", "/api/jobs");
    expect(
      (jobs.json as unknown as { name: string; last_error: string | null }[]).map(
        (job) => job.name,
      ),
    ).toEqual(["availability", "mail", "publish", "reminders", "retention", "trash"]);
  });

  it("drops a cached slot from the availability once the clock passes its minimum notice", async () => {
    now = new Date("2027-05-13T06:00:00Z");
    await test.site.scheduler.runOnce();
    expect(await seatsLeft("10:00")).toBeDefined();
    // 10:00 in Kyiv on the 14th is 07:00 UTC: after 07:00 UTC on the 13th it is under 24 hours ahead.
    now = new Date("2027-05-13T07:01:00Z");
    await test.site.scheduler.runOnce();
    expect(await seatsLeft("10:00")).toBeUndefined();
  });

  it("erases a booking's personal data 181 days after its visit and keeps the statistics", async () => {
    now = new Date("2027-11-12T09:00:00Z");
    await test.site.scheduler.runOnce();
    const rows = await test.site.db.query<Record<string, unknown>>(
      "SELECT name, phone, email, message, group_size, erased_at FROM bookings",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ name: null, phone: null, email: null, message: null });
      expect(row.group_size).toBeGreaterThan(0);
      expect(row.erased_at).not.toBeNull();
    }
    const outbox = await test.site.db.query("SELECT 1 FROM mail_outbox");
    expect(outbox).toEqual([]);
  });

  it("books once when a visitor sends the same request again with its Idempotency-Key", async () => {
    // Last: the tests above count the bookings, and the one above moved the clock on.
    now = START;
    const before = await bookingCount();
    const key = "booking-sent-again-0001";
    const sent = request({ excursion_id: excursionId, time: "12:00", group_size: 1 });
    const first = await call("POST", "/api/bookings", sent, { "idempotency-key": key });
    expect(first.status).toBe(201);
    /** The same request again: the first booking's answer, replayed, and no other booking. */
    const expectReplayed = async () => {
      const again = await call("POST", "/api/bookings", sent, { "idempotency-key": key });
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.json).toEqual(first.json);
      expect(await bookingCount()).toBe(before + 1);
    };
    await expectReplayed();

    // Its process stopped after the booking's commit, before the answer was stored: the same
    // key is answered with that booking, not booked again.
    await test.site.db.kysely
      .updateTable("idempotent_requests")
      .set({ status: null, response: null })
      .where("key", "=", key)
      .execute();
    await expectReplayed();

    // While the first request is still being saved (nothing committed yet), the same key is told
    // to wait: a 409 that says when to ask again, where a full slot's 409 (above) names the
    // group's field and no time.
    await test.site.db.kysely
      .updateTable("idempotent_requests")
      .set({ status: null, response: null, made_id: null })
      .where("key", "=", key)
      .execute();
    const running = await call("POST", "/api/bookings", sent, {
      "idempotency-key": key,
      "accept-language": "en",
    });
    expect(running.status).toBe(409);
    expect(running.headers.get("retry-after")).toBe("2");
    expect(running.json.message).toBe(
      "The same request is still being processed. Wait a minute and reload the list",
    );
    expect(running.json.errors).toBeUndefined();
    expect(await bookingCount()).toBe(before + 1);
    const full = await book({ time: "12:00", group_size: 30 });
    expect(full.status).toBe(409);
    expect(full.headers.get("retry-after")).toBeNull();
  });
});
