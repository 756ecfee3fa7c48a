import { expect, type Page, test } from "@playwright/test";

// Issue 23: the archive of every published post, reachable on a phone.
test.use({ viewport: { width: 375, height: 800 } });

interface Post {
  ID: number;
  title_ua: string;
  title_en: string;
}

/** The links of every post, following the archive's «next» links from its first page. */
async function archiveLinks(page: Page, start: string) {
  const links: { href: string; title: string }[] = [];
  await page.goto(start);
  for (;;) {
    const cards = page.locator(".news-archive__grid article h2 a");
    for (const link of await cards.all()) {
      links.push({ href: (await link.getAttribute("href")) ?? "", title: await link.innerText() });
    }
    const next = page.locator('.news-archive__pager a[rel="next"]');
    if ((await next.count()) === 0) return links;
    await next.click();
  }
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource|tile/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test("/news lists every published post, each linking to its own address, and opens one", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const posts = (await (await request.get("/api/news")).json()) as Post[];
  expect(posts.length).toBeGreaterThan(5);

  const links = await archiveLinks(page, "/news");
  expect(links).toEqual(posts.map((post) => ({ href: `/news/${post.ID}`, title: post.title_ua })));

  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Усі новини");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveTitle("Усі новини — Притулок для корів у Буші");
  // Each post shows its photo (the stored WebP widths) and its date.
  const first = page.locator(".news-archive__grid article").first();
  await expect(first.locator("img")).toHaveAttribute("srcset", /\.webp \d+w/);
  await expect(first.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

  // A post the home page's phone view never reaches: the sixth onwards.
  const far = posts[Math.min(6, posts.length - 1)] as Post;
  await page.getByRole("link", { name: far.title_ua, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${far.ID}$`));
  await expect(page.getByRole("dialog")).toContainText(far.title_ua);
  expect(errors).toEqual([]);
});

test("/en/news is in English, its posts at their English addresses", async ({ page, request }) => {
  const posts = (await (await request.get("/api/news")).json()) as Post[];
  const links = await archiveLinks(page, "/en/news");
  expect(links).toEqual(
    posts.map((post) => ({ href: `/en/news/${post.ID}`, title: post.title_en || post.title_ua })),
  );
  await page.goto("/en/news");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All news");
  await expect(page).toHaveTitle("All news — Cow shelter in Busha");
});

test("«Переглянути всі» on the home page leads to the archive", async ({ page }) => {
  await page.goto("/");
  const viewAll = page.getByRole("link", { name: "Переглянути всі" });
  await viewAll.scrollIntoViewIfNeeded();
  await viewAll.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Усі новини");
});

test("the language switch keeps the archive's address", async ({ page }) => {
  await page.goto("/news");
  await page.waitForLoadState("networkidle");
  // Below 768 px the switch is in the burger menu.
  await page.getByRole("button", { name: /Відкрити меню|меню/i }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^EN/ }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All news");
  await expect(page).toHaveTitle("All news — Cow shelter in Busha");
});

test("the archive is usable from the keyboard: a post's link takes the focus and opens on Enter", async ({
  page,
  request,
}) => {
  const posts = (await (await request.get("/api/news")).json()) as Post[];
  const newest = posts[0] as Post;
  await page.goto("/news");
  const link = page.getByRole("link", { name: newest.title_ua, exact: true });
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    if (await link.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/news/${newest.ID}$`));
});
