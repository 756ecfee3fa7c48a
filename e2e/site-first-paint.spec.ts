import { expect, type Page, type Route, test } from "@playwright/test";

/**
 * Issue 9 (LCP on a slow phone): the server's page paints, photo first, before any of its
 * scripts but the few-hundred-byte starter is fetched; nothing a visitor does meanwhile is lost.
 */

/** Holds the requests `matches` picks until `release` is called. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  await page.route(matches, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, held };
}

/** `/` on a phone, painted by the server, with the page's entry script held back. */
async function openWithEntryHeld(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  const entry = await holdRequests(page, (url) => /\/assets\/index-[\w-]+\.js$/.test(url.pathname));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect.poll(() => entry.held.length).toBeGreaterThan(0);
  return entry;
}

const isScript = (url: string) => new URL(url).pathname.endsWith(".js");

test("the first screen paints before the page's scripts are fetched", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isScript(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  const hero = await holdRequests(page, (url) =>
    /\/assets\/hero-\d+-[\w-]+\.webp$/.test(url.pathname),
  );

  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect.poll(() => hero.held.length).toBeGreaterThan(0);
  // Laid out by the stylesheet, while the photo is still on its way: no script but the starter.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const headerPosition = await page
    .locator(".site-header")
    .evaluate((header) => header.ownerDocument.defaultView?.getComputedStyle(header).position);
  expect(headerPosition).toBe("fixed");
  await page.waitForTimeout(500);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/startScripts-[\w-]+\.js$/);

  hero.release();
  await expect
    .poll(() => scripts.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path)))
    .toBe(true);
  await expect
    .poll(() => scripts.some((path) => /\/assets\/react-[\w-]+\.js$/.test(path)))
    .toBe(true);
});

test("a tap on the burger before the page has hydrated opens the menu once it has", async ({
  page,
}) => {
  const entry = await openWithEntryHeld(page);

  const menu = page.getByRole("dialog", { name: "Меню" });
  await page.locator(".site-header").getByRole("button", { name: "Відкрити меню" }).click();
  await page.waitForTimeout(300);
  await expect(menu).toHaveCount(0);

  entry.release();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
});

test("a tap in a section before the page has hydrated reaches it once the section has", async ({
  page,
}) => {
  const entry = await openWithEntryHeld(page);

  const modal = page.getByRole("dialog", { name: "Наша місія" });
  await page.locator("#about-us").getByRole("button", { name: "Детальніше" }).first().click();
  await page.waitForTimeout(300);
  await expect(modal).toHaveCount(0);

  entry.release();
  await expect(modal).toBeVisible();
});
