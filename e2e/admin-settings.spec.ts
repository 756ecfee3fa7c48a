import { expect, test } from "@playwright/test";
import { apiToken, expectRefusedOnPress, screenshots, signIn } from "./support/admin.ts";
import { expectAlert } from "./support/alerts.ts";
import { donationQrLines, openDonationPanel } from "./support/nbuQr.ts";

/** A Ukrainian IBAN with a valid ISO 13616 check for the given 25-digit account part. */
function ukrainianIban(account: string): string {
  // "UA00" moved to the end, letters as numbers: U = 30, A = 10.
  const check = 98n - (BigInt(`${account}301000`) % 97n);
  return `UA${String(check).padStart(2, "0")}${account}`;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Реквізити й посилання" }).click();
});

test("a volunteer changes the IBAN and the public page shows the new one", async ({ page }) => {
  const iban = ukrainianIban(`305299${String(Date.now()).slice(-13).padStart(19, "0")}`);
  const field = page.getByLabel("IBAN");
  await expect(field).not.toHaveValue("");
  const previous = await field.inputValue();
  await expectRefusedOnPress(page, "Зберегти", "Змін ще немає: нічого зберігати.");
  await field.fill(iban);
  await screenshots(page, "settings");
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до налаштувань успішно застосовано");
  const saved = (await (await page.request.get("/api/settings")).json()) as { iban: string };
  expect(saved.iban).toBe(iban);

  // The donation panel and its QR code read the new IBAN at once.
  const visitor = await page
    .context()
    .browser()
    ?.newPage({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error("no browser behind the page");
  await visitor.goto("/");
  const panel = await openDonationPanel(visitor);
  const lines = await donationQrLines(panel, "100 грн");
  expect(lines[6]).toBe(iban);
  expect(lines[7]).toBe("UAH100.00");
  await expect(panel).toContainText(
    iban
      .replace(/(.{4})/g, "$1 ")
      .trim()
      .slice(0, 9),
  );
  await visitor.close();

  await field.fill(previous);
  await page.getByRole("button", { name: "Зберегти" }).click();
  await expectAlert(page, "Зміни до налаштувань успішно застосовано");
});

test("the settings form refuses a wrong IBAN, card, code and link with the schema's messages", async ({
  page,
}) => {
  await page.getByLabel("IBAN").fill("UA12345");
  await expect(page.getByText("IBAN має складатися з UA і 27 цифр")).toBeVisible();
  await page.getByLabel("IBAN").fill(`UA00${"3".repeat(25)}`);
  await expect(page.getByText("Перевірте IBAN: контрольна сума не збігається")).toBeVisible();
  await page.getByLabel("Картка ПриватБанку").fill("4111 1111 1111 1112");
  await expect(page.getByText("Перевірте номер картки: він не проходить перевірку")).toBeVisible();
  await page.getByLabel("Код ЄДРПОУ або РНОКПП").fill("123");
  await expect(page.getByText("Код ЄДРПОУ має 8 цифр, РНОКПП — 10 цифр")).toBeVisible();
  await page.getByLabel("Facebook").fill("http://facebook.com/busha");
  await expect(page.getByText("Введіть посилання, що починається з https://")).toBeVisible();
  const recipient = page.getByLabel("Отримувач", { exact: true });
  await recipient.fill("Б");
  await expect(page.getByText("Мінімальна довжина поля 2 символи")).toBeVisible();
  await recipient.fill("Б".repeat(71));
  await expect(page.getByText("Максимальна довжина поля 70 символів")).toBeVisible();
  await recipient.fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await expectRefusedOnPress(page, "Зберегти");
});

/** A 16-digit card number starting with `prefix` that passes the Luhn check. */
function cardNumber(prefix: string): string {
  const body = prefix.padEnd(15, "0");
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let index = 0; index < 16; index += 1) {
      let digit = Number(digits[15 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error("no Luhn check digit");
}

test("every back-office screen warns while the demo payment details remain, until they are replaced", async ({
  page,
}) => {
  const banner = page.getByRole("region", { name: "Демонстраційні реквізити" });
  await expect(banner).toContainText("На сайті ще демонстраційні реквізити для пожертв");
  await page.getByRole("link", { name: "Галерея" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Замінити реквізити" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);

  const token = await apiToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const demo = await (await page.request.get("/api/settings")).json();
  const real = {
    ...demo,
    iban: ukrainianIban("3052990000026001234567890"),
    swift_iban: ukrainianIban("3052990000026001234567891"),
    recipient_code: "87654321",
    privatbank_card: cardNumber("414949"),
    monobank_card: cardNumber("537541"),
    paypal: "donate@busha-shelter.test",
  };
  try {
    expect((await page.request.put("/api/settings", { data: real, headers })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Реквізити й посилання" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    expect((await page.request.put("/api/settings", { data: demo, headers })).status()).toBe(200);
  }
});

test("the settings form names a card's bank by its first digits and checks each method's fields", async ({
  page,
}) => {
  const privatbank = page.getByLabel("Картка ПриватБанку");
  await expect(page.getByText("Банк за першими цифрами не впізнано: перевірте номер")).toHaveCount(
    1,
  );
  await privatbank.fill(cardNumber("414949"));
  await expect(page.getByText("За першими цифрами це картка ПриватБанку")).toBeVisible();
  await privatbank.fill(cardNumber("537541"));
  await expect(
    page.getByText("Увага: за першими цифрами це картка monobank, а поле — для банку ПриватБанк"),
  ).toBeVisible();
  await expect(
    page.getByText("За першими цифрами це картка monobank", { exact: true }),
  ).toBeVisible();

  await page.getByLabel("Посилання PayPal для пожертви").fill("http://paypal.me/busha");
  await expect(
    page
      .getByRole("group", { name: "PayPal" })
      .getByText("Введіть посилання, що починається з https://"),
  ).toBeVisible();
  await page.getByLabel("Отримувач (beneficiary)").fill("БО Притулок");
  await expect(page.getByText("Латиницею, як у банківських реквізитах")).toBeVisible();
  await page.getByLabel("Номер валютного рахунку").fill("UA12");
  await expect(
    page
      .getByRole("group", { name: "SWIFT (валютний рахунок)" })
      .getByText("IBAN має складатися з UA і 27 цифр"),
  ).toBeVisible();
  await page.getByLabel("Місто англійською").fill("");
  await expect(page.getByText("Поле повинно бути заповнене")).toBeVisible();
  await expectRefusedOnPress(page, "Зберегти");
});
