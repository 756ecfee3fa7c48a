import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { SiteSettings } from "@shelter/contract/page";
import { decodeQr, NBU_QR_BASE, nbuLines, openDonationPanel } from "./support/nbuQr.ts";

async function siteSettings(page: Page): Promise<SiteSettings> {
  const response = await page.request.get("/api/settings");
  expect(response.ok(), "GET /api/settings answers").toBe(true);
  return (await response.json()) as SiteSettings;
}

const compact = (text: string) => text.replace(/\s+/g, "");

/** Until the panel has slid in: a finger taps what is still, not what flies in from the side. */
const slidIn = (panel: Locator) =>
  panel.evaluate((dialog) => Promise.all(dialog.getAnimations().map((motion) => motion.finished)));

/** How far the panel itself has scrolled. */
const panelScroll = (panel: Locator) => panel.evaluate((dialog) => dialog.scrollTop);

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  const TEXTS = {
    "/": {
      title: "Допомогти притулку",
      amount: "100 грн",
      submit: "Перейти до оплати",
      appLink: "Відкрити в застосунку банку",
      heading: "Реквізити для оплати",
    },
    "/en": {
      title: "Help the shelter",
      amount: "100 UAH",
      submit: "Go to payment",
      appLink: "Open in your banking app",
      heading: "Payment details",
    },
  } as const;

  for (const [path, texts] of Object.entries(TEXTS)) {
    test(`100 UAH takes three taps from the heart to the bank app's link, with no scrolling, on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const scrollY = await page.evaluate(() => window.scrollY);

      // Tap 1: the floating heart.
      await page.locator(".support-button").tap();
      const panel = page.getByRole("dialog", { name: texts.title });
      await expect(panel).toBeVisible();
      await slidIn(panel);

      // Tap 2: 100 UAH, already in sight.
      const hundred = panel.getByRole("radio", { name: texts.amount });
      await expect(hundred).toBeInViewport();
      await hundred.tap();
      expect(await panelScroll(panel)).toBe(0);

      // Tap 3: «Перейти до оплати», held in sight at the panel's foot.
      const submit = panel.getByRole("button", { name: texts.submit });
      await expect(submit).toBeInViewport({ ratio: 1 });
      await submit.tap();

      const appLink = panel.getByRole("link", { name: texts.appLink });
      await expect(appLink).toBeInViewport({ ratio: 1 });
      await expect(appLink).toHaveAttribute("href", new RegExp(`^${NBU_QR_BASE}`));
      expect(nbuLines((await appLink.getAttribute("href")) ?? "")[7]).toBe("UAH100.00");
      await expect(panel.getByRole("heading", { name: texts.heading })).toBeFocused();
      expect(await panelScroll(panel)).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    });
  }

  test("copies the IBAN, card and purpose with one tap each, exactly", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const settings = await siteSettings(page);
    await page.goto("/");
    const panel = await openDonationPanel(page);
    await panel.getByRole("radio", { name: "100 грн" }).tap();
    await panel.getByRole("button", { name: "Перейти до оплати" }).tap();

    const copies: [string, string][] = [
      ["Копіювати: IBAN", compact(settings.iban)],
      ["Копіювати: Номер картки", compact(settings.privatbank_card)],
      ["Копіювати: Призначення платежу", settings.purpose],
    ];
    for (const [name, text] of copies) {
      await panel.getByRole("button", { name }).tap();
      await expect(panel.getByRole("button", { name })).toHaveText("Скопійовано");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    }
  });

  test("the monthly card's help button opens the panel with monthly chosen", async ({ page }) => {
    await page.goto("/");
    await page.locator('#support [data-card="222"]').click({ position: { x: 60, y: 60 } });
    const info = page.getByRole("dialog", { name: "Щомісячна підтримка" });
    await info.getByRole("button", { name: "Допомогти", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Допомогти притулку" });
    await expect(panel.getByRole("radio", { name: "Щомісяця" })).toBeChecked();
  });

  test("«Назад» returns to the form with the choices kept", async ({ page }) => {
    await page.goto("/en");
    await page.locator(".support-button").tap();
    const panel = page.getByRole("dialog", { name: "Help the shelter" });
    await panel.getByRole("radio", { name: "Monthly" }).tap();
    await panel.getByRole("radio", { name: "200 UAH" }).tap();
    await panel.getByRole("button", { name: "Go to payment" }).tap();
    const details = panel.getByRole("region", { name: "Payment details" });
    await expect(details).toContainText("200 UAH");
    await expect(details).toContainText("standing order");
    await details.getByRole("button", { name: "Back" }).tap();
    await expect(details).toHaveCount(0);
    await expect(panel.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(panel.getByRole("radio", { name: "200 UAH" })).toBeChecked();
  });
});

test.describe("on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the QR code leads, and decodes to the NBU link with UAH100.00", async ({ page }) => {
    await page.goto("/");
    const panel = await openDonationPanel(page);
    await panel.getByRole("radio", { name: "100 грн" }).check();
    await panel.getByRole("button", { name: "Перейти до оплати" }).click();
    const qr = panel.getByRole("img", { name: "QR-код платежу: 100 грн" });
    await expect(qr).toBeInViewport({ ratio: 1 });
    const link = await decodeQr(qr);
    expect(link.startsWith(NBU_QR_BASE)).toBe(true);
    expect(nbuLines(link)).toContain("UAH100.00");
    await expect(panel.getByRole("link", { name: "Відкрити в застосунку банку" })).toHaveCount(0);
  });

  test("the monthly card's help button opens the panel with monthly chosen", async ({ page }) => {
    await page.goto("/en");
    const monthly = page.locator('#support [data-card="222"]');
    await monthly.getByRole("button", { name: "Read more", exact: true }).click();
    await monthly.getByRole("button", { name: "Help", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Help the shelter" });
    await expect(panel.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(panel.getByRole("radio", { name: "One-time" })).not.toBeChecked();
  });

  test("PayPal, Western Union and SWIFT each show only their own details, in English on /en", async ({
    page,
  }) => {
    const s = await siteSettings(page);
    await page.goto("/en");
    await page.locator(".support-button").click();
    const panel = page.getByRole("dialog", { name: "Help the shelter" });
    const hryvnia = [s.iban, s.privatbank_card, s.monobank_card, s.recipient_code];
    const own: Record<string, { shows: string[]; hides: string[] }> = {
      PayPal: {
        shows: [s.paypal, "PayPal account"],
        hides: [...hryvnia, s.swift_code, s.transfer_payee_en],
      },
      "Western Union": {
        shows: [s.transfer_payee_en, s.transfer_city_en, s.transfer_country_en, "Receiver's name"],
        hides: [...hryvnia, s.swift_code, s.paypal, s.transfer_payee_ua],
      },
      "SWIFT transfer": {
        shows: [
          s.swift_beneficiary,
          s.swift_bank_name,
          s.swift_bank_address,
          s.swift_code,
          s.swift_currency,
          s.swift_intermediary,
          "Beneficiary's bank",
        ],
        hides: [...hryvnia, s.paypal, s.transfer_payee_en],
      },
    };
    for (const [method, { shows, hides }] of Object.entries(own)) {
      await panel.getByRole("radio", { name: method }).check();
      await panel.getByRole("button", { name: "Go to payment" }).click();
      const details = panel.getByRole("region", { name: "Payment details" });
      await expect(details).toBeVisible();
      await expect(details).toContainText(s.recipient_en);
      for (const text of shows) await expect(details).toContainText(text);
      const text = compact((await details.textContent()) ?? "");
      for (const hidden of hides)
        expect(text, `${method} hides ${hidden}`).not.toContain(compact(hidden));
      expect(text).not.toContain(compact(s.recipient));
      await expect(details.getByRole("img", { name: /QR/ })).toHaveCount(0);
      if (method === "SWIFT transfer") expect(text).toContain(compact(s.swift_iban));
      await details.getByRole("button", { name: "Back" }).click();
    }
  });
});

test.describe("accessibility of both steps", () => {
  const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

  async function axeViolations(page: Page) {
    const results = await new AxeBuilder({ page })
      .include(".modal__dialog")
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .analyze();
    return results.violations.map((violation) => ({
      rule: violation.id,
      where: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }

  for (const width of [375, 1280]) {
    for (const [path, title, amount, submit] of [
      ["/", "Допомогти притулку", "100 грн", "Перейти до оплати"],
      ["/en", "Help the shelter", "100 UAH", "Go to payment"],
    ] as const) {
      test(`axe finds nothing in the form and the result at ${width} px on ${path}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.locator(".support-button").click();
        const panel = page.getByRole("dialog", { name: title });
        await slidIn(panel);
        expect(await axeViolations(page), "the form").toEqual([]);
        await panel.getByRole("radio", { name: amount }).check();
        await panel.getByRole("button", { name: submit }).click();
        await expect(panel.getByRole("img", { name: /QR/ })).toBeVisible();
        expect(await axeViolations(page), "the result").toEqual([]);

        if (width === 375) {
          // Every button and link of the result takes a fingertip: 44 × 44 px at least.
          const targets = panel.locator(".donation-result").locator("button, a");
          for (const target of await targets.all()) {
            const box = await target.boundingBox();
            const name = (await target.getAttribute("aria-label")) ?? (await target.innerText());
            expect(box?.width, name).toBeGreaterThanOrEqual(44);
            expect(box?.height, name).toBeGreaterThanOrEqual(44);
          }
        }
      });
    }
  }
});
