import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { credentialsSchema, newPasswordFormSchema, passwordChangeSchema } from "./auth.ts";
import { contactCreateSchema, contactUpdateSchema } from "./contacts.ts";
import { parseDataUrl } from "./dataUrl.ts";
import { excursionCreateSchema, excursionUpdateSchema } from "./excursions.ts";
import { galleryInputSchema } from "./gallery.ts";
import { ENGLISH_SIZE_UNITS, formatFileSize, messages, UKRAINIAN_SIZE_UNITS } from "./messages.ts";
import { newsInputSchema } from "./news.ts";
import { partnerCreateSchema } from "./partners.ts";
import { reviewInputSchema } from "./reviews.ts";

const PIXEL = "data:image/png;base64,iVBORw0KGgo=";

/** The first message reported for `field`, or undefined when it passes. */
function messageFor(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

const news = {
  title_ua: "Новий теля у притулку",
  title_en: "A new calf at the shelter",
  subtitle_ua: "Знайомтеся: Ромашка",
  subtitle_en: "Meet Romashka",
  content_ua: "Сьогодні до нас приїхала Ромашка.",
  content_en: "Today Romashka came to us.",
};

describe("news rules", () => {
  it("accepts a well-formed post", () => {
    expect(newsInputSchema.safeParse(news).success).toBe(true);
  });
  it.each([
    ["title_ua", undefined, messages.required],
    ["title_ua", "   ", messages.required],
    ["title_ua", "Ой", "Заголовок має містити мінімум 3 символи"],
    ["title_ua", "А".repeat(56), "Заголовок має містити максимум 55 символів"],
    ["title_en", "Новина", "Введіть коректний заголовок англійською мовою"],
    ["title_ua", "Корови 🐄", "Введіть коректний заголовок"],
    ["subtitle_en", "x".repeat(151), "Текст має містити максимум 150 символів"],
    ["content_en", "Текст", "Введіть коректний текст англійською мовою"],
    ["content_ua", "x".repeat(2001), "Текст має містити максимум 2000 символів"],
  ])("reports %s = %j with '%s'", (field, value, expected) => {
    expect(messageFor(newsInputSchema, { ...news, [field]: value }, field)).toBe(expected);
  });
  it("keeps titles and alternative texts on one line, and lets the text run over several", () => {
    for (const lineBreak of ["\n", "\r\n", "\u2028", "\u0085"]) {
      const title = `Новий теля${lineBreak}у притулку`;
      expect(messageFor(newsInputSchema, { ...news, title_ua: title }, "title_ua")).toBe(
        messages.singleLine,
      );
      const alt = `Корова${lineBreak}на лузі`;
      expect(messageFor(newsInputSchema, { ...news, alt_ua: alt }, "alt_ua")).toBe(
        messages.singleLine,
      );
    }
    const paragraphs = "Сьогодні до нас приїхала Ромашка.\n\nВона вже їсть сіно.";
    expect(messageFor(newsInputSchema, { ...news, content_ua: paragraphs }, "content_ua")).toBe(
      undefined,
    );
  });
  it("lets Ukrainian fields hold Latin words too", () => {
    expect(
      messageFor(newsInputSchema, { ...news, title_ua: "Фестиваль UAnimals" }, "title_ua"),
    ).toBeUndefined();
  });
});

describe("excursion rules", () => {
  const excursion = {
    title_ua: "Арт-терапія з коровами",
    description_ua: "Малюємо поруч із коровами.",
    time_from: "60",
    time_to: "120",
    amount_of_persons: "30",
    image_data: PIXEL,
  };
  it("fills empty English texts from the Ukrainian ones and reads numbers", () => {
    const parsed = excursionCreateSchema.parse({ ...excursion, title_en: "", description_en: "" });
    expect(parsed).toMatchObject({
      title_en: excursion.title_ua,
      description_en: excursion.description_ua,
      time_from: 60,
      time_to: 120,
      amount_of_persons: 30,
    });
  });
  it("takes a decimal comma", () => {
    expect(excursionCreateSchema.parse({ ...excursion, time_from: "1,5" }).time_from).toBe(1.5);
  });
  it.each([
    ["time_from", "6", "Мінімальна довжина поля 2 символи"],
    ["time_to", "1200", "Максимальна довжина поля 3 символи"],
    ["time_to", "ab", messages.number],
    ["amount_of_persons", "", messages.required],
    ["amount_of_persons", "12345678901", "Максимальна довжина поля 10 символів"],
    ["amount_of_persons", "2.5", messages.wholeNumber],
    ["title_ua", "x".repeat(41), "Заголовок має містити максимум 40 символів"],
    ["description_ua", "x".repeat(751), "Текст має містити максимум 750 символів"],
    ["image_data", undefined, "Image is required"],
  ])("reports %s = %j with '%s'", (field, value, expected) => {
    expect(messageFor(excursionCreateSchema, { ...excursion, [field]: value }, field)).toBe(
      expected,
    );
  });
  it("refuses an end before the start", () => {
    expect(
      messageFor(
        excursionCreateSchema,
        { ...excursion, time_from: "90", time_to: "60" },
        "time_to",
      ),
    ).toBe(messages.timeOrder);
  });
  it("clears an English text an update sends blank, and leaves an absent one alone", () => {
    const parsed = excursionUpdateSchema.parse({
      title_ua: "Нова назва",
      title_en: " ",
      description_en: "",
    });
    expect(parsed).toMatchObject({ title_en: "", description_en: "" });
    expect(excursionUpdateSchema.parse({ title_ua: "Нова назва" })).not.toHaveProperty("title_en");
    expect(messageFor(excursionUpdateSchema, { title_en: "Екскурсія" }, "title_en")).toBe(
      "Введіть коректний заголовок англійською мовою",
    );
  });
  it("lets an update leave the image out", () => {
    expect(excursionUpdateSchema.safeParse({ title_ua: "Нова назва" }).success).toBe(true);
  });
});

describe("image data", () => {
  it.each([
    ["bare base64 as JPEG", "/9j/4AAQ", { ok: true, mediaType: "image/jpeg", byteLength: 6 }],
    ["a data URL", PIXEL, { ok: true, mediaType: "image/png" }],
    ["two commas", "data:image/png;base64,iVBO,Rw0K", { ok: false }],
    ["not base64", "data:image/png;base64,@@@@", { ok: false }],
    ["padding before the end", "data:image/png;base64,iV=BORw0", { ok: false }],
    ["three padding characters", "data:image/png;base64,iVBORw0KG===", { ok: false }],
    ["padding ending in a character", "data:image/png;base64,iVBORw0KGg=o", { ok: false }],
    ["no base64 marker", "data:image/png,iVBORw0KGgo=", { ok: false }],
    ["an empty payload", "data:image/png;base64,", { ok: false }],
  ])("reads %s", (_, value, expected) => {
    expect(parseDataUrl(value)).toMatchObject(expected);
  });
  it("refuses more than 5 MB with the request-side message", () => {
    const big = `data:image/jpeg;base64,${"A".repeat(Math.ceil((5 * 1024 * 1024 + 3) / 3) * 4)}`;
    expect(messageFor(galleryInputSchema, { image_data: big }, "image_data")).toBe(
      "Image size should be less than 5MB",
    );
    expect(
      messageFor(
        partnerCreateSchema,
        { name: "Друзі", link: "https://a.org", logo_data: big },
        "logo_data",
      ),
    ).toBe("Logo size should be less than 5MB");
  });
  it("names the missing gallery file", () => {
    expect(messageFor(galleryInputSchema, {}, "image_data")).toBe("Image file is required");
  });
  it("formats sizes as the form shows them", () => {
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3 Mb");
    expect(formatFileSize(1024)).toBe("1 Kb");
    expect(formatFileSize(500)).toBe("500 B");
    expect(formatFileSize(6.2 * 1024 * 1024, UKRAINIAN_SIZE_UNITS)).toBe("6.2 МБ");
    expect(formatFileSize(2048, UKRAINIAN_SIZE_UNITS)).toBe("2 КБ");
    expect(formatFileSize(3 * 1024 * 1024, ENGLISH_SIZE_UNITS)).toBe("3 MB");
  });
});

describe("partner, review and contact rules", () => {
  it.each([
    [
      { name: "A", link: "https://a.org", logo_data: PIXEL },
      "name",
      "Мінімальна довжина поля 2 символи",
    ],
    [
      { name: "Друзі", link: "javascript:alert(1)", logo_data: PIXEL },
      "link",
      "Введіть коректний лінк",
    ],
    [{ name: "Друзі", link: "not a link", logo_data: PIXEL }, "link", "Введіть коректний лінк"],
    [{ name: "Друзі", link: "https://a.org" }, "logo_data", "Додайте лого партнера"],
  ])("partner %j: %s says '%s'", (input, field, expected) => {
    expect(messageFor(partnerCreateSchema, input, field)).toBe(expected);
  });

  const review = { name_ua: "Марія", name_en: "Mariia", review_ua: "Чудово!", review_en: "Great!" };
  it.each([
    ["name_ua", "Maria", "Введіть коректне ім’я українською мовою"],
    ["name_en", "Марія", "Введіть коректне ім’я англійською мовою"],
    ["name_ua", "Д’Артаньян-Олег", undefined],
    ["name_en", "x".repeat(26), "Максимальна довжина поля 25 символів"],
    ["review_ua", "x".repeat(301), "Текст має містити максимум 300 символів"],
  ])("review %s = %j says %j", (field, value, expected) => {
    expect(messageFor(reviewInputSchema, { ...review, [field]: value }, field)).toBe(expected);
  });

  const contact = { name: "Притулок у Буші", email: "hello@busha.org", phone: "+380 671 234 567" };
  it.each([
    ["email", "not-an-email", "Введіть коректну адресу електронної пошти"],
    ["email", `${"a".repeat(50)}@b.org`, "Максимальна довжина поля 55 символів"],
    ["phone", "+380 67 123 456", "Формат номера телефону +380 *** *** ***"],
    ["phone", "067 123 45 678", "Формат номера телефону +380 *** *** ***"],
    ["phone", "телефон", "Формат номера телефону +380 *** *** ***"],
    ["phone", "+381 671 234 567", "Формат номера телефону +380 *** *** ***"],
    ["phone", "", undefined],
  ])("contact %s = %j says %j", (field, value, expected) => {
    expect(messageFor(contactCreateSchema, { ...contact, [field]: value }, field)).toBe(expected);
  });
  it.each(["0671234567", "+380 67 123 45 67", "+380671234567", "(067) 123-45-67"])(
    "stores the contact phone %j as +380 671 234 567",
    (typed) => {
      expect(contactCreateSchema.parse({ ...contact, phone: typed }).phone).toBe(
        "+380 671 234 567",
      );
      expect(contactUpdateSchema.parse({ phone: typed }).phone).toBe("+380 671 234 567");
    },
  );
  it.each([
    ["busha.org", "https://busha.org"],
    ["  www.busha.org/help ", "https://www.busha.org/help"],
    ["busha.org:8080/x", "https://busha.org:8080/x"],
    ["http://busha.org", "http://busha.org"],
  ])("reads the partner link %j as %j", (typed, stored) => {
    const partner = partnerCreateSchema.parse({ name: "Друзі", link: typed, logo_data: PIXEL });
    expect(partner.link).toBe(stored);
  });
  it("wants one field on a contact update", () => {
    expect(contactUpdateSchema.safeParse({}).success).toBe(false);
    expect(contactUpdateSchema.safeParse({ phone: "+380 671 234 567" }).success).toBe(true);
  });
});

describe("account rules", () => {
  it.each([
    ["email", "admin@mail.ru", "Введіть коректний email"],
    ["email", "admin@gov.by", "Введіть коректний email"],
    ["email", "admin", "Введіть коректний email"],
    ["email", "admin@busha.org.ua", undefined],
    ["password", "12345", "Пароль має містити мінімум 6 символів"],
    ["password", "123456789012345", "Пароль має містити максимум 14 символів"],
  ])("credentials %s = %j says %j", (field, value, expected) => {
    const input = { email: "admin@busha.org", password: "secret1", [field]: value };
    expect(messageFor(credentialsSchema, input, field)).toBe(expected);
  });
  it.each(["abcdef", "123456", "abc12", "abcdef1234567", "пароль123", "abc 123"])(
    "refuses the new password %j",
    (password) => {
      expect(messageFor(passwordChangeSchema, { email: "a@b.org", password }, "password")).toBe(
        messages.newPassword,
      );
    },
  );
  it("wants the confirmation to match", () => {
    expect(
      messageFor(
        newPasswordFormSchema,
        { password: "abc123", confirmpassword: "abc124" },
        "confirmpassword",
      ),
    ).toBe("Паролі не збігаються. Спробуйте ще");
  });
});
