import { expect, test } from "@playwright/test";

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

test.describe("news", () => {
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

test.describe("modals", () => {
  test("the lightbox and a side panel each have one «Закрити» button: their backdrop is none", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await page.locator("#gallery").getByRole("button", { name: "Збільшити фото 1" }).click();
    await expect(page.getByRole("dialog", { name: "Перегляд фото" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Закрити", exact: true })).toHaveCount(1);
    await expect(page.locator(".modal__backdrop")).toHaveAttribute("aria-hidden", "true");

    const { data } = (await (await request.get("/api/news?page=1&limit=1")).json()) as {
      data: { ID: number }[];
    };
    const post = data[0];
    if (!post) throw new Error("no demo news");
    await page.goto(`/news/${post.ID}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Закрити", exact: true })).toHaveCount(1);
    // A click beside the panel still closes it.
    await page.mouse.click(10, 300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("hero", () => {
  test("keeps its white text on a dark ground when its photo fails, without a broken-image frame", async ({
    page,
  }) => {
    await page.route(/\/assets\/hero-\d+-[\w-]+\.webp$/, (route) => route.abort());
    await page.goto("/");
    const hero = page.locator(".hero");
    await expect(hero.locator(".hero__photo")).toBeHidden();
    const background = await hero.evaluate(
      (element) => element.ownerDocument.defaultView?.getComputedStyle(element).backgroundColor,
    );
    const [red, green, blue] = (background?.match(/\d+/g) ?? []).map(Number);
    if (red === undefined || green === undefined || blue === undefined) {
      throw new Error(`the hero has no background colour: ${background}`);
    }
    // WCAG 2's contrast ratio of the white text on that ground, from relative luminance.
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe("motion", () => {
  test("nothing keeps moving past 5 s (WCAG 2.2.2): the support heart beats twice, the map's pin settles", async ({
    page,
  }) => {
    // Not the load event: on a loaded machine the page's images can take longer than the heart's
    // two beats, and the beats begin with the first style, not with the images.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    /** The names of the animations and transitions running on the page now. */
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((motion) => motion.playState === "running")
          .map((motion) => (motion as CSSAnimation).animationName ?? "a transition"),
      );
    expect(await running()).toContain("support-heartbeat");
    await page.locator("#contacts").scrollIntoViewIfNeeded();
    await expect(page.locator(".contacts-map.is-ready")).toBeAttached();
    await expect.poll(running, { timeout: 10_000 }).toEqual([]);
  });
});
