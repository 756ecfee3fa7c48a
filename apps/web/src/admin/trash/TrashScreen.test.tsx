// @vitest-environment happy-dom
import type { TrashItem } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertProvider } from "../shared/AdminAlert.tsx";
import { removalText, TrashScreen } from "./TrashScreen.tsx";

const DAY = 24 * 60 * 60 * 1000;

const deletedNews: TrashItem = {
  entity: "news",
  id: 7,
  title: "Весна на фермі",
  deleted_at: new Date(Date.now() - 2 * DAY).toISOString(),
  deleted_by: "editor@busha.org",
};
const deletedReview: TrashItem = {
  entity: "reviews",
  id: 4,
  title: "Олена",
  deleted_at: new Date(Date.now() - 29.5 * DAY).toISOString(),
  deleted_by: "admin@busha.org",
};

interface Call {
  path: string;
  method: string;
}

/** The trash API over two deleted records; `failing` makes its list answer a 500. */
function mockApi(failing: () => boolean = () => false) {
  const calls: Call[] = [];
  let trash = [deletedNews, deletedReview];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = new URL(url, "http://localhost").pathname;
      calls.push({ path, method });
      if (path === "/api/trash") {
        return failing() ? json({ message: "Сервер недоступний" }, 500) : json(trash);
      }
      const restore = path.match(/^\/api\/trash\/(\w+)\/(\d+)\/restore$/);
      if (restore && method === "POST") {
        trash = trash.filter(
          (item) => `${item.entity}/${item.id}` !== `${restore[1]}/${restore[2]}`,
        );
        return json({ id: Number(restore[2]) });
      }
      return json({ message: "Не знайдено" }, 404);
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderTrash() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AlertProvider>
          <TrashScreen />
        </AlertProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("«Кошик»", () => {
  it("lists what was deleted, by whom, when, and how long it stays", async () => {
    mockApi();
    renderTrash();
    expect(screen.getByText("Завантаження...")).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Видалені записи" });
    const [news, review] = within(list).getAllByRole("listitem");
    if (!news || !review) throw new Error("two rows expected");
    expect(within(news).getByText("Новини")).toBeTruthy();
    expect(within(news).getByText("Весна на фермі")).toBeTruthy();
    expect(within(news).getByText("editor@busha.org")).toBeTruthy();
    expect(within(news).getByText("Видалиться назавжди через 28 днів")).toBeTruthy();
    expect(within(review).getByText("Відгуки")).toBeTruthy();
    expect(within(review).getByText("Видалиться назавжди через 1 день")).toBeTruthy();
  });

  it("restores each item: it leaves the list, the alert names it, and the trash ends empty", async () => {
    const calls = mockApi();
    renderTrash();
    fireEvent.click(await screen.findByRole("button", { name: "Відновити: Весна на фермі" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: "/api/trash/news/7/restore", method: "POST" }),
    );
    expect(await screen.findByText("Новину «Весна на фермі» відновлено")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText("Весна на фермі", { selector: "strong" })).toBeNull(),
    );

    fireEvent.click(screen.getByRole("button", { name: "Відновити: Олена" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: "/api/trash/reviews/4/restore", method: "POST" }),
    );
    expect(await screen.findByText("Відгук «Олена» відновлено")).toBeTruthy();
    expect(await screen.findByText("Кошик порожній")).toBeTruthy();
  });

  it("shows a failure with a retry that reads the trash again", async () => {
    let fail = true;
    const calls = mockApi(() => fail);
    renderTrash();
    expect(await screen.findByText(/Не вдалося завантажити кошик/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Спробувати ще" }));
    expect(await screen.findByText("Весна на фермі")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/trash")).toHaveLength(2);
  });
});

describe("the days before removal for good", () => {
  const now = Date.parse("2027-05-31T12:00:00Z");
  it.each([
    ["2027-05-31T12:00:00Z", "Видалиться назавжди через 30 днів"],
    ["2027-05-29T12:00:00Z", "Видалиться назавжди через 28 днів"],
    ["2027-05-05T12:00:00Z", "Видалиться назавжди через 4 дні"],
    ["2027-05-09T12:00:00Z", "Видалиться назавжди через 8 днів"],
    ["2027-05-10T12:00:00Z", "Видалиться назавжди через 9 днів"],
    ["2027-05-20T12:00:00Z", "Видалиться назавжди через 19 днів"],
    ["2027-05-22T12:00:00Z", "Видалиться назавжди через 21 день"],
    ["2027-04-01T12:00:00Z", "Видалиться назавжди найближчим часом"],
  ])("deleted at %s: «%s»", (deletedAt, text) => {
    expect(removalText(deletedAt, now)).toBe(text);
  });
});
