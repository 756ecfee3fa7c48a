import type { PublicPageData } from "@shelter/contract/page";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import ukTexts from "../../i18n/locales/uk.ts";
import { createI18n } from "../../i18n/setup.ts";
import { ActiveAnchorProvider } from "../ActiveAnchor.tsx";
import { ModalProvider } from "../modals/ModalProvider.tsx";
import { NOTHING_EMBEDDED, PageDataProvider } from "../PageDataContext.tsx";

/** A section of the page, in Ukrainian, with its data as given (null: it fetches it). */
export function renderSection(Section: ComponentType, data: Partial<PublicPageData> = {}) {
  const i18n = createI18n("uk", ukTexts);
  return render(
    <I18nextProvider i18n={i18n}>
      <PageDataProvider data={{ ...NOTHING_EMBEDDED, ...data }}>
        <ActiveAnchorProvider>
          <ModalProvider>
            <Section />
          </ModalProvider>
        </ActiveAnchorProvider>
      </PageDataProvider>
    </I18nextProvider>,
  );
}

/** Answers every fetch in turn with the given bodies (a number is a failure with that status). */
export function answerFetches(...answers: (unknown | number)[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (typeof answer === "number") {
      return new Response(JSON.stringify({ message: "" }), { status: answer });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

interface SectionStatesCase<Key extends keyof PublicPageData> {
  Section: ComponentType;
  /** Its part of the page's data, and the path it fetches when the server could not read it. */
  dataKey: Key;
  path: string;
  /** What the API answers, empty and with records; and what the embedded data is. */
  emptyAnswer: unknown;
  listAnswer: unknown;
  embedded: NonNullable<PublicPageData[Key]>;
  /** The section's own texts (spec: 'Failed to load news', its empty text). */
  errorTitle: string;
  emptyText: string;
  /** A text of a record in `listAnswer` and `embedded`, in the HTML (a heading, an alt text). */
  recordText: string;
}

/** The four states every list section shows: loading, error with Retry, empty, and the list. */
export function describeSectionStates<Key extends keyof PublicPageData>(
  name: string,
  test: SectionStatesCase<Key>,
) {
  describe(`${name}: its states`, () => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it("shows a spinner while its own read is on the way", () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise(() => {})),
      );
      renderSection(test.Section);
      expect(screen.getByRole("status").closest(".section-state")).not.toBeNull();
      expect(fetch).toHaveBeenCalledWith(`/api${test.path}`, expect.anything());
    });

    it("shows the error with Retry when its read fails, and Retry reads again", async () => {
      answerFetches(500, test.listAnswer);
      renderSection(test.Section);
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain(test.errorTitle);
      within(alert).getByRole("button", { name: "Спробувати ще раз" }).click();
      await waitFor(() => expect(document.body.innerHTML).toContain(test.recordText));
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("shows its empty text when there are no records", async () => {
      answerFetches(test.emptyAnswer);
      renderSection(test.Section);
      expect(await screen.findByText(test.emptyText)).toBeDefined();
    });

    it("lists the records the server embedded, without a read of its own", () => {
      const fetch = answerFetches(500);
      renderSection(test.Section, { [test.dataKey]: test.embedded });
      expect(document.body.innerHTML).toContain(test.recordText);
      expect(fetch).not.toHaveBeenCalled();
    });
  });
}
