import { expect, type Page, test } from "@playwright/test";
import {
  apiToken,
  deleteThroughConfirmation,
  screenshots,
  signIn,
  unique,
} from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Документи" }).click();
});

/** Uploads a PDF through the documents screen and answers the address its card links to. */
async function upload(page: Page, title: string, shot?: string): Promise<string> {
  await page.getByRole("button", { name: "Додати документ (PDF)" }).click();
  const dialog = page.getByRole("dialog", { name: "Додати документ" });
  await dialog.getByLabel("Назва документа").fill(title);
  await dialog.getByLabel("Файл PDF").setInputFiles({
    name: "terms.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  if (shot) await screenshots(page, shot);
  await dialog.getByRole("button", { name: "Розмістити" }).click();
  await expectAlert(page, "Документ успішно додано");
  const link = page.locator(".admin-card", { hasText: title }).getByRole("link", {
    name: "Відкрити PDF",
  });
  await expect(link).toHaveAttribute("href", /.+/);
  return (await link.getAttribute("href")) ?? "";
}

/** Where the public page's footer link of that name points, in the page's language. */
async function footerLink(page: Page, path: "/" | "/en", name: string): Promise<string | null> {
  const answer = await page.request.get(path, { headers: { cookie: "" } });
  const footer = /<footer[\s\S]*<\/footer>/.exec(await answer.text())?.[0] ?? "";
  const anchor = new RegExp(`<a href="([^"]+)"[^>]*>${name}</a>`).exec(footer);
  return anchor?.[1]?.replace(/&amp;/g, "&") ?? null;
}

test("a volunteer uploads the two footer documents, the page links to them in both languages, and deletes them", async ({
  page,
}) => {
  // Two uploads, both languages' pages, two deletes and a purge: on CI's busy two cores it has
  // taken the whole default 30 s.
  test.slow();
  const privacyTitle = unique("Політика конфіденційності");
  const termsTitle = unique("Умови використання");
  const privacyUrl = await upload(page, privacyTitle, "documents-dialog");
  const termsUrl = await upload(page, termsTitle);
  await screenshots(page, "documents");

  expect(await footerLink(page, "/", "Політика конфіденційності")).toBe(privacyUrl);
  expect(await footerLink(page, "/", "Умови використання")).toBe(termsUrl);
  expect(await footerLink(page, "/en", "Privacy Policy")).toBe(privacyUrl);
  expect(await footerLink(page, "/en", "Conditions of Use")).toBe(termsUrl);
  // The visitor's click, in the browser: the link opens the uploaded PDF.
  await page.goto("/en");
  const opened = page
    .context()
    .waitForEvent("response", (answer) => answer.url().endsWith(termsUrl));
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.locator("footer").getByRole("link", { name: "Conditions of Use" }).click(),
  ]);
  await tab.close();
  const pdf = await opened;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect(await (await page.request.get(termsUrl)).body()).toEqual(PDF);

  await page.goto("/admin/documents");
  for (const title of [privacyTitle, termsTitle]) {
    await deleteThroughConfirmation(
      page,
      title,
      "Ви впевнені, що хочете видалити документ зі сторінки?",
    );
    await expectAlert(page, "Документ успішно видалено");
    await expect(page.locator(".admin-card", { hasText: title })).toHaveCount(0);
  }
  expect(await footerLink(page, "/", "Умови використання")).not.toBe(termsUrl);
  expect(await footerLink(page, "/en", "Privacy Policy")).not.toBe(privacyUrl);
  // In «Кошик» for 30 days, its file kept for a restore; removed for good, the file goes too.
  const token = await apiToken(page.request);
  const asAdmin = { authorization: `Bearer ${token}` };
  const trash = (await (await page.request.get("/api/trash", { headers: asAdmin })).json()) as {
    entity: string;
    id: number;
    title: string;
  }[];
  const terms = trash.find((item) => item.entity === "documents" && item.title === termsTitle);
  if (!terms) throw new Error(`${termsTitle} is not in the trash`);
  const purged = await page.request.delete(`/api/trash/documents/${terms.id}`, {
    headers: asAdmin,
  });
  expect(purged.status()).toBe(200);
  expect((await page.request.get(termsUrl)).status()).toBe(404);
});

test("the document dialog shows its messages", async ({ page }) => {
  await page.getByRole("button", { name: "Додати документ (PDF)" }).click();
  const dialog = page.getByRole("dialog", { name: "Додати документ" });
  await expect(dialog.getByRole("button", { name: "Розмістити" })).toBeDisabled();
  const title = dialog.getByLabel("Назва документа");
  await title.fill("У");
  await expect(dialog.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await title.fill("У".repeat(101));
  await expect(dialog.getByText("Максимальна довжина поля 100 символів")).toBeVisible();
  await title.fill("");
  await expect(dialog.getByText("Поле повинно бути заповнене")).toBeVisible();
  await dialog.getByLabel("Файл PDF").setInputFiles({
    name: "cow.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a pdf"),
  });
  await expect(dialog.getByText("Оберіть документ у форматі .pdf")).toBeVisible();
});
