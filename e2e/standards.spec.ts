import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  chromium,
  expect,
  type Page,
  test,
} from "@playwright/test";
import type { Pa11yIssue } from "pa11y";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { apiToken } from "./support/admin.ts";
import {
  htmlCodeSnifferErrors,
  launchPa11yBrowser,
  type NamedText,
  nuCheckerProblems,
  redoclyLint,
} from "./support/standards.ts";

/**
 * Issue 19: the pages pass the W3C Nu HTML Checker, axe and pa11y's HTML_CodeSniffer (WCAG 2 AA)
 * at a phone's and a desktop's width, and the API description passes Redocly's recommended rules.
 * axe (through Playwright) and pa11y (through puppeteer) check the very same tab of one Chromium:
 * each page is loaded and hydrated once, and both see the same document.
 */

const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;
const PAGE_NAMES = ["home", "en", "news", "archive", "booking", "login", "admin"] as const;
type PageName = (typeof PAGE_NAMES)[number];

/** axe's rules for WCAG 2.0–2.2 A and AA, its best practices, and its experimental rules. */
const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
  "experimental",
];

/**
 * Scrolls to the end a screen at a time, so that every deferred section hydrates and every lazy
 * part loads, then back to the top. A script's text: the e2e project has no DOM types.
 */
const SCROLL_THROUGH = `(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  scrollTo(0, 0);
})()`;

/**
 * HTML_CodeSniffer's H98 knows `username` only on text inputs; HTML has allowed it on
 * `<input type="email">` since 2020 (whatwg/html#5881, the "Username" control group), the Nu
 * HTML Checker and axe accept it, and password managers rely on it to pair the address with
 * the password on the sign-in form. Exactly that pairing is left out, nothing else.
 */
function isUsernameOnEmailInput(issue: Pa11yIssue): boolean {
  return (
    issue.code === "WCAG2AA.Principle1.Guideline1_3.1_3_5.H98" &&
    issue.message ===
      "Invalid autocomplete value: username. Element does not belong to Text control group." &&
    /^<input\b(?=[^>]*\btype="email")(?=[^>]*\bautocomplete="username")/.test(issue.context ?? "")
  );
}

/** One Chromium: puppeteer launched it for pa11y, Playwright drives it over CDP for axe. */
let puppeteerBrowser: PuppeteerBrowser | undefined;
let browser: Browser | undefined;
/** The demo's newest post, whose own address is one of the pages. */
let postId: number | undefined;
/** The DOM after hydration, per page and width, kept for the Nu HTML Checker. */
const hydratedDocuments = new Map<string, string>();

test.beforeAll(async () => {
  puppeteerBrowser = await launchPa11yBrowser();
  browser = await chromium.connectOverCDP(puppeteerBrowser.wsEndpoint());
});

test.afterAll(async () => {
  await browser?.close();
  await puppeteerBrowser?.close();
});

async function findPost(request: APIRequestContext): Promise<void> {
  if (postId !== undefined) return;
  const answer = await request.get("/api/news?page=1&limit=1");
  expect(answer.status()).toBe(200);
  postId = ((await answer.json()) as { data: { ID: number }[] }).data[0]?.ID;
}

function pathOf(name: PageName): string {
  if (postId === undefined) throw new Error("the demo content has no news post");
  const paths = {
    home: "/",
    en: "/en",
    news: `/news/${postId}`,
    // Issue 23: the archive of every post.
    archive: "/news",
    // Issue 22: the excursion request form at its own address.
    booking: "/booking",
    login: "/login",
    admin: "/admin",
  };
  return paths[name];
}

