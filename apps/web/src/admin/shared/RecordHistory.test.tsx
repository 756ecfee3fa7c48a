// @vitest-environment happy-dom
import type { HistoryEntry, Review } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReviewFormScreen } from "../reviews/ReviewForm.tsx";
import { AlertProvider } from "./AdminAlert.tsx";
import { VersionChanges } from "./VersionChanges.tsx";

const LONG_REVIEW =
  "Чудова екскурсія: корови спокійні, доглянуті, волонтери розповіли історію кожної. Діти годували телят, а потім ми довго гуляли полем і пили молоко. Обов’язково приїдемо ще раз восени.";

const current: Review = {
  id: 3,
  name_ua: "Олена",
  name_en: "Olena",
  review_ua: "Дуже сподобалось",
  review_en: "Loved it",
};
const first: Review = { ...current, name_ua: "Оля", review_ua: LONG_REVIEW };

const versions: HistoryEntry[] = [
  {
    version_id: 12,
    entity: "reviews",
    record_id: 3,
    action: "update",
    author: "editor@busha.org",
    at: "2027-05-02T09:30:00Z",
    before: first,
    after: current,
  },
  {
    version_id: 11,
    entity: "reviews",
    record_id: 3,
    action: "create",
    author: "admin@busha.org",
    at: "2027-05-01T07:05:00Z",
    before: null,
    after: first,
  },
];

interface Call {
  path: string;
  search: string;
  method: string;
}

