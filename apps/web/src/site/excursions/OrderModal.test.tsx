// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import ukTexts from "../../i18n/locales/uk.ts";
import { createI18n } from "../../i18n/setup.ts";
import { ModalProvider, useModal } from "../modals/ModalProvider.tsx";
import { NOTHING_EMBEDDED, PageDataProvider } from "../PageDataContext.tsx";
import { OrderModal } from "./OrderModal.tsx";

/** Shows which modal the page would open next, and with what. */
function OpenModal() {
  const { state } = useModal();
  return <output>{state.type ? `${state.type} ${JSON.stringify(state.data)}` : "none"}</output>;
}

afterEach(cleanup);

describe("the order modal", () => {
  it("keeps the address and leads into the request form with the excursion it came from", () => {
    render(
      <I18nextProvider i18n={createI18n("uk", ukTexts)}>
        <PageDataProvider data={NOTHING_EMBEDDED}>
          <ModalProvider>
            <OrderModal open data={{ excursionId: 9 }} close={() => {}} />
            <OpenModal />
          </ModalProvider>
        </PageDataProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText("вул. Виноградна 11, с. Буша, Вінницька обл.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Залишити заявку онлайн" });
    expect(link.getAttribute("href")).toBe("/booking");
    fireEvent.click(link);
    expect(screen.getByRole("status").textContent).toBe('booking {"excursionId":9}');
  });
});
