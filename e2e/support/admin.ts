import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { PAGE_DATA_ELEMENT_ID } from "@shelter/contract/page";
import sharp from "sharp";
import { recordAlerts } from "./alerts.ts";

/** The first administrator of the e2e server, made at its start (ADMIN_EMAIL, playwright.config.ts). */
export const ADMIN = { email: "volunteer@example.com", password: "Korova2024" };
/**
 * The public page's own address, as after a sign-out: not `/\/$/`, which the back office's
 * "/admin/" already matches before the sign-out's navigation has begun.
 */
export const PUBLIC_ROOT = /^https?:\/\/[^/]+\/$/;

/** `POST /api/login`'s answer: the token and the user with its role. */
async function login(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ token: string; user: { email: string } }> {
  const answer = await request.post("/api/login", { data: account });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { token: string; user: { email: string } };
}

export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string } = ADMIN,
): Promise<string> {
  return (await login(request, account)).token;
}

/** The page's localStorage, typed here: the e2e project has no DOM library. */
interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The back office's saved token in the page, or null. */
export function savedToken(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.getItem("token"),
  );
}

/** Replaces the saved token, e.g. with one the server no longer knows. */
export function replaceSavedToken(page: Page, token: string): Promise<void> {
  return page.evaluate((value) => {
    (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.setItem(
      "token",
      value,
    );
  }, token);
}

/**
 * Signs the page in as the back office does after a login, without typing the form again: it
 * keeps the login's answer, the token and the user with its role.
 */
export async function signIn(page: Page, account = ADMIN): Promise<void> {
  const session = await login(page.request, account);
  await page.goto("/login");
  await page.evaluate(({ token, user }) => {
    const { localStorage } = globalThis as unknown as { localStorage: BrowserStorage };
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
    localStorage.setItem("userEmail", user.email);
  }, session);
  await recordAlerts(page);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Розділи" })).toBeAttached();
}

/** A real JPEG of the given colour, as a file for an `<input type=file>`. */
export async function photo(name = "cow.jpg", colour = "#7a9a5b") {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A file that claims to be a JPEG and is larger than the form allows. */
export function oversizedPhoto(bytes: number) {
  return { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(bytes, 1) };
}

/**
 * Presses a form's submit button on a form that is not ready (issue 23: the button stays
 * pressable): nothing is sent, and beside the button the form says `says` (by default, that
 * fields are missing or wrong).
 */
export async function expectRefusedOnPress(
  page: Page,
  button: string,
  says: string | RegExp = /заповніть або виправте:/,
) {
  const address = page.url();
  let sent = false;
  const watch = (request: { method(): string; url(): string }) => {
    if (request.method() !== "GET" && request.url().includes("/api/")) sent = true;
  };
  page.on("request", watch);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.locator(".admin-form__status")).toContainText(says);
  page.off("request", watch);
  expect(sent).toBe(false);
  expect(page.url()).toBe(address);
}

/** Text unique to one test run, so that specs do not see each other's records. */
export function unique(prefix: string): string {
  return `${prefix} ${String(Date.now()).slice(-6)}`;
}

/**
 * The public page as a visitor without JavaScript gets it: the markup the server rendered, without
 * the data embedded after it (so a text counts only when the page really shows it).
 */
export async function publicPage(page: Page, path: "/" | "/en"): Promise<string> {
  const answer = await page.request.get(path, { headers: { cookie: "" } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`);
  expect(start, "the page has its server-rendered root").toBeGreaterThanOrEqual(0);
  expect(end, "the page has its embedded data after the root").toBeGreaterThan(start);
  return html.slice(start, end);
}

/** Asserts that `text` is (or is no longer) shown on the public page in that language. */
export async function expectOnPublicPage(
  page: Page,
  path: "/" | "/en",
  sectionId: string,
  text: string,
  present = true,
): Promise<void> {
  const html = await publicPage(page, path);
  if (sectionId !== "reviews") {
    expect(html, `#${sectionId} on ${path}`).toContain(`id="${sectionId}"`);
  }
  expect(html.includes(escapeText(text)), `"${text}" on ${path}`).toBe(present);
}

/** A text as React writes it into HTML. */
function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Confirms the delete of the card named `name` in an admin list grid. */
export async function deleteThroughConfirmation(page: Page, name: string, question: string) {
  await page.getByRole("button", { name: `Видалити: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Видалити" }).click();
  await expect(dialog).toBeHidden();
}

/** Where screenshots of the admin screens go. */
export const SHOTS_DIR = "/tmp/admin-shots";

export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top: a sticky sidebar drawn while scrolled lands mid-picture in a full-page shot.
    await page.evaluate("window.scrollTo(0, 0)");
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