/** The API as the screen sees it; `history` answers the versions (or fails, or has none). */
function mockApi(history: () => Response) {
  const calls: Call[] = [];
  let record = current;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const { pathname, search } = new URL(url, "http://localhost");
      calls.push({ path: pathname, search, method });
      if (pathname === "/api/reviews/3") return json(record);
      if (pathname === "/api/history" && method === "GET") return history();
      if (pathname === "/api/history/11/restore" && method === "POST") {
        record = { ...first, id: 3 };
        return json(record);
      }
      return json({ message: "Не знайдено" }, 404);
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderEditScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/admin/reviews/edit/3"]}>
        <AlertProvider>
          <Routes>
            <Route path="/admin/reviews/edit/:id" element={<ReviewFormScreen />} />
          </Routes>
        </AlertProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openPanel() {
  fireEvent.click(await screen.findByRole("button", { name: "Історія змін" }));
  return screen.getByRole("dialog", { name: "Історія змін" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("«Історія змін» of an edit screen", () => {
  it("lists the versions newest first with who, when (Kyiv) and what changed", async () => {
    const calls = mockApi(() => json(versions));
    renderEditScreen();
    const panel = await openPanel();
    const list = await within(panel).findByRole("list", { name: "Версії, від найновішої" });
    const [newest, oldest] = within(list).getAllByRole("listitem");
    if (!newest || !oldest) throw new Error("two versions expected");

    expect(calls).toContainEqual({
      path: "/api/history",
      search: "?entity=reviews&id=3",
      method: "GET",
    });
    expect(within(newest).getByText("Змінено")).toBeTruthy();
    expect(within(newest).getByText("editor@busha.org")).toBeTruthy();
    // 09:30 UTC is 12:30 in Kyiv in May.
    expect(within(newest).getByText(/12:30/)).toBeTruthy();
    expect(within(newest).getByText("Поточна версія")).toBeTruthy();
    expect(within(newest).queryByRole("button", { name: /Відновити/ })).toBeNull();
    // The changed fields only, with the form's labels: old → new.
    const nameChange = within(newest).getByText("Ім’я українською").closest("div") as HTMLElement;
    expect(within(nameChange).getByText("Оля")).toBeTruthy();
    expect(within(nameChange).getByText("Олена")).toBeTruthy();
    expect(within(newest).queryByText("Ім’я англійською")).toBeNull();
    // A long text is shortened, and can be read whole.
    expect(within(newest).queryByText(/восени/)).toBeNull();
    fireEvent.click(within(newest).getByRole("button", { name: "Показати все" }));
    expect(within(newest).getByText(/восени/)).toBeTruthy();

    expect(within(oldest).getByText("Створено")).toBeTruthy();
    expect(within(oldest).getByText("admin@busha.org")).toBeTruthy();
  });

  it("restores a version after a confirmation, then shows the form with it and says so", async () => {
    const calls = mockApi(() => json(versions));
    renderEditScreen();
    expect(((await screen.findByLabelText("Ім’я українською")) as HTMLInputElement).value).toBe(
      "Олена",
    );
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole("button", { name: /^Відновити версію від/ }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(within(panel).getByText(/Повернути запис до версії від/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Відновити" }));

    await waitFor(() =>
      expect(calls).toContainEqual({
        path: "/api/history/11/restore",
        search: "",
        method: "POST",
      }),
    );
    expect(await screen.findByText(/^Версію від .* відновлено$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect((screen.getByLabelText("Ім’я українською") as HTMLInputElement).value).toBe("Оля"),
    );
    const recordReads = calls.filter((call) => call.path === "/api/reviews/3");
    expect(recordReads.length).toBeGreaterThan(1);
  });

  it("says so when nothing has changed yet", async () => {
    mockApi(() => json([]));
    renderEditScreen();
    const panel = await openPanel();
    expect(await within(panel).findByText("Змін ще не було")).toBeTruthy();
  });

  it("shows the loading, then a failure with a retry that reads again", async () => {
    let fail = true;
    const calls = mockApi(() =>
      fail ? json({ message: "Сервер недоступний" }, 500) : json(versions),
    );
    renderEditScreen();
    const panel = await openPanel();
    expect(within(panel).getByRole("status").textContent).toContain("Завантаження");
    expect(await within(panel).findByText(/Не вдалося завантажити історію змін/)).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole("button", { name: "Спробувати ще" }));
    expect(await within(panel).findByText("Поточна версія")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/history")).toHaveLength(2);
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    mockApi(() => json(versions));
    renderEditScreen();
    const button = await screen.findByRole("button", { name: "Історія змін" });
    button.focus();
    fireEvent.click(button);
    const panel = screen.getByRole("dialog", { name: "Історія змін" });
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

/** One update of a record of `entity`, from `before` to `after`. */
function renderUpdate(entity: HistoryEntry["entity"], before: object, after: object) {
  render(
    <VersionChanges
      entity={entity}
      version={{
        version_id: 4,
        entity,
        record_id: 3,
        action: "update",
        author: "admin@busha.org",
        at: "2027-05-02T09:30:00Z",
        before: { ...before },
        after: { ...after },
      }}
    />,
  );
}

describe("a version's changes", () => {
  it("shows a changed picture as thumbnails, before and after", () => {
    renderUpdate(
      "news",
      { title_ua: "Весна", image_url: "/uploads/old-800.webp" },
      { title_ua: "Весна", image_url: "/uploads/new-800.webp" },
    );
    expect(screen.getByRole("img", { name: "Зображення: було" }).getAttribute("src")).toBe(
      "/uploads/old-800.webp",
    );
    expect(screen.getByRole("img", { name: "Зображення: стало" }).getAttribute("src")).toBe(
      "/uploads/new-800.webp",
    );
    expect(screen.queryByText("Заголовок українською")).toBeNull();
  });

  it("links a replaced document's files, before and after", () => {
    renderUpdate(
      "documents",
      { title: "Статут", document_id: 7, document_url: "/uploads/documents/a.pdf" },
      { title: "Статут", document_id: 9, document_url: "/uploads/documents/b.pdf" },
    );
    expect(screen.getByRole("link", { name: "Відкрити файл (було)" }).getAttribute("href")).toBe(
      "/uploads/documents/a.pdf",
    );
    expect(screen.getByRole("link", { name: "Відкрити файл (стало)" }).getAttribute("href")).toBe(
      "/uploads/documents/b.pdf",
    );
  });

  it("reads the settings' opening hours as days and times", () => {
    const hours = (close: string) => ({
      contacts: { days: [1, 2, 3, 4, 5], open: "10:00", close },
      footer: { days: [1, 2, 3, 4, 5], open: "10:00", close: "18:00" },
      faq: { days: [1, 2, 3, 4, 5], open: "10:00", close: "18:00" },
    });
    renderUpdate(
      "settings",
      { iban: "UA1", opening_hours: hours("18:00") },
      { iban: "UA1", opening_hours: hours("20:00") },
    );
    expect(screen.getByText("Графік роботи: контакти")).toBeTruthy();
    expect(screen.getByText("Понеділок - П'ятниця, 10:00 - 20:00")).toBeTruthy();
    expect(screen.queryByText("Графік роботи: підвал сторінки")).toBeNull();
  });
});
