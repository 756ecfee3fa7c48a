// @vitest-environment happy-dom
import type { NewsBackOfficePost } from "@shelter/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlertProvider } from "../shared/AdminAlert.tsx";
import { NEWS_POST } from "./newsPostFixture.ts";
import { UnpublishButton } from "./UnpublishButton.tsx";

const draft: NewsBackOfficePost = { ...NEWS_POST, status: "draft", publish_at: null };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderButton(answer: () => Response, scheduled = false) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <UnpublishButton id={7} scheduled={scheduled} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("«Зняти з публікації»", () => {
  it("asks first, then takes the post off the site and says it is a draft now", async () => {
    const fetch = renderButton(() => json(draft));
    fireEvent.click(screen.getByRole("button", { name: "Зняти з публікації" }));
    expect(fetch).not.toHaveBeenCalled();
    const dialog = screen.getByRole("dialog", { name: /Зняти новину з сайту\?/ });
    fireEvent.click(dialog.querySelector(".admin-button--primary") as HTMLElement);
    expect(await screen.findByText("Новину знято з публікації: тепер це чернетка")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/news/7/unpublish");
    expect(init?.method).toBe("POST");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says why it could not, in the server's words", async () => {
    renderButton(() => json({ message: "Новина вже не на сайті: це чернетка" }, 409));
    fireEvent.click(screen.getByRole("button", { name: "Зняти з публікації" }));
    fireEvent.click(
      screen.getAllByRole("button", { name: "Зняти з публікації" })[1] as HTMLElement,
    );
    expect(
      await screen.findByText(
        "Не вдалося зняти новину з публікації. Новина вже не на сайті: це чернетка",
      ),
    ).toBeTruthy();
  });

  it("offers a scheduled post's cancel instead", () => {
    renderButton(() => json(draft), true);
    fireEvent.click(screen.getByRole("button", { name: "Скасувати публікацію" }));
    expect(screen.getByRole("dialog", { name: /Скасувати заплановану публікацію\?/ })).toBeTruthy();
  });
});
