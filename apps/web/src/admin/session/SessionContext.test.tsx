// @vitest-environment happy-dom
import type { Role } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGet } from "../../api/client.ts";
import { savedUser } from "../../api/session.ts";
import { SessionProvider, useSession } from "./SessionContext.tsx";

/** The server's answers: the signed-in account's role, and a 403 for anything else. */
function mockServer(role: { now: Role }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(url, "http://localhost").pathname;
      calls.push(path);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (path === "/api/user") return json({ email: "olena@busha.org", role: role.now });
      return json({ message: "Недостатньо прав для цієї дії" }, 403);
    }),
  );
  return calls;
}

function ShownRole() {
  const { user } = useSession();
  return <p>{user ? `роль: ${user.role}` : "немає"}</p>;
}

function renderSession() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <ShownRole />
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the back office's session", () => {
  it("reads the account's role again at start and after a 403, so a changed role shows at once", async () => {
    localStorage.setItem("token", "t-1");
    localStorage.setItem("user", JSON.stringify({ email: "olena@busha.org", role: "editor" }));
    const role: { now: Role } = { now: "bookings" };
    const calls = mockServer(role);
    renderSession();
    // Demoted while away: the saved role gives way to the server's.
    expect(await screen.findByText("роль: bookings")).toBeTruthy();
    expect(savedUser()?.role).toBe("bookings");

    // Changed again while the screen is open: the next refused call brings the new role.
    role.now = "admin";
    await expect(apiGet("/news", { parse: (data) => data })).rejects.toThrow();
    await waitFor(() => expect(screen.getByText("роль: admin")).toBeTruthy());
    expect(calls.filter((path) => path === "/api/user")).toHaveLength(2);
  });
});
