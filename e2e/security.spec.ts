import { expect, type Page, test } from "@playwright/test";
import { apiToken, photo, signIn } from "./support/admin.ts";
import { donationQrLines, openDonationPanel } from "./support/nbuQr.ts";

const REVIEW_TEXT = "</script><script>alert(1)</script>";
const PARTNER_NAME = "<img src=x onerror=alert(1)>";
const CONTACT_NAME = '<script>alert("contact")</script>';

/** Records any dialog a script opened, and any script or policy error, on the page. */
function watchForScripts(page: Page) {
  const ran: string[] = [];
  page.on("dialog", async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) ran.push(message.text());
  });
  return ran;
}

test.describe("stored text that looks like markup", () => {
  let token: string;
  let reviewId: number;
  let partnerId: number;
  let contactBefore: { id: number; name: string } | undefined;

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const review = await request.post("/api/reviews", {
      headers,
      data: { name_ua: "Олена", name_en: "Olena", review_ua: REVIEW_TEXT, review_en: REVIEW_TEXT },
    });
    expect(review.status()).toBe(201);
    reviewId = ((await review.json()) as { id: number }).id;
    const logo = await photo();
    const partner = await request.post("/api/partners", {
      headers,
      data: {
        name: PARTNER_NAME,
        link: "https://example.org",
        logo_data: `data:image/jpeg;base64,${logo.buffer.toString("base64")}`,
      },
    });
    expect(partner.status()).toBe(201);
    partnerId = ((await partner.json()) as { ID: number }).ID;
    const contacts = (await (await request.get("/api/contacts")).json()) as {
      id: number;
      name: string;
    }[];
    contactBefore = contacts[0];
    if (contactBefore) {
      const renamed = await request.patch(`/api/contacts/${contactBefore.id}`, {
        headers,
        data: { name: CONTACT_NAME },
      });
      expect(renamed.status()).toBe(200);
    }
  });

  test.afterAll(async ({ request }) => {
    const headers = { authorization: `Bearer ${token}` };
    await request.delete(`/api/reviews/${reviewId}`, { headers });
    await request.delete(`/api/partners/${partnerId}`, { headers });
    if (contactBefore) {
      await request.patch(`/api/contacts/${contactBefore.id}`, {
        headers,
        data: { name: contactBefore.name },
      });
    }
  });

  test("a javascript: partner link is refused on write", async ({ request }) => {
    const logo = await photo();
    const answer = await request.post("/api/partners", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: "Хитрий партнер",
        link: "javascript:alert(1)",
        logo_data: `data:image/jpeg;base64,${logo.buffer.toString("base64")}`,
      },
    });
    expect(answer.status()).toBe(400);
  });

  for (const path of ["/", "/en"]) {
    test(`shows as characters and runs nothing on ${path}`, async ({ page }) => {
      const ran = watchForScripts(page);
      await page.goto(path);
      await page.locator("#reviews").scrollIntoViewIfNeeded();
      await expect(page.locator("#reviews").getByText(REVIEW_TEXT, { exact: true })).toBeVisible();
      await expect(page.locator("#partners").getByText(PARTNER_NAME, { exact: true })).toHaveCount(
        1,
      );
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(ran).toEqual([]);
    });
  }

  test("shows as characters and runs nothing in the back office", async ({ page }) => {
    const ran = watchForScripts(page);
    await signIn(page);
    await page.goto("/admin/reviews");
    await expect(page.getByText(REVIEW_TEXT, { exact: true })).toBeVisible();
    await page.goto("/admin/partners");
    await expect(page.getByText(PARTNER_NAME, { exact: true })).toBeVisible();
    await page.goto("/admin/contacts");
    if (contactBefore) await expect(page.getByText(CONTACT_NAME, { exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(ran).toEqual([]);
  });
});

/** Collects every report of the page's Content-Security-Policy, from the first byte on. */
async function watchPolicyReports(page: Page): Promise<() => Promise<string[]>> {
  // A script string: the tests' TypeScript has no DOM types.
  await page.addInitScript({
    content: `window.policyReports = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.policyReports.push(event.effectiveDirective + " " + event.blockedURI + " " + event.sourceFile);
      });`,
  });
  return () => page.evaluate<string[]>("window.policyReports");
}

test.describe("the page under its Content-Security-Policy (no inline script or style)", () => {
  for (const width of [375, 1440]) {
    test(`reports no violation at ${width} px, through the map, the donation QR code and the lightbox`, async ({
      page,
    }) => {
      const reports = await watchPolicyReports(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await page.locator("#contacts").scrollIntoViewIfNeeded();
      await expect(page.locator("#contacts .leaflet-container")).toBeVisible();
      const panel = await openDonationPanel(page);
      expect(await donationQrLines(panel, "100 грн")).toContain("UAH100.00");
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await page.goto("/en");
      await page.locator("#gallery").scrollIntoViewIfNeeded();
      await page
        .locator("#gallery")
        .getByRole("button", { name: /Enlarge photo/ })
        .first()
        .click();
      await expect(page.getByRole("dialog").first()).toBeVisible();
      expect(await reports()).toEqual([]);
    });
  }

  test("reports no violation in the back office", async ({ page }) => {
    const reports = await watchPolicyReports(page);
    await signIn(page);
    // The news list is /admin itself (spec §2); an unknown /admin path would leave for the home page.
    for (const screen of ["/admin", "/admin/news/add", "/admin/gallery", "/admin/settings"]) {
      await page.goto(screen);
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await expect(page).toHaveURL(screen);
    }
    expect(await reports()).toEqual([]);
  });
});
