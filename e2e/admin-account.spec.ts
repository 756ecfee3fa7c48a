import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  apiToken,
  PUBLIC_ROOT,
  replaceSavedToken,
  savedToken,
  screenshots,
  signIn,
} from "./support/admin.ts";
import { Mailbox } from "./support/mailbox.ts";

test("a visitor who opens a back-office page is sent to /login", async ({ page }) => {
  await page.goto("/admin/gallery");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Вхід" })).toBeVisible();
});

test("the volunteer signs in through the form, is kept away from /login and logs out", async ({
  page,
}) => {
  await page.goto("/login");
  await screenshots(page, "login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Пароль", { exact: true }).fill("Wrong12345");
  await page.getByRole("button", { name: "Увійти" }).click();
  await expect(page.locator(".admin-field__error")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Пароль", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Увійти" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Новини" })).toBeVisible();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("button", { name: "Вийти" }).click();
  const dialog = page.getByRole("dialog", { name: "Ви впевнені, що хочете вийти?" });
  await expect(dialog).toBeVisible();
  await screenshots(page, "logout-dialog");
  await dialog.getByRole("button", { name: "Вийти" }).click();
  await expect(page).toHaveURL(PUBLIC_ROOT);
  expect(await savedToken(page)).toBeNull();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

/** The e-mail and password rules' messages, which the sign-in and registration forms share. */
async function expectAccountMessages(page: Page, wrongEmails: string[]) {
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Пароль", { exact: true });
  for (const wrong of wrongEmails) {
    await email.fill(wrong);
    await expect(page.getByText("Введіть коректний email")).toBeVisible();
  }
  await email.fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await password.fill("abc12");
  await expect(page.getByText("Пароль має містити мінімум 6 символів")).toBeVisible();
  await password.fill("abcdefgh1234567");
  await expect(page.getByText("Пароль має містити максимум 14 символів")).toBeVisible();
}

test("the login form shows the specification's messages", async ({ page }) => {
  await page.goto("/login");
  await expectAccountMessages(page, ["корова", "volunteer@mail.ru"]);
});

test("'Не пам'ятаю пароль' sends the reset e-mail and answers the same for any address", async ({
  page,
}) => {
  const mailbox = await Mailbox.open();
  try {
    await page.goto("/login");
    for (const address of ["nobody-here@example.org", ADMIN.email]) {
      await page.getByRole("button", { name: "Не пам'ятаю пароль" }).click();
      const dialog = page.getByRole("dialog", { name: "Відновлення пароля" });
      await dialog.getByLabel("Email").fill(address);
      await dialog.getByRole("button", { name: "Надіслати посилання" }).click();
      await expect(dialog.getByRole("status")).toContainText("Якщо акаунт з цією адресою існує");
      await screenshots(page, "forgot-dialog");
      await dialog.getByRole("button", { name: "Закрити" }).click();
      await expect(dialog).toBeHidden();
    }
    // Only the account that exists gets a link; the unknown address was asked first.
    expect((await mailbox.mailTo(ADMIN.email)).text).toContain("/reset/");
    expect(mailbox.countTo("nobody-here@example.org")).toBe(0);
    expect(mailbox.countTo(ADMIN.email)).toBe(1);
  } finally {
    await mailbox.close();
  }
});

test("a forgotten password is reset through the e-mailed link: the new one works, the old one is refused", async ({
  page,
}) => {
  const account = { email: `forgetful${Date.now()}@example.org`, password: "Start12345" };
  const created = await page.request.post("/api/user", {
    data: account,
    headers: { Authorization: `Bearer ${await apiToken(page.request)}` },
  });
  expect(created.status()).toBe(201);
  const mailbox = await Mailbox.open();
  try {
    await page.goto("/login");
    await page.getByRole("button", { name: "Не пам'ятаю пароль" }).click();
    const dialog = page.getByRole("dialog", { name: "Відновлення пароля" });
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByRole("button", { name: "Надіслати посилання" }).click();
    await expect(dialog.getByRole("status")).toContainText("Якщо акаунт з цією адресою існує");

    const mail = await mailbox.mailTo(account.email);
    const link = /(\S+\/reset\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
    expect(link.startsWith(`${test.info().project.use.baseURL}/reset/`), mail.text).toBe(true);
    await page.goto(link);
    await page.getByLabel("Новий пароль").fill("Remember42");
    await page.getByLabel("Повторіть пароль").fill("Remember42");
    await page.getByRole("button", { name: "Змінити" }).click();
    await expect(page.getByText("Пароль змінено.")).toBeVisible();
    await page.getByRole("link", { name: "Увійти" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Пароль", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Увійти" }).click();
    await expect(page.locator(".admin-field__error")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Пароль", { exact: true }).fill("Remember42");
    await page.getByRole("button", { name: "Увійти" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The link was for one use.
    expect(
      (
        await page.request.post("/api/password/reset", {
          data: { token: link.split("/reset/")[1], password: "Again12345" },
        })
      ).status(),
    ).toBe(400);
  } finally {
    await mailbox.close();
  }
});

test("the reset page refuses a weak password and an unknown link with the specification's texts", async ({
  page,
}) => {
  await page.goto("/reset/not-a-real-token");
  const password = page.getByLabel("Новий пароль");
  const confirm = page.getByLabel("Повторіть пароль");
  await expect(confirm).toBeDisabled();
  await password.fill("short");
  await password.blur();
  await expect(
    page.getByText("Пароль має складатись з 6-12 символів і містити цифри та латинські літери"),
  ).toBeVisible();
  await password.fill("Korova2025");
  await confirm.fill("Korova2026");
  await confirm.blur();
  await expect(page.getByText("Паролі не збігаються. Спробуйте ще")).toBeVisible();
  await confirm.fill("Korova2025");
  await screenshots(page, "reset");
  await page.getByRole("button", { name: "Змінити" }).click();
  await expect(page.getByText("Невірний пароль. Спробуйте ще")).toBeVisible();
});

test("the volunteer changes the password: the old one stops working, the new one works", async ({
  page,
}) => {
  const account = { email: `changer${Date.now()}@example.org`, password: "Start12345" };
  const adminToken = await apiToken(page.request);
  const created = await page.request.post("/api/user", {
    data: account,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  await signIn(page, account);
  await page.getByRole("link", { name: "Змінити пароль" }).click();
  const submit = page.getByRole("button", { name: "Змінити пароль" });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel("Повторіть пароль")).toBeDisabled();
  await page.getByLabel("Новий пароль").fill("Fresh2025");
  await page.getByLabel("Повторіть пароль").fill("Fresh2025");
  await screenshots(page, "newpassword");
  await submit.click();
  const confirm = page.getByRole("dialog", { name: "Ви впевнені, що хочете змінити свій пароль?" });
  await confirm.getByRole("button", { name: "Змінити" }).click();
  const done = page.getByRole("dialog", { name: "Пароль змінено" });
  await expect(done).toContainText("Fresh2025");
  await screenshots(page, "newpassword-done");
  await done.getByRole("link", { name: "Закрити" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const old = await page.request.post("/api/login", { data: account });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post("/api/login", {
    data: { email: account.email, password: "Fresh2025" },
  });
  expect(fresh.status()).toBe(200);
});

test("a 401 anywhere ends the session and goes to /login", async ({ page }) => {
  await signIn(page);
  // The news list has been read with the good token: the 401 is the contact's save's.
  await expect(page.locator(".admin-card").first()).toBeVisible();
  await replaceSavedToken(page, "revoked-token");
  await page.getByRole("link", { name: "Контакти" }).click();
  await page.getByRole("button", { name: "Редагувати: Назва" }).click();
  await page.getByRole("dialog").getByLabel("Назва").fill("Притулок у Буші 2");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await savedToken(page)).toBeNull();
});

test("the registration page has the show/hide toggle and is closed once an admin exists", async ({
  page,
}) => {
  await page.goto("/register-user-only-for-developers");
  const password = page.getByLabel("Пароль", { exact: true });
  await page.getByLabel("Email").fill("stranger@example.org");
  await password.fill("Secret123");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Показати пароль" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await screenshots(page, "register");
  await page.getByRole("button", { name: "Зареєструвати" }).click();
  await expect(page.getByText("Щось пішло не так. Спробуйте ще.")).toBeVisible();
});

test("the registration form shows the specification's messages", async ({ page }) => {
  await page.goto("/register-user-only-for-developers");
  await expectAccountMessages(page, ["volunteer@mail.by"]);
});

test("a visitor of the public page downloads no back-office code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  for (const path of ["/", "/en"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => /AdminApp|admin/i.test(new URL(url).pathname))).toEqual([]);
});
