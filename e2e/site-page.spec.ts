import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { rewritePageData } from "./support/pageData.ts";

// Issue 7: the first load of `/` downloads at most 100 KB of JavaScript and 25 KB of CSS (gzip).
const FIRST_LOAD_JS_BUDGET = 100 * 1024;
const FIRST_LOAD_CSS_BUDGET = 25 * 1024;

/** Failures that are the machine's, not the page's: map tiles and external images cannot load. */
function isExternalResourceFailure(text: string): boolean {
  return /Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|tile/i.test(text);
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isExternalResourceFailure(message.text())) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

test.describe("the public page as a whole", () => {
  for (const path of ["/", "/en"]) {
    test(`${path} loads without console errors and hydrates`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);

      expect(errors).toEqual([]);
      await expect(page.locator("h1")).toHaveCount(1);
    });

    test(`${path} has no serious accessibility violations, with a modal closed and open`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);

      await page.locator("#news article button, #news li button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(400);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  /** What the first load of `/` on a phone downloads, in gzip bytes, as the network log has it. */
  async function firstLoadBytes(page: Page) {
    const bodies: { url: string; type: "js" | "css"; bytes: Buffer }[] = [];
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      try {
        bodies.push({
          url: response.url(),
          type: type === "script" ? "js" : "css",
          bytes: await response.body(),
        });
      } catch {
        // A response without a body (a redirect) carries no bytes.
      }
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const gzipBytes = (type: "js" | "css") =>
      bodies
        .filter((body) => body.type === type)
        .reduce((sum, body) => sum + gzipSync(body.bytes, { level: 9 }).length, 0);
    const js = gzipBytes("js");
    const css = gzipBytes("css");
    console.log(
      `first load of /: JavaScript ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip`,
    );
    for (const body of bodies) {
      console.log(
        `  ${body.type} ${new URL(body.url).pathname} ${(gzipSync(body.bytes, { level: 9 }).length / 1024).toFixed(1)} KB`,
      );
    }
    return { js, css };
  }

  test("the first load of / stays within the CSS budget", async ({ page }) => {
    const { css } = await firstLoadBytes(page);
    expect(css).toBeLessThanOrEqual(FIRST_LOAD_CSS_BUDGET);
  });

  test("the first load of / stays within the JavaScript budget", async ({ page }) => {
    const { js } = await firstLoadBytes(page);
    expect(js).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  test("a section whose read failed shows the error, and Retry loads it", async ({ page }) => {
    await rewritePageData(page, "/en", (data) => ({ ...data, news: null }));
    let failing = true;
    await page.route(
      (url) => url.pathname === "/api/news",
      (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: '{"message":"The database is resting"}',
            })
          : route.continue(),
    );
    await page.goto("/en");

    const news = page.locator("#news");
    await expect(news.getByRole("alert")).toContainText("Failed to load news");
    await expect(news.getByRole("alert")).toContainText("The database is resting");

    failing = false;
    await news.getByRole("button", { name: "Retry" }).click();

    await expect(news.getByRole("alert")).toHaveCount(0);
    await expect(news.getByRole("heading", { level: 3 }).first()).toBeVisible();
  });

  test("empty lists show the specification's empty texts", async ({ page }) => {
    await rewritePageData(page, "/", (data) => ({
      ...data,
      news: { posts: [], total: 0 },
      excursions: [],
      gallery: { images: [], total: 0 },
      partners: [],
      reviews: [],
    }));
    await page.goto("/");

    // Sections hydrate, taking the data they were given, as the visitor nears them. The served
    // HTML still holds the real lists, so a section's hydration replaces its element: scroll by
    // the element's id at the moment of scrolling, not through a handle that may be detached.
    const scrollTo = (id: string) =>
      page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);
    await scrollTo("excursions");
    await expect(page.locator("#excursions")).toContainText("Наразі екскурсії відсутні");
    await scrollTo("news");
    await expect(page.locator("#news")).toContainText("Немає новин для відображення");
  });

  test("a global failure shows the fallback screen", async ({ page }) => {
    // Data the page cannot render makes the render itself fail.
    await rewritePageData(page, "/", (data) => ({
      ...data,
      news: { posts: null, total: 3 } as unknown as typeof data.news,
    }));
    await page.goto("/");
    await page.locator("#news").scrollIntoViewIfNeeded();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Щось пійшло не так... Спробуйте пізніше.",
    );
  });

  test("an unknown address redirects to the home page", async ({ page, baseURL }) => {
    await page.goto("/no-such-page");
    expect(page.url()).toBe(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  });
});
