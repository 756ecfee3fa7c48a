// @vitest-environment happy-dom
import { DEMO_SITE_SETTINGS, type SiteSettings } from "@shelter/contract";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import enTexts from "../../i18n/locales/en.ts";
import ukTexts from "../../i18n/locales/uk.ts";
import { createI18n } from "../../i18n/setup.ts";
import { ModalProvider } from "../modals/ModalProvider.tsx";
import type { ModalDataMap } from "../modals/modalTypes.ts";
import { NOTHING_EMBEDDED, PageDataProvider } from "../PageDataContext.tsx";
import { DonationPanel } from "./DonationPanel.tsx";
import { HANDHELD_QUERY } from "./donationChoices.ts";
import { NBU_QR_BASE } from "./nbuPaymentLink.ts";

interface PanelOptions {
  language?: "uk" | "en";
  data?: ModalDataMap["donation"];
  settings?: Partial<SiteSettings>;
  handheld?: boolean;
}

/** The panel as the page opens it, with the settings embedded and a phone or a desktop. */
function renderPanel({
  language = "uk",
  data,
  settings = {},
  handheld = false,
}: PanelOptions = {}) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: query === HANDHELD_QUERY ? handheld : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  const i18n = createI18n(language, language === "uk" ? ukTexts : enTexts);
  return render(
    <I18nextProvider i18n={i18n}>
      <PageDataProvider
        data={{ ...NOTHING_EMBEDDED, settings: { ...DEMO_SITE_SETTINGS, ...settings } }}
      >
        <ModalProvider>
          <DonationPanel open data={data} close={() => {}} />
        </ModalProvider>
      </PageDataProvider>
    </I18nextProvider>,
  );
}

const dialog = () => screen.getByRole("dialog");
const result = () => screen.getByRole("region", { name: "Реквізити для оплати" });

function choose(name: string | RegExp) {
  fireEvent.click(within(dialog()).getByRole("radio", { name }));
}

function goToPayment(label = "Перейти до оплати") {
  fireEvent.click(within(dialog()).getByRole("button", { name: label }));
}

describe("the donation panel", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks how often, the amount and the payment method, one-time by default", () => {
    renderPanel();
    for (const legend of ["Як часто допомагати", "Сума", "Спосіб оплати"]) {
      expect(screen.getByRole("group", { name: legend })).toBeTruthy();
    }
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Разово" }).checked).toBe(true);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("opens with monthly chosen when the monthly card asked for it", () => {
    renderPanel({ data: { frequency: "monthly" } });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Щомісяця" }).checked).toBe(true);
  });

  it("replaces the form with the result, its heading focused, naming amount and recipient", () => {
    renderPanel();
    choose("100 грн");
    goToPayment();
    expect(screen.queryByRole("group", { name: "Сума" })).toBeNull();
    const heading = screen.getByRole("heading", { name: "Реквізити для оплати" });
    expect(document.activeElement).toBe(heading);
    expect(result().textContent).toContain("100 грн");
    expect(result().textContent).toContain(DEMO_SITE_SETTINGS.recipient);
  });

  it("returns to the form by «Назад» with every choice kept", () => {
    renderPanel();
    choose("Щомісяця");
    choose("200 грн");
    choose("PayPal");
    goToPayment();
    fireEvent.click(within(result()).getByRole("button", { name: "Назад" }));
    expect(screen.queryByRole("region")).toBeNull();
    for (const name of ["Щомісяця", "200 грн", "PayPal"]) {
      expect(screen.getByRole<HTMLInputElement>("radio", { name }).checked).toBe(true);
    }
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Перейти до оплати" }));
  });

  it("stays on the form with its error for an invalid amount, showing no result", () => {
    renderPanel();
    choose("100 грн");
    goToPayment();
    fireEvent.click(within(result()).getByRole("button", { name: "Назад" }));
    choose("Ввести іншу суму");
    fireEvent.change(screen.getByRole("spinbutton", { name: "Ваша сума, грн" }), {
      target: { value: "0" },
    });
    goToPayment();
    expect(screen.getByRole("alert").textContent).toBe("Введіть цілу суму від 1 до 100 000 грн.");
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByText(/100 грн ·/)).toBeNull();
  });

  it("on a phone leads with the banking app's link and copies IBAN, card and purpose", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPanel({ handheld: true });
    choose("100 грн");
    goToPayment();
    const method = result().querySelector(".donation-result__method");
    const firstAction = method?.firstElementChild;
    expect(firstAction?.textContent).toBe("Відкрити в застосунку банку");
    expect(firstAction?.getAttribute("href")?.startsWith(NBU_QR_BASE)).toBe(true);

    const copies: [string, string][] = [
      ["Копіювати: IBAN", DEMO_SITE_SETTINGS.iban],
      ["Копіювати: Номер картки", DEMO_SITE_SETTINGS.privatbank_card],
      ["Копіювати: Призначення платежу", DEMO_SITE_SETTINGS.purpose],
    ];
    for (const [name, text] of copies) {
      fireEvent.click(within(result()).getByRole("button", { name }));
      await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith(text));
    }
  });

  it("on a desktop leads with the QR code instead", async () => {
    renderPanel();
    choose("100 грн");
    goToPayment();
    const method = result().querySelector(".donation-result__method");
    expect(method?.firstElementChild?.tagName).toBe("FIGURE");
    expect(
      within(result()).queryByRole("link", { name: "Відкрити в застосунку банку" }),
    ).toBeNull();
    expect(
      await within(result()).findByRole("img", { name: "QR-код платежу: 100 грн" }),
    ).toBeTruthy();
  });

  it("without a chosen amount leaves it to the donor: the QR code carries none", async () => {
    renderPanel();
    goToPayment();
    expect(result().textContent).toContain("на ваш вибір");
    expect(
      await within(result()).findByRole("img", { name: "QR-код платежу без суми" }),
    ).toBeTruthy();
  });

  it("offers the monobank jar where one is set, and tells a monthly donor to make it regular", () => {
    const jar = "https://send.monobank.ua/jar/TEST";
    renderPanel({ settings: { monobank_jar_url: jar }, data: { frequency: "monthly" } });
    choose(/^monobank/);
    goToPayment();
    expect(
      within(result()).getByRole("link", { name: "Відкрити банку monobank" }).getAttribute("href"),
    ).toBe(jar);
    expect(result().textContent).toContain("регулярне поповнення");
    expect(result().textContent).toContain(DEMO_SITE_SETTINGS.monobank_card.slice(-4));
  });

  it("offers no jar where none is set; monthly then means a standing order with the IBAN", () => {
    renderPanel({ data: { frequency: "monthly" } });
    choose("100 грн");
    goToPayment();
    expect(within(result()).queryByRole("link", { name: /банку monobank/ })).toBeNull();
    expect(result().textContent).toContain("регулярний платіж на цей IBAN");
  });
});

