import { expect, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

export const NBU_QR_BASE = "https://bank.gov.ua/qr/";

/** The QR code as the page drew it, read back from its pixels. */
export async function decodeQr(qr: Locator): Promise<string> {
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code, "a QR code is readable in the rendered panel").not.toBeNull();
  return code?.data ?? "";
}

/** The 13 lines of an NBU payment link (CONTRACT.md, Payment QR code). */
export function nbuLines(link: string): string[] {
  expect(link.startsWith(NBU_QR_BASE)).toBe(true);
  const payload = link.slice(NBU_QR_BASE.length);
  expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
  return Buffer.from(payload, "base64url").toString("utf8").split("\r\n");
}

/** Opens the donation panel through the round help button. */
export async function openDonationPanel(page: Page): Promise<Locator> {
  await page.locator(".support-button").click();
  const panel = page.getByRole("dialog", { name: "Допомогти притулку" });
  await expect(panel).toBeVisible();
  return panel;
}

/** Chooses an amount in the open donation panel and reads its QR code's lines. */
export async function donationQrLines(panel: Locator, amountLabel: string): Promise<string[]> {
  await panel.getByRole("radio", { name: amountLabel }).check();
  await panel.getByRole("button", { name: "Перейти до оплати" }).click();
  const qr = panel.getByRole("img", { name: /QR-код платежу/ });
  await expect(qr).toBeVisible();
  return nbuLines(await decodeQr(qr));
}
