// @vitest-environment happy-dom
import type { Invitation, TeamMember } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminLayout } from "../layout/AdminLayout.tsx";
import { SessionProvider } from "../session/SessionContext.tsx";
import { AlertProvider } from "../shared/AdminAlert.tsx";
import { TeamScreen } from "./TeamScreen.tsx";

const members: TeamMember[] = [
  { id: 1, email: "admin@busha.org", role: "admin", last_sign_in: "2027-05-01T10:00:00Z" },
  { id: 3, email: "second@busha.org", role: "admin", last_sign_in: null },
  { id: 2, email: "editor@busha.org", role: "editor", last_sign_in: null },
];
const pending: Invitation[] = [
  {
    id: 5,
    email: "desk@busha.org",
    role: "bookings",
    created_at: "2027-05-01T10:00:00Z",
    expires_at: "2027-05-04T10:00:00Z",
    expired: false,
  },
];

interface Call {
  path: string;
  method: string;
  body: unknown;
}

function mockApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = new URL(url, "http://localhost").pathname;
      calls.push({ path, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (path === "/api/users") return json(members);
      if (path === "/api/invitations" && method === "GET") return json(pending);
      if (path === "/api/invitations" && method === "POST") return json(pending[0], 201);
      if (path === "/api/users/1" && method === "DELETE") {
        return json({ message: "Не можна прибрати останнього адміністратора" }, 409);
      }
      if (path === "/api/settings") return json({}, 404);
      if (path === "/api/bookings") return json({ bookings: [], totalLength: 0 });
      return json({ message: "Не знайдено" }, 404);
    }),
  );
  return calls;
}

function signIn(role: "admin" | "editor" | "bookings", email = "admin@busha.org") {
  localStorage.setItem("token", "t");
  localStorage.setItem("user", JSON.stringify({ email, role }));
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <AlertProvider>
            <Routes>
              <Route path="/admin" element={<AdminLayout />}>
                <Route path="team" element={<TeamScreen />} />
                <Route path="bookings" element={<p>bookings</p>} />
              </Route>
            </Routes>
          </AlertProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the «Команда» screen", () => {
  it("lists the accounts and invitations, invites, and shows the server's refusal", async () => {
    const calls = mockApi();
    signIn("admin");
    renderAt("/admin/team");
    const accounts = await screen.findByRole("list", { name: "Облікові записи" });
    expect(within(accounts).getByText("editor@busha.org")).toBeTruthy();
    expect(within(accounts).getAllByText(/ще не входив/)).toHaveLength(2);
    const invitations = await screen.findByRole("list", { name: "Запрошення" });
    expect(within(invitations).getByText("desk@busha.org")).toBeTruthy();
    expect(within(invitations).getByRole("button", { name: "Надіслати ще раз" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "new@busha.org" } });
    fireEvent.change(screen.getByLabelText("Роль"), { target: { value: "bookings" } });
    fireEvent.click(screen.getByRole("button", { name: "Запросити" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: "/api/invitations",
        method: "POST",
        body: { email: "new@busha.org", role: "bookings" },
      }),
    );

    // Another administrator may have gone meanwhile: the server's word is shown.
    const [first] = within(accounts).getAllByRole("listitem");
    if (!first) throw new Error("no row");
    fireEvent.click(within(first).getByRole("button", { name: "Видалити" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Видалити" }));
    expect(await screen.findByText("Не можна прибрати останнього адміністратора")).toBeTruthy();
  });

  it("lists an invitation sent while the lists were still loading", async () => {
    // The first read of the invitations is answered only after the invitation was sent, with
    // the list as it was when asked: the screen must read it again, not show that answer.
    const invited: Invitation[] = [];
    let answerFirstRead = () => {};
    const firstReadAnswered = new Promise<void>((resolve) => {
      answerFirstRead = resolve;
    });
    let reads = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? "GET";
        const path = new URL(url, "http://localhost").pathname;
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), {
            status,
            headers: { "content-type": "application/json" },
          });
        if (path === "/api/users") return json(members);
        if (path === "/api/invitations" && method === "GET") {
          const answer = json([...invited]);
          reads += 1;
          if (reads === 1) await firstReadAnswered;
          return answer;
        }
        if (path === "/api/invitations" && method === "POST") {
          const invitation = { ...pending[0], id: 9, email: "new@busha.org" } as Invitation;
          invited.push(invitation);
          return json(invitation, 201);
        }
        return json({ message: "Не знайдено" }, 404);
      }),
    );
    signIn("admin");
    renderAt("/admin/team");
    await screen.findByRole("list", { name: "Облікові записи" });
    await waitFor(() => expect(reads).toBe(1));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "new@busha.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Запросити" }));
    await screen.findByText("Запрошення надіслано на new@busha.org");
    answerFirstRead();
    const invitations = await screen.findByRole("list", { name: "Запрошення" });
    expect(within(invitations).getByText("new@busha.org")).toBeTruthy();
  });

  it("offers no removal or role change of the only administrator", async () => {
    mockApi();
    members.splice(1, 1);
    signIn("admin");
    renderAt("/admin/team");
    const accounts = await screen.findByRole("list", { name: "Облікові записи" });
    const [only] = within(accounts).getAllByRole("listitem");
    if (!only) throw new Error("no row");
    expect(within(only).getByText(/Єдиний адміністратор/)).toBeTruthy();
    expect(within(only).getByRole("button", { name: "Видалити" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(within(only).getByRole("combobox").hasAttribute("disabled")).toBe(true);
  });

  it("shows an administrator every section, an editor the content, the bookings desk its screen", async () => {
    mockApi();
    signIn("admin");
    renderAt("/admin/team");
    const adminNav = await screen.findByRole("navigation", { name: "Розділи" });
    expect(within(adminNav).getByRole("link", { name: "Команда" })).toBeTruthy();
    expect(within(adminNav).getByRole("link", { name: "Реквізити й посилання" })).toBeTruthy();
    expect(within(adminNav).getByRole("link", { name: "Журнал" })).toBeTruthy();
    expect(within(adminNav).getByRole("link", { name: "Кошик" })).toBeTruthy();
    cleanup();

    signIn("editor", "editor@busha.org");
    renderAt("/admin/bookings");
    const editorNav = await screen.findByRole("navigation", { name: "Розділи" });
    const editorLinks = within(editorNav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(editorLinks).toEqual([
      "Новини",
      "Галерея",
      "Екскурсії",
      "Відгуки",
      "Партнери",
      "Документи",
      "Кошик",
      "Змінити пароль",
    ]);
    cleanup();

    signIn("bookings", "desk@busha.org");
    renderAt("/admin/bookings");
    const deskNav = await screen.findByRole("navigation", { name: "Розділи" });
    expect(
      within(deskNav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Бронювання", "Змінити пароль"]);
  });
});
