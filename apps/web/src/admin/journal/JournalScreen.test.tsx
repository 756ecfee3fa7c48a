// @vitest-environment happy-dom
import type { HistoryEntry } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JOURNAL_PAGE_SIZE, JournalScreen } from "./JournalScreen.tsx";

const entries: HistoryEntry[] = [
  {
    version_id: 30,
    entity: "news",
    record_id: 7,
    action: "update",
    author: "editor@busha.org",
    at: "2027-05-02T09:30:00Z",
    before: { title_ua: "Весна", subtitle_ua: "Старий підзаголовок" },
    after: { title_ua: "Весна на фермі", subtitle_ua: "Старий підзаголовок" },
  },
  {
    version_id: 29,
    entity: "reviews",
    record_id: 4,
    action: "delete",
    author: "admin@busha.org",
    at: "2027-05-01T08:00:00Z",
    before: { name_ua: "Олена", review_ua: "Дуже сподобалось" },
    after: null,
  },
];

/** The journal's API: every read is recorded with its query; `answer` says what it returns. */
function mockApi(answer: (search: URLSearchParams) => Response) {
  const reads: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname === "/api/history") {
        reads.push(searchParams);
        return answer(searchParams);
      }
      if (pathname === "/api/users") {
        return json([{ id: 2, email: "editor@busha.org", role: "editor", last_sign_in: null }]);
      }
      return json({ message: "Не знайдено" }, 404);
    }),
  );
  return reads;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderJournal(path = "/admin/journal") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/journal"
            element={
              <>
                <JournalScreen />
                <ShownAddress />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastRead = (reads: URLSearchParams[]) => Object.fromEntries(reads.at(-1) ?? []);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("«Журнал»", () => {
  it("lists every action newest first: time, who, what, and a link to the record", async () => {
    const reads = mockApi(() => json({ entries, totalLength: 2 }));
    renderJournal();
    expect(screen.getByText("Завантаження...")).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Дії, від найновішої" });
    const [update, removal] = within(list).getAllByRole("listitem");
    if (!update || !removal) throw new Error("two rows expected");
    expect(lastRead(reads)).toEqual({ page: "1", limit: String(JOURNAL_PAGE_SIZE) });

    expect(within(update).getByText(/12:30/)).toBeTruthy();
    expect(within(update).getByText("editor@busha.org")).toBeTruthy();
    expect(within(update).getByText("Змінено")).toBeTruthy();
    expect(within(update).getByText("Новини:")).toBeTruthy();
    expect(within(update).getByRole("link", { name: "Весна на фермі" }).getAttribute("href")).toBe(
      "/admin/news/edit/7",
    );
    expect(within(update).getByText("Весна")).toBeTruthy();

    // A deleted record has no edit screen to lead to; its title comes from before the delete.
    expect(within(removal).getByText("Видалено")).toBeTruthy();
    expect(within(removal).getByText("Олена")).toBeTruthy();
    expect(within(removal).queryByRole("link")).toBeNull();
  });

  it("sends the filters of the address, and keeps new ones in it", async () => {
    const reads = mockApi(() => json({ entries, totalLength: 2 }));
    renderJournal("/admin/journal?author=editor%40busha.org&entity=news");
    await screen.findByRole("list", { name: "Дії, від найновішої" });
    expect(lastRead(reads)).toEqual({
      page: "1",
      limit: String(JOURNAL_PAGE_SIZE),
      author: "editor@busha.org",
      entity: "news",
    });
    expect((screen.getByLabelText("Хто (email)") as HTMLInputElement).value).toBe(
      "editor@busha.org",
    );
    expect((screen.getByLabelText("Розділ") as HTMLSelectElement).value).toBe("news");

    fireEvent.change(screen.getByLabelText("Хто (email)"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Розділ"), { target: { value: "reviews" } });
    fireEvent.change(screen.getByLabelText("Від дати"), { target: { value: "2027-05-01" } });
    fireEvent.change(screen.getByLabelText("До дати"), { target: { value: "2027-05-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Показати" }));

    await waitFor(() =>
      expect(lastRead(reads)).toEqual({
        page: "1",
        limit: String(JOURNAL_PAGE_SIZE),
        entity: "reviews",
        from: "2027-05-01",
        to: "2027-05-31",
      }),
    );
    expect(screen.getByTestId("address").textContent).toBe(
      "?entity=reviews&from=2027-05-01&to=2027-05-31",
    );

    fireEvent.click(screen.getByRole("button", { name: "Скинути" }));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe(""));
  });

  it("refuses a range that ends before it begins", async () => {
    const reads = mockApi(() => json({ entries, totalLength: 2 }));
    renderJournal();
    await screen.findByRole("list", { name: "Дії, від найновішої" });
    fireEvent.change(screen.getByLabelText("Від дати"), { target: { value: "2027-05-10" } });
    fireEvent.change(screen.getByLabelText("До дати"), { target: { value: "2027-05-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Показати" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Дата «до» не може бути раніше за дату «від»",
    );
    expect(reads).toHaveLength(1);
  });

  it("goes page by page, the page in the address", async () => {
    const reads = mockApi((search) =>
      json({ entries: search.get("page") === "2" ? [entries[1]] : [entries[0]], totalLength: 51 }),
    );
    renderJournal("/admin/journal?entity=news");
    expect(await screen.findByText("Сторінка 1 з 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Старіші" }));
    expect(await screen.findByText("Сторінка 2 з 2")).toBeTruthy();
    expect(lastRead(reads)).toMatchObject({ page: "2", entity: "news" });
    expect(screen.getByTestId("address").textContent).toBe("?entity=news&page=2");
  });

  it("says when nothing matches, and offers a retry after a failure", async () => {
    let fail = true;
    mockApi(() =>
      fail ? json({ message: "Сервер недоступний" }, 500) : json({ entries: [], totalLength: 0 }),
    );
    renderJournal("/admin/journal?entity=gallery");
    expect(await screen.findByText(/Не вдалося завантажити журнал/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Спробувати ще" }));
    expect(await screen.findByText("За цими умовами записів немає")).toBeTruthy();
  });
});
