import { expect, test } from "@playwright/test";

test.describe("header", () => {
  test("below 768 px the donate button lives in the burger menu, which closes three ways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const header = page.locator(".site-header");
    await expect(header.getByRole("button", { name: "Підтримати" })).toBeHidden();

    const burger = header.getByRole("button", { name: "Відкрити меню" });
    const menu = page.getByRole("dialog", { name: "Меню" });
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Підтримати" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await burger.click();
    await menu.getByRole("link", { name: "Новини" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#news$/);
  });

  test("from 768 px the donate button is in the header; from 1280 px the links are too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    const header = page.locator(".site-header");
    await expect(header.getByRole("button", { name: "Підтримати" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Відкрити меню" })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(header.getByRole("button", { name: "Відкрити меню" })).toBeHidden();
    await expect(header.getByRole("link", { name: "Екскурсії" })).toBeVisible();
  });

  test("turns white after 100 px of scroll and underlines the section in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const header = page.locator(".site-header");
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveClass(/site-header--scrolled/);

    await page.locator("#news").scrollIntoViewIfNeeded();
    await expect(header.getByRole("link", { name: "Новини" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("the language switch moves to /en without a reload and survives one", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.locator(".site-header").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Cow and calf shelter in Busha",
    );

    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 2, name: "News" })).toBeVisible();

    await page.locator(".site-header").getByRole("button", { name: "Українська" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  });
});

test.describe("about us", () => {
  test("opens a side modal at 375 px, expands a paragraph at 768 px, shows all at 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const about = page.locator("#about-us");
    await about.getByRole("button", { name: "Детальніше" }).first().click();
    const modal = page.getByRole("dialog", { name: "Наша місія" });
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await page.setViewportSize({ width: 768, height: 900 });
    const secondParagraph = about.locator(".about__more-text").first();
    await expect(secondParagraph).toBeHidden();
    await about.getByRole("button", { name: "Детальніше" }).first().click();
    await expect(secondParagraph).toBeVisible();
    await about.getByRole("button", { name: "Згорнути" }).first().click();
    await expect(secondParagraph).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(secondParagraph).toBeVisible();
    await expect(about.locator(".about__more-text").nth(2)).toBeVisible();
    // Full paragraphs: neither the modal's button nor the toggle is offered.
    await expect(about.getByRole("button", { name: /Детальніше|Згорнути/ })).toHaveCount(0);
  });
});

test.describe("excursions", () => {
  test("the excursion modal shows distinct gallery photos, and the order modal follows after 300 ms", async ({
    page,
  }) => {
    for (const [width, photos] of [
      [1440, 3],
      [768, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await page
        .locator("#excursions")
        .getByRole("button", { name: /Детальніше/ })
        .first()
        .click();
      const modal = page.getByRole("dialog", { name: "Арт-терапія з коровами" });
      await expect(modal).toBeVisible();
      const images = modal.locator(".excursion-modal__photos img");
      await expect(images).toHaveCount(photos);
      const sources = await images.evaluateAll((list) =>
        list.map((image) => (image as unknown as { currentSrc: string }).currentSrc),
      );
      expect(new Set(sources).size).toBe(photos);
    }
    const modal = page.getByRole("dialog", { name: "Арт-терапія з коровами" });
    await modal.getByRole("button", { name: "Замовити екскурсію" }).click();
    const order = page.getByRole("dialog", { name: "Як замовити екскурсію" });
    await expect(order).toHaveCount(0);
    await expect(order).toBeVisible();
    await expect(order).toContainText("вул. Виноградна 11, с. Буша, Вінницька обл.");
  });
});

test.describe("news", () => {
  test("shows 1, 3 or 5 posts per page by width", async ({ page }) => {
    for (const [width, count] of [
      [375, 1],
      [768, 3],
      [1280, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      // The section measures the width once it hydrates, as the visitor nears it.
      await page.locator("#news").scrollIntoViewIfNeeded();
      await expect(page.locator("#news .news-card")).toHaveCount(count);
    }
  });

  test("a post opens in its panel with its date and its own address, and closes back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page
      .locator("#news")
      .getByRole("button", { name: /Детальніше/ })
      .first()
      .click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/Опубліковано \d{2}\.\d{2}\.\d{4}/);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a post's own address opens the page with its panel, in either language", async ({
    page,
    request,
  }) => {
    const [post] = (await (await request.get("/api/news")).json()) as {
      ID: number;
      title_en: string;
    }[];
    if (!post) throw new Error("no demo news");
    await page.goto(`/en/news/${post.ID}`);
    await expect(page.getByRole("dialog", { name: post.title_en })).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText("Published on");
  });
});

test.describe("gallery", () => {
  test("the lightbox pages through the photos, and sharing carries the photo's address", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.locator("#gallery").getByRole("button", { name: "Збільшити фото 2" }).click();
    const viewer = page.getByRole("dialog", { name: "Перегляд фото" });
    await expect(viewer).toContainText("2 / ");
    await viewer.getByRole("button", { name: "Наступне фото" }).click();
    await expect(viewer).toContainText("3 / ");
    await viewer.getByRole("button", { name: "Попереднє фото" }).click();
    await expect(viewer).toContainText("2 / ");
    await viewer.getByRole("button", { name: "Поділитися фото" }).click();
    const share = page.getByRole("dialog", { name: "Поділитися фото" });
    const telegram = share.getByRole("link", { name: "Telegram" });
    await expect(telegram).toHaveAttribute(
      "href",
      /^https:\/\/t\.me\/share\/url\?url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fuploads%2F/,
    );
    await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /facebook\.com\/sharer\/sharer\.php\?u=http/,
    );
  });
});

test.describe("FAQ", () => {
  test("keeps two items open at once", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(5);
    await items.nth(0).locator("summary").click();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).toContainText("10:00 до 18:00");
  });
});
