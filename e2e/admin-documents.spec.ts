import { expect, test } from "@playwright/test";
import { deleteThroughConfirmation, screenshots, signIn, unique } from "./support/admin.ts";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Документи" }).click();
});

test("a volunteer uploads a PDF document, opens it and deletes it", async ({ page }) => {
  const title = unique("Умови використання");
  await page.getByRole("button", { name: "Додати документ (PDF)" }).click();
  const dialog = page.getByRole("dialog", { name: "Додати документ" });
  await dialog.getByLabel("Назва документа").fill(title);
  await dialog.getByLabel("Файл PDF").setInputFiles({
    name: "terms.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await screenshots(page, "documents-dialog");
  await dialog.getByRole("button", { name: "Розмістити" }).click();
  await expect(page.getByText("Документ успішно додано")).toBeVisible();
  const card = page.locator(".admin-card", { hasText: title });
  await expect(card.getByRole("link", { name: "Відкрити PDF" })).toHaveAttribute("href", /.+/);
  await screenshots(page, "documents");
  const pdf = await page.request.get(
    (await card.getByRole("link", { name: "Відкрити PDF" }).getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);

  await deleteThroughConfirmation(
    page,
    title,
    "Ви впевнені, що хочете видалити документ зі сторінки?",
  );
  await expect(page.getByText("Документ успішно видалено")).toBeVisible();
  await expect(page.locator(".admin-card", { hasText: title })).toHaveCount(0);
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
