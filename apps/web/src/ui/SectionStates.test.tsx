// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicReadError, type SectionData } from "../api/publicApi.ts";
import ukTexts from "../i18n/locales/uk.ts";
import { createI18n } from "../i18n/setup.ts";
import { SectionStates } from "./SectionStates.tsx";

function renderStates(section: SectionData<string[]>) {
  render(
    <I18nextProvider i18n={createI18n("uk", ukTexts)}>
      <SectionStates
        section={section}
        errorTitle="Не вдалося завантажити новини"
        emptyText="Немає новин для відображення"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <p>{list.join(", ")}</p>}
      </SectionStates>
    </I18nextProvider>,
  );
}

const base = { data: null, error: null, retry: () => {} };

afterEach(cleanup);

describe("SectionStates", () => {
  it("shows the server's own message when it gave one, and Retry calls again", () => {
    const retry = vi.fn();
    const error = new PublicReadError("http", "База даних недоступна", true);
    renderStates({ ...base, status: "error", error, retry });
    expect(screen.getByRole("alert").textContent).toContain("База даних недоступна");
    fireEvent.click(screen.getByRole("button", { name: "Спробувати ще раз" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says no answer came when the network failed", () => {
    renderStates({
      ...base,
      status: "error",
      error: new PublicReadError("timeout", "no response"),
    });
    expect(screen.getByRole("alert").textContent).not.toContain("no response");
  });

  it("shows the empty text, or the list", () => {
    renderStates({ ...base, status: "ready", data: [] });
    expect(screen.getByText("Немає новин для відображення")).toBeDefined();
    cleanup();
    renderStates({ ...base, status: "ready", data: ["Зима", "Весна"] });
    expect(screen.getByText("Зима, Весна")).toBeDefined();
  });
});
