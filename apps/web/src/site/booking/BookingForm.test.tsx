// @vitest-environment happy-dom

import type { AvailabilityDay } from "@shelter/contract/bookings";
import type { Excursion } from "@shelter/contract/page";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import enTexts from "../../i18n/locales/en.ts";
import ukTexts from "../../i18n/locales/uk.ts";
import { createI18n } from "../../i18n/setup.ts";
import { ModalProvider } from "../modals/ModalProvider.tsx";
import { NOTHING_EMBEDDED, PageDataProvider } from "../PageDataContext.tsx";
import { excursion } from "../testing/records.ts";
import { BookingCancelModal } from "./BookingCancelModal.tsx";
import { BookingForm } from "./BookingForm.tsx";

const second = { ...excursion, ID: 9, title_ua: "Вечір з телятами", title_en: "Calves at dusk" };

const OPEN_DAYS: AvailabilityDay[] = [
  { date: "2027-05-13", open: false, slots: [] },
  {
    date: "2027-05-14",
    open: true,
    slots: [
      { time: "10:00", seats_left: 4 },
      { time: "12:00", seats_left: 0 },
      { time: "14:00", seats_left: 30 },
    ],
  },
  { date: "2027-05-15", open: true, slots: [{ time: "10:00", seats_left: 0 }] },
];

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** fetch answering from a list: each entry is [path prefix, status, body, headers?]. */
function mockApi(answers: [string, number, unknown, Record<string, string>?][]) {
  const calls: Call[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? "GET",
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: init.headers as Record<string, string>,
      });
      const index = queue.findIndex(([prefix]) => url.startsWith(`/api${prefix}`));
      if (index < 0) throw new Error(`unexpected request ${url}`);
      const [[, status, body, headers]] = queue.splice(index, 1) as [
        [string, number, unknown, Record<string, string>?],
      ];
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      });
    }),
  );
  return calls;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

const availability = (days = OPEN_DAYS): [string, number, unknown] => [
  "/booking/availability",
  200,
  { days, next_season_start: null },
];

function renderForm({
  language = "uk",
  excursionId = null,
  onDonate = () => {},
  embeddedDays = null,
}: {
  language?: "uk" | "en";
  excursionId?: number | null;
  onDonate?: () => void;
  /** The days a `/booking` page brings with it. */
  embeddedDays?: AvailabilityDay[] | null;
} = {}) {
  const i18n = createI18n(language, language === "uk" ? ukTexts : enTexts);
  const openBooking = embeddedDays
    ? { cancelToken: null, availability: { days: embeddedDays, next_season_start: null } }
    : null;
  return render(
    <I18nextProvider i18n={i18n}>
      <PageDataProvider
        data={{
          ...NOTHING_EMBEDDED,
          excursions: [excursion, second] as Excursion[],
          openBooking,
        }}
      >
        <BookingForm initialExcursionId={excursionId} onDonate={onDonate} />
      </PageDataProvider>
    </I18nextProvider>,
  );
}

