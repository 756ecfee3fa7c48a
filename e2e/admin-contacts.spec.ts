import { expect, test } from "@playwright/test";
import { expectOnPublicPage, screenshots, signIn } from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Контакти" }).click();
});

test("a volunteer changes the phone in its own dialog and the card shows it", async ({ page }) => {
  await expect(page.locator(".admin-contact-card")).toHaveCount(3);
  await screenshots(page, "contacts");
  const opener = page.getByRole("button", { name: "Редагувати: Телефон" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Змінити телефон" });
  await expect(dialog.getByRole("button", { name: "Зберегти" })).toBeDisabled();
  const phone = dialog.getByLabel("Телефон");
  const previous = await phone.inputValue();
  await phone.fill("+380 671 234 5");
  await expect(dialog.getByText("Формат номера телефону +380 *** *** ***")).toBeVisible();
  await phone.fill("+380 501 112 233");
  await screenshots(page, "contacts-dialog");
  await dialog.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до контакту успішно застосовано");
  await expect(dialog).toBeHidden();
  await expect(page.locator(".admin-contact-card", { hasText: "Телефон" })).toContainText(
    "+380 501 112 233",
  );
  await expectOnPublicPage(page, "/", "contacts", "+380 501 112 233");
  await expectOnPublicPage(page, "/en", "contacts", "+380 501 112 233");

  // Back as it was, through the same dialog; Escape closes it and focus returns to the button.
  await opener.click();
  await page.getByRole("dialog", { name: "Змінити телефон" }).getByLabel("Телефон").fill(previous);
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expect(page.locator(".admin-contact-card", { hasText: "Телефон" })).toContainText(previous);
  await expectOnPublicPage(page, "/en", "contacts", "+380 501 112 233", false);
  await opener.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the contact dialogs show the specification's messages", async ({ page }) => {
  await page.getByRole("button", { name: "Редагувати: Email" }).click();
  const email = page.getByRole("dialog").getByLabel("Email");
  await email.fill("a");
  await expect(page.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await email.fill(`${"a".repeat(50)}@example.org`);
  await expect(page.getByText("Максимальна довжина поля 55 символів")).toBeVisible();
  await email.fill("корова@ферма");
  await expect(page.getByText("Введіть коректну адресу електронної пошти")).toBeVisible();
  await email.fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Редагувати: Назва" }).click();
  await page.getByRole("dialog").getByLabel("Назва").fill("Ф".repeat(101));
  await expect(page.getByText("Максимальна довжина поля 100 символів")).toBeVisible();
});
