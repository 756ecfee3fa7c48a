import { expect, test } from "@playwright/test";
import { newsPostSchema } from "@shelter/contract";

test.describe("home page", () => {
  test("shows the demo content from the API in Ukrainian", async ({ page, request }) => {
    const response = await request.get("/api/news");
    expect(response.ok()).toBe(true);
    const [latest] = newsPostSchema.array().parse(await response.json());
    if (!latest) throw new Error("the demo content has no news post");

    await page.goto("/");

    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    await expect(page.getByRole("heading", { name: "Арт-терапія з коровами" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Допомога на притулку" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Для різного віку" })).toBeVisible();
    await expect(page.getByRole("heading", { name: latest.title_ua })).toBeVisible();
    await expect(page.getByRole("button", { name: "UA" })).toHaveAttribute("aria-pressed", "true");
  });

  test("has exactly one top-level heading", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Арт-терапія з коровами" })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("switches to English and keeps it after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Арт-терапія з коровами" })).toBeVisible();

    await page.getByRole("button", { name: "EN" }).click();

    await expect(page.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Art therapy with cows" })).toBeVisible();

    await page.reload();

    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Art therapy with cows" })).toBeVisible();
  });

  test("sends an unknown address to the home page", async ({ page, baseURL }) => {
    await page.goto("/no-such-page");

    await expect(page.getByRole("heading", { name: "Арт-терапія з коровами" })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/`);
  });
});

test.describe("back-office placeholders", () => {
  for (const path of [
    "/login",
    "/register-user-only-for-developers",
    "/reset/some-token",
    "/admin/news",
  ]) {
    test(`${path} says its screen is not built yet`, async ({ page }) => {
      await page.goto(path);

      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByText("Цей екран ще не створено.")).toBeVisible();
    });
  }
});