async function fillForm(texts: { date: string; time: RegExp; size: string; phone?: string }) {
  fireEvent.change(await screen.findByLabelText("Дата"), { target: { value: texts.date } });
  fireEvent.click(screen.getByRole("radio", { name: texts.time }));
  fireEvent.change(screen.getByLabelText("Кількість людей у групі"), {
    target: { value: texts.size },
  });
  fireEvent.change(screen.getByLabelText("Ім’я"), { target: { value: "Олена" } });
  fireEvent.change(screen.getByLabelText("Телефон"), {
    target: { value: texts.phone ?? "0671234567" },
  });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "olena@example.com" } });
  fireEvent.click(screen.getByRole("checkbox"));
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Надіслати заявку" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the excursion request form", () => {
  it("offers only open days with seats left, and each slot's seats", async () => {
    const calls = mockApi([availability()]);
    renderForm({ excursionId: 9 });
    const date = await screen.findByLabelText("Дата");
    const days = within(date)
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
    expect(days).toEqual(["", "2027-05-14"]);
    expect(calls[0]?.url).toContain("excursion=9");
    expect((screen.getByLabelText("Екскурсія") as HTMLSelectElement).value).toBe("9");

    fireEvent.change(date, { target: { value: "2027-05-14" } });
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "10:00",
      "14:00",
    ]);
    expect(screen.getByText("4 вільні місця")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /10:00/ }));
    expect(screen.getByLabelText("Кількість людей у групі").getAttribute("max")).toBe("4");
  });

  it("shows the days its page brought at once, with no request, and asks for them on another excursion", async () => {
    const calls = mockApi([availability([OPEN_DAYS[0], OPEN_DAYS[2]] as AvailabilityDay[])]);
    renderForm({ embeddedDays: OPEN_DAYS });
    const date = screen.getByLabelText("Дата");
    expect(
      within(date)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "2027-05-14"]);
    expect(screen.queryByRole("status")).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Екскурсія"), { target: { value: "9" } });
    await waitFor(() => expect(calls[0]?.url).toContain("excursion=9"));
    // The second answer has no day with seats left: the form says so instead of the picker.
    await waitFor(() => expect(screen.queryByLabelText("Дата")).toBeNull());
  });

  it("sends the request with the phone normalised, then offers the donation panel", async () => {
    const calls = mockApi([availability(), ["/bookings", 201, { id: 1, status: "new" }]]);
    const onDonate = vi.fn();
    renderForm({ onDonate });
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "12" });
    submit();
    expect(await screen.findByRole("heading", { name: "Заявку отримано" })).toBeTruthy();
    expect(screen.getByText(/підтвердимо екскурсію листом на olena@example.com/)).toBeTruthy();
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.body).toEqual({
      excursion_id: excursion.ID,
      date: "2027-05-14",
      time: "14:00",
      group_size: 12,
      name: "Олена",
      phone: "+380 671 234 567",
      email: "olena@example.com",
      language: "uk",
      consent: true,
    });
    fireEvent.click(screen.getByRole("button", { name: "Допомогти" }));
    expect(onDonate).toHaveBeenCalled();
  });

  it("refuses a group larger than the slot's seats before sending anything", async () => {
    const calls = mockApi([availability()]);
    renderForm();
    await fillForm({ date: "2027-05-14", time: /10:00/, size: "5" });
    submit();
    expect(await screen.findByText(/Для такої групи не вистачає місць/)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(screen.getByLabelText("Кількість людей у групі").getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("refuses a group of 31 with the shared schema's message", async () => {
    mockApi([availability()]);
    renderForm();
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "31" });
    submit();
    expect(await screen.findByText("Кількість відвідувачів має бути від 1 до 30")).toBeTruthy();
  });

  it("says in English which fields are wrong on the English page", async () => {
    mockApi([availability()]);
    renderForm({ language: "en" });
    await screen.findByLabelText("Date");
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the request" }));
    expect(await screen.findByText("Phone number format +380 *** *** ***")).toBeTruthy();
    expect(screen.getByText("Choose a date", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("We need your consent to contact you")).toBeTruthy();
  });

  it("shows the server's refusals on their fields", async () => {
    mockApi([
      availability(),
      [
        "/bookings",
        400,
        { message: "Перевірте поля", errors: [{ field: "email", message: "Такої пошти немає" }] },
      ],
    ]);
    renderForm();
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "2" });
    submit();
    expect(await screen.findByText("Такої пошти немає")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("refreshes the free seats and says so when the slot filled meanwhile (409)", async () => {
    const calls = mockApi([
      availability(),
      ["/bookings", 409, { message: "Недостатньо місць" }],
      availability([{ date: "2027-05-14", open: true, slots: [{ time: "14:00", seats_left: 1 }] }]),
    ]);
    renderForm();
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "2" });
    submit();
    expect(await screen.findByText(/цей час зайняли/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes("availability"))).toHaveLength(2),
    );
    expect(await screen.findByText("1 вільне місце")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /14:00/ })).toHaveProperty("checked", false);
  });

  it("books once when pressed again after a lost answer: the same key, waiting while the first is saved", async () => {
    const calls: Call[] = [];
    // The first answer lost on the way, the second «still being saved», the third the booking.
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () =>
        Promise.resolve(jsonResponse(409, { message: "Ще виконується" }, { "Retry-After": "1" })),
      () => Promise.resolve(jsonResponse(201, { id: 1, status: "new" })),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url.includes("/availability"))
          return jsonResponse(200, { days: OPEN_DAYS, next_season_start: null });
        calls.push({
          url,
          method: init.method ?? "GET",
          body: undefined,
          headers: init.headers as Record<string, string>,
        });
        const answer = answers.shift();
        if (!answer) throw new Error(`unexpected request ${url}`);
        return answer();
      }),
    );
    renderForm();
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "2" });
    submit();
    expect(await screen.findByText(/Не вдалося надіслати/)).toBeTruthy();
    submit();
    expect(
      await screen.findByRole("heading", { name: "Заявку отримано" }, { timeout: 4000 }),
    ).toBeTruthy();
    const keys = calls.map((call) => call.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("says when to try again after too many requests (429)", async () => {
    mockApi([
      availability(),
      ["/bookings", 429, { message: "Забагато запитів" }, { "Retry-After": "600" }],
    ]);
    renderForm();
    await fillForm({ date: "2027-05-14", time: /14:00/, size: "2" });
    submit();
    expect(await screen.findByText(/Спробуйте ще раз через 10 хв/)).toBeTruthy();
  });

  it("says when the next season opens when no day is open", async () => {
    const winter = [
      { date: "2026-11-28", open: false, slots: [] },
      { date: "2026-11-29", open: false, slots: [] },
    ];
    mockApi([["/booking/availability", 200, { days: winter, next_season_start: "2027-04-01" }]]);
    renderForm();
    expect(
      await screen.findByText(
        "Екскурсії проводимо з весни до осені. Зараз не сезон: новий сезон починається 1 квітня 2027 р.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Дата")).toBeNull();
  });

  it("says there are no free dates when the season is on and every day is taken", async () => {
    mockApi([availability([{ date: "2027-05-14", open: false, slots: [] }])]);
    renderForm();
    expect(await screen.findByText(/вільних дат немає/)).toBeTruthy();
  });

  it("keeps the honeypot out of people's and screen readers' way", async () => {
    mockApi([availability()]);
    const { container } = renderForm();
    await screen.findByLabelText("Дата");
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot?.getAttribute("tabindex")).toBe("-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText(/видаляємо їх через 180 днів після візиту/)).toBeTruthy();
  });
});

describe("the cancel link's step", () => {
  function renderCancel(language: "uk" | "en" = "uk") {
    const i18n = createI18n(language, language === "uk" ? ukTexts : enTexts);
    return render(
      <I18nextProvider i18n={i18n}>
        <ModalProvider>
          <BookingCancelModal open data={{ token: "tok-1" }} close={() => {}} />
        </ModalProvider>
      </I18nextProvider>,
    );
  }

  it("posts the token and says the request is cancelled", async () => {
    const calls = mockApi([["/bookings/cancel", 200, { message: "ok" }]]);
    renderCancel();
    fireEvent.click(screen.getByRole("button", { name: "Скасувати заявку" }));
    expect(await screen.findByText(/Заявку скасовано/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: "tok-1" });
  });

  it("says a used or unknown link cannot cancel anything", async () => {
    mockApi([["/bookings/cancel", 400, { message: "Invalid token" }]]);
    renderCancel("en");
    fireEvent.click(screen.getByRole("button", { name: "Cancel the request" }));
    expect(
      await screen.findByText("This link has already been used or is not valid."),
    ).toBeTruthy();
  });
});