describe("each payment method shows its own details only", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const s = DEMO_SITE_SETTINGS;
  const hryvniaDetails = [s.iban, s.privatbank_card, s.monobank_card, s.recipient_code];

  it("PayPal: the account and the donate link where set", () => {
    const donate = "https://www.paypal.com/donate/?hosted_button_id=TEST";
    renderPanel({ settings: { paypal_donate_url: donate } });
    choose("PayPal");
    goToPayment();
    const text = result().textContent ?? "";
    expect(text).toContain(s.paypal);
    expect(
      within(result()).getByRole("link", { name: "Відкрити PayPal" }).getAttribute("href"),
    ).toBe(donate);
    for (const value of [...hryvniaDetails, s.swift_code, s.transfer_payee_ua]) {
      expect(text.replace(/\s/g, "")).not.toContain(value);
    }
    expect(within(result()).queryByRole("img")).toBeNull();
  });

  it("Western Union: payee, city and country, in English on /en", () => {
    renderPanel({ language: "en" });
    choose("Western Union");
    goToPayment("Go to payment");
    const details = screen.getByRole("region", { name: "Payment details" });
    const text = details.textContent ?? "";
    for (const value of [s.transfer_payee_en, s.transfer_city_en, s.transfer_country_en]) {
      expect(text).toContain(value);
    }
    expect(text).toContain(s.recipient_en);
    expect(text).not.toContain(s.recipient);
    expect(text).not.toContain(s.transfer_payee_ua);
    for (const value of [...hryvniaDetails, s.swift_code, s.paypal]) {
      expect(text.replace(/\s/g, "")).not.toContain(value);
    }
  });

  it("SWIFT: beneficiary, currency account's IBAN, bank, address, BIC, currency, intermediary", () => {
    renderPanel({ language: "en" });
    choose("SWIFT transfer");
    goToPayment("Go to payment");
    const details = screen.getByRole("region", { name: "Payment details" });
    const text = details.textContent ?? "";
    for (const value of [
      s.swift_beneficiary,
      s.swift_bank_name,
      s.swift_bank_address,
      s.swift_code,
      s.swift_intermediary,
      `IBAN (${s.swift_currency} account)`,
    ]) {
      expect(text).toContain(value);
    }
    expect(text.replace(/\s/g, "")).toContain(s.swift_iban);
    for (const value of [s.iban, s.privatbank_card, s.paypal, s.transfer_payee_en]) {
      expect(text.replace(/\s/g, "")).not.toContain(value);
    }
  });

  it("SWIFT: no intermediary row where none is set", () => {
    renderPanel({ settings: { swift_intermediary: "" } });
    choose("SWIFT-переказ");
    goToPayment();
    expect(within(result()).queryByText("Банк-посередник")).toBeNull();
  });

  it("a Ukrainian bank on /en shows the English recipient and payment reference", () => {
    renderPanel({ language: "en" });
    choose("100 UAH");
    goToPayment("Go to payment");
    const text = screen.getByRole("region", { name: "Payment details" }).textContent ?? "";
    expect(text).toContain(s.recipient_en);
    expect(text).toContain(s.purpose_en);
    expect(text).not.toContain(s.purpose);
  });
});