/** Opens the page in a new tab of the shared Chromium, hydrated throughout, signed in for admin. */
async function openHydrated(
  name: PageName,
  width: number,
  context: { baseURL: string; token: () => Promise<string> },
): Promise<Page> {
  const tab = await browser?.contexts()[0]?.newPage();
  if (!tab) throw new Error("the shared Chromium is not running");
  await tab.setViewportSize({ width, height: HEIGHT });
  if (name === "admin") {
    await tab.goto(`${context.baseURL}/login`);
    await tab.evaluate(`localStorage.setItem("token", ${JSON.stringify(await context.token())})`);
  }
  await tab.goto(`${context.baseURL}${pathOf(name)}`, { waitUntil: "networkidle" });
  if (name === "admin") {
    await expect(tab.locator("#admin-nav")).toBeAttached();
  }
  await tab.evaluate(SCROLL_THROUGH);
  await tab.waitForLoadState("networkidle");
  return tab;
}

/** Closes the tab, leaving the shared profile signed out for the next page. */
async function closeTab(tab: Page): Promise<void> {
  await tab.evaluate("localStorage.clear()");
  await tab.close();
}

/** The same tab as puppeteer sees it, for pa11y. */
async function asPuppeteerPage(tab: Page) {
  const target = await puppeteerBrowser?.waitForTarget(
    (candidate) => candidate.url() === tab.url(),
  );
  const page = await target?.page();
  if (!page) throw new Error(`puppeteer does not see the tab of ${tab.url()}`);
  return page;
}

for (const width of WIDTHS) {
  for (const name of PAGE_NAMES) {
    test(`${name} at ${width} px: axe and HTML_CodeSniffer (WCAG 2 AA) find nothing`, async ({
      baseURL,
      request,
    }) => {
      if (!baseURL) throw new Error("no baseURL");
      await findPost(request);
      const tab = await openHydrated(name, width, { baseURL, token: () => apiToken(request) });
      try {
        hydratedDocuments.set(`${name}-${width}`, await tab.content());
        // Legacy mode runs axe in the page itself instead of gathering its results in a new blank
        // page: seconds less per page, and these pages have no frames for it to miss.
        const axe = await new AxeBuilder({ page: tab })
          .withTags(AXE_TAGS)
          .setLegacyMode(true)
          .analyze();
        const codeSniffer = await htmlCodeSnifferErrors(await asPuppeteerPage(tab), {
          width,
          height: HEIGHT,
        });

        expect(
          axe.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            where: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          })),
          "axe's violations",
        ).toEqual([]);
        expect(
          codeSniffer
            .filter((issue) => !isUsernameOnEmailInput(issue))
            .map((issue) => `${issue.code} at ${issue.selector}: ${issue.message}`),
          "HTML_CodeSniffer's errors",
        ).toEqual([]);
      } finally {
        await closeTab(tab);
      }
    });
  }
}

test("every page's HTML, as served and after hydration, passes the Nu HTML Checker", async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("no baseURL");
  await findPost(request);
  const documents: NamedText[] = [];
  // As served: the public pages rendered per language (the post's address in both), and the
  // shell of the client-only pages.
  for (const path of [
    ...PAGE_NAMES.map(pathOf),
    `/en${pathOf("news")}`,
    "/en/news",
    "/en/booking",
  ]) {
    const answer = await request.get(path, { headers: { cookie: "" } });
    expect(answer.status(), path).toBe(200);
    documents.push({ name: `served${path.replace(/\//g, "_")}.html`, text: await answer.text() });
  }
  // After hydration: kept by the tests above, or loaded here when this test runs alone.
  for (const width of WIDTHS) {
    for (const name of PAGE_NAMES) {
      const key = `${name}-${width}`;
      let html = hydratedDocuments.get(key);
      if (html === undefined) {
        const tab = await openHydrated(name, width, { baseURL, token: () => apiToken(request) });
        html = await tab.content();
        await closeTab(tab);
      }
      documents.push({ name: `hydrated_${key}.html`, text: html });
    }
  }

  expect(await nuCheckerProblems(documents)).toEqual([]);
});

test("the served API description passes Redocly's recommended rules", async ({ request }) => {
  const answer = await request.get("/api/docs/json");
  expect(answer.status()).toBe(200);
  const { errors } = await redoclyLint(await answer.json());
  expect(errors, "Redocly's errors").toEqual([]);
});
