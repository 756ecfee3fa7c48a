// @vitest-environment happy-dom
import { type Booking, defaultBookingSettings } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertProvider } from "../shared/AdminAlert.tsx";
import { BookingSettingsForm } from "./BookingSettingsForm.tsx";
import { BookingsScreen } from "./BookingsScreen.tsx";

const booking: Booking = {
  id: 7,
  excursion_id: 1,
  excursion_title: "Ранок на фермі",
  date: "2027-05-14",
  time: "10:00",
  group_size: 12,
  name: "Олена",
  phone: "+380 671 234 567",
  email: "olena@example.com",
  message: "Будемо з дітьми",
  language: "uk",
  status: "new",
  reason: null,
  created_at: "2027-05-01T10:00:00Z",
  updated_at: "2027-05-01T10:00:00Z",
  erased_at: null,
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The API as the screen sees it: bookings by status, the coming days, the settings. */
function mockApi(byStatus: Partial<Record<string, Booking[]>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      const path = new URL(url, "http://localhost");
      if (path.pathname === "/api/bookings" && method === "GET") {
        const list = byStatus[path.searchParams.get("status") ?? ""] ?? [];
        return json({ bookings: list, totalLength: list.length });
      }
      if (path.pathname.startsWith("/api/bookings/") && method === "PATCH") {
        return json({ ...booking, ...(JSON.parse(String(init.body)) as object) });
      }
      if (path.pathname === "/api/booking/availability") {
        return json({
          days: [
            { date: "2027-05-14", open: true, slots: [{ time: "10:00", seats_left: 18 }] },
            { date: "2027-05-15", open: false, slots: [] },
          ],
          next_season_start: null,
        });
      }
      if (path.pathname === "/api/booking/settings") {
        return json(method === "PUT" ? JSON.parse(String(init.body)) : defaultBookingSettings);
      }
      return json({ message: "Не знайдено" }, 404);
    }),
  );
  return calls;
}

function renderWithApp(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AlertProvider>{children}</AlertProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("«Бронювання»", () => {
  it("lists the new requests with the visitor's contact one tap away", async () => {
    mockApi({ new: [booking] });
    renderWithApp(<BookingsScreen />);
    const card = (await screen.findByText("Олена")).closest("li") as HTMLElement;
    expect(within(card).getByRole("link", { name: "+380 671 234 567" }).getAttribute("href")).toBe(
      "tel:+380671234567",
    );
    expect(within(card).getByRole("link", { name: "olena@example.com" }).getAttribute("href")).toBe(
      "mailto:olena@example.com",
    );
    expect(within(card).getByText("Людей: 12")).toBeTruthy();
  });

  it("shows each status's own list and says when it is empty", async () => {
    mockApi({ new: [booking] });
    renderWithApp(<BookingsScreen />);
    await screen.findByText("Олена");
    fireEvent.click(screen.getByRole("button", { name: "Відвідали" }));
    expect(await screen.findByText("Заявок зі статусом «Відвідали» немає")).toBeTruthy();
  });

  it("confirms a request", async () => {
    const calls = mockApi({ new: [booking] });
    renderWithApp(<BookingsScreen />);
    await screen.findByText("Олена");
    fireEvent.click(screen.getByRole("button", { name: "Підтвердити" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PATCH")).toEqual({
        url: "/api/bookings/7",
        method: "PATCH",
        body: { status: "confirmed" },
      }),
    );
  });

  it("declines only with a reason, given in a dialog", async () => {
    const calls = mockApi({ new: [booking] });
    renderWithApp(<BookingsScreen />);
    await screen.findByText("Олена");
    fireEvent.click(screen.getByRole("button", { name: "Відхилити" }));
    const dialog = screen.getByRole("dialog", { name: "Відхилити заявку" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Відхилити" }));
    expect(within(dialog).getByText("Вкажіть причину відмови")).toBeTruthy();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Причина відмови"), {
      target: { value: "Цього дня ветеринар" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Відхилити" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
        status: "declined",
        reason: "Цього дня ветеринар",
      }),
    );
  });

  it("shows the coming days' seats taken per slot", async () => {
    mockApi({});
    renderWithApp(<BookingsScreen />);
    const days = await screen.findByRole("region", { name: "Найближчі тижні" });
    expect(await within(days).findByText("12 / 30")).toBeTruthy();
  });
});

describe("the booking settings form", () => {
  it("refuses a season bound and a slot that are not the schema's form, and saves good ones", async () => {
    const calls = mockApi({});
    renderWithApp(<BookingSettingsForm initial={defaultBookingSettings} />);
    fireEvent.change(screen.getByLabelText("Початок сезону"), { target: { value: "13-01" } });
    fireEvent.change(screen.getByLabelText("Час початку екскурсій"), {
      target: { value: "10:00, 25:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Зберегти" }));
    expect(screen.getByText("Вкажіть дату у форматі ММ-ДД, наприклад 04-01")).toBeTruthy();
    expect(screen.getByText(/Вкажіть від 1 до 12 різних годин/)).toBeTruthy();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    fireEvent.change(screen.getByLabelText("Початок сезону"), { target: { value: "01-01" } });
    fireEvent.change(screen.getByLabelText("Час початку екскурсій"), {
      target: { value: "12:00, 10:00" },
    });
    fireEvent.change(screen.getByLabelText("Кому надсилати нові заявки"), {
      target: { value: "farm@example.com\nvet@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Зберегти" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
        season_start: "01-01",
        slots: ["10:00", "12:00"],
        notify_emails: ["farm@example.com", "vet@example.com"],
      }),
    );
  });
});
