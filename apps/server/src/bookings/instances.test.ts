import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail, Mailer } from "../auth/mailer.ts";
import { adminToken, startTestSite, type TestSite } from "../testing/testSite.ts";

const recordingMailer = (mails: Mail[]): Mailer => ({
  async sendResetLink() {},
  async send(mail) {
    mails.push(mail);
  },
});

const request = (excursion_id: number, overrides: Record<string, unknown> = {}) => ({
  excursion_id,
  date: "2027-05-14",
  time: "10:00",
  group_size: 3,
  name: "Олена",
  phone: "+380 67 123 45 67",
  email: "olena@example.com",
  language: "uk",
  consent: true,
  ...overrides,
});

async function post(base: string, url: string, body: unknown, token?: string, method = "POST") {
  const response = await fetch(base + url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

describe("scheduled booking work with two instances on one PostgreSQL database", () => {
  let first: TestSite;
  let second: TestSite;
  let now = new Date("2027-05-01T09:00:00Z");
  const firstMails: Mail[] = [];
  const secondMails: Mail[] = [];

  beforeAll(async () => {
    const env = { SEED_DEMO: "false", BOOKING_REQUESTS_PER_CLIENT: "2" };
    first = await startTestSite("postgres", {
      env,
      mailer: recordingMailer(firstMails),
      clock: () => now,
    });
    second = await startTestSite("postgres", {
      env,
      sharedDatabaseUrl: first.databaseUrl ?? "",
      mailer: recordingMailer(secondMails),
      clock: () => now,
    });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.destroy();
  });

  it("sends one reminder per booking however the two instances' rounds meet", async () => {
    const [excursion] = await first.site.db.query<{ id: number }>(
      `INSERT INTO excursions (title_ua, title_en, description_ua, description_en, amount_of_persons, time_from, time_to)
       VALUES ('Корови', 'Cows', 'Опис', 'Description', 30, 60, 90) RETURNING id`,
    );
    const token = await adminToken(first);
    const ids: number[] = [];
    for (const time of ["10:00", "12:00"]) {
      const created = await post(
        first.baseUrl,
        "/api/bookings",
        request(excursion?.id ?? 0, { time }),
      );
      expect(created.status).toBe(201);
      ids.push(created.json.id as number);
    }
    for (const id of ids) {
      expect(
        (await post(first.baseUrl, `/api/bookings/${id}`, { status: "confirmed" }, token, "PATCH"))
          .status,
      ).toBe(200);
    }
    now = new Date("2027-05-13T07:00:00Z");
    await Promise.all([
      first.site.scheduler.runOnce(),
      second.site.scheduler.runOnce(),
      first.site.scheduler.runOnce(),
      second.site.scheduler.runOnce(),
    ]);
    await Promise.all([first.site.scheduler.runOnce(), second.site.scheduler.runOnce()]);
    const reminders = [...firstMails, ...secondMails].filter((mail) =>
      mail.subject.startsWith("Нагадування"),
    );
    expect(reminders).toHaveLength(2);
  });

  it("shows on one instance's cached availability the seats a booking took through the other", async () => {
    now = new Date("2027-05-01T09:00:00Z");
    const seats = async (base: string) => {
      const response = await fetch(
        `${base}/api/booking/availability?from=2027-05-20&to=2027-05-20`,
      );
      const { days } = (await response.json()) as {
        days: { slots: { time: string; seats_left: number }[] }[];
      };
      return days[0]?.slots.find((slot) => slot.time === "14:00")?.seats_left;
    };
    expect(await seats(second.baseUrl)).toBe(30);
    expect(await seats(second.baseUrl)).toBe(30);
    const [excursion] = await first.site.db.query<{ id: number }>(
      "SELECT id FROM excursions LIMIT 1",
    );
    // Through the first instance's store: this client has used its requests in the window.
    const created = await first.site.bookings.create(
      {
        ...request(excursion?.id ?? 0, { date: "2027-05-20", time: "14:00", group_size: 5 }),
        phone: "+380 671 234 567",
        message: "",
        language: "uk",
        consent: true,
      },
      now,
    );
    expect(created.kind).toBe("created");
    expect(await seats(second.baseUrl)).toBe(25);
  });

  it("refuses a client's third request in the window with 429 and Retry-After", async () => {
    const third = await post(second.baseUrl, "/api/bookings", request(1, { language: "en" }));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.json.message).toBe("Too many requests. Please try again a little later");
  });
});
