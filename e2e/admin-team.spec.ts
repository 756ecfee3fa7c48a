import { expect, test } from "@playwright/test";
import { PUBLIC_ROOT, screenshots, signIn } from "./support/admin.ts";
import { Mailbox } from "./support/mailbox.ts";

test("an administrator invites an editor, who accepts, signs in and is kept out of the settings and the team", async ({
  page,
  browser,
}) => {
  // Two sessions, a mail and a dozen screens: longer than one screen's test.
  test.setTimeout(90_000);
  const editor = { email: `editor${Date.now()}@example.org`, password: "Redaktor12" };
  const mailbox = await Mailbox.open();
  try {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Розділи" })
      .getByRole("link", { name: "Команда" })
      .click();
    await expect(page.getByRole("heading", { name: "Команда" })).toBeVisible();
    const invite = page.getByRole("form", { name: "Запросити" });
    await invite.getByLabel("Email").fill(editor.email);
    await invite.getByLabel("Роль").selectOption("editor");
    await invite.getByRole("button", { name: "Запросити" }).click();
    const invitations = page.getByRole("list", { name: "Запрошення" });
    await expect(invitations.getByText(editor.email)).toBeVisible();
    await screenshots(page, "team");

    const mail = await mailbox.mailTo(editor.email);
    expect(mail.text).toContain("Вас запрошено");
    const link = /https?:\/\/\S+\/invite\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no invitation link in: ${mail.text}`);

    // The editor, in a browser of their own.
    const context = await browser.newContext();
    const editorPage = await context.newPage();
    try {
      await editorPage.goto(new URL(link).pathname);
      await expect(
        editorPage.getByRole("heading", { name: "Запрошення до команди" }),
      ).toBeVisible();
      await screenshots(editorPage, "invite");
      await editorPage.getByLabel("Новий пароль", { exact: true }).fill(editor.password);
      await editorPage.getByLabel("Повторіть пароль", { exact: true }).fill(editor.password);
      await editorPage.getByRole("button", { name: "Прийняти запрошення" }).click();
      await expect(editorPage).toHaveURL(/\/admin\/?$/);
      await expect(editorPage.getByRole("heading", { name: "Новини" })).toBeVisible();

      // Signs out and in again with the new password.
      await editorPage.getByRole("button", { name: "Вийти" }).click();
      await editorPage.getByRole("dialog").getByRole("button", { name: "Вийти" }).click();
      await expect(editorPage).toHaveURL(PUBLIC_ROOT);
      await editorPage.goto("/login");
      await editorPage.getByLabel("Email").fill(editor.email);
      await editorPage.getByLabel("Пароль", { exact: true }).fill(editor.password);
      await editorPage.getByRole("button", { name: "Увійти" }).click();
      await expect(editorPage.getByRole("heading", { name: "Новини" })).toBeVisible();

      const nav = editorPage.getByRole("navigation", { name: "Розділи" });
      await expect(nav.getByRole("link", { name: "Новини" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Команда" })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: "Реквізити й посилання" })).toHaveCount(0);
      await screenshots(editorPage, "editor-sidebar");
      for (const path of ["/admin/settings", "/admin/team"]) {
        await editorPage.goto(path);
        await expect(editorPage).toHaveURL(/\/admin\/?$/);
        await expect(editorPage.getByRole("heading", { name: "Новини" })).toBeVisible();
      }

      // The API refuses them too, in Ukrainian.
      const token = await editorPage.evaluate(() => localStorage.getItem("token"));
      const headers = { Authorization: `Bearer ${token}` };
      const users = await editorPage.request.get("/api/users", { headers });
      expect(users.status()).toBe(403);
      expect((await users.json()).message).toMatch(/^Ваша роль не дає доступу/);
      const settings = await editorPage.request.put("/api/settings", { headers, data: {} });
      expect(settings.status()).toBe(403);
    } finally {
      await context.close();
    }

    // The administrator sees the new account with its role, and the invitation gone.
    await page.reload();
    const accounts = page.getByRole("list", { name: "Облікові записи" });
    const row = accounts.getByRole("listitem").filter({ hasText: editor.email });
    await expect(row.getByRole("combobox")).toHaveValue("editor");
    await expect(
      page.getByRole("list", { name: "Запрошення" }).getByText(editor.email),
    ).toHaveCount(0);
  } finally {
    await mailbox.close();
  }
});
