/** Validation messages of back-office.md section 5, word for word where it gives them. */
export const messages = {
  required: "Поле повинно бути заповнене",
  titleMin: (min: number) => `Заголовок має містити мінімум ${min} символи`,
  titleMax: (max: number) => `Заголовок має містити максимум ${max} символів`,
  textMin: (min: number) => `Текст має містити мінімум ${min} символи`,
  textMax: (max: number) => `Текст має містити максимум ${max} символів`,
  fieldMin: (min: number) =>
    min === 1 ? "Мінімальна довжина поля 1 символ" : `Мінімальна довжина поля ${min} символи`,
  fieldMax: (max: number) =>
    max <= 4
      ? `Максимальна довжина поля ${max} символи`
      : `Максимальна довжина поля ${max} символів`,
  titleUa: "Введіть коректний заголовок",
  titleEn: "Введіть коректний заголовок англійською мовою",
  textUa: "Введіть коректний текст",
  textEn: "Введіть коректний текст англійською мовою",
  nameUa: "Введіть коректне ім’я українською мовою",
  nameEn: "Введіть коректне ім’я англійською мовою",
  number: "Введіть число, наприклад 60",
  wholeNumber: "Введіть ціле число",
  timeOrder: "Час «до» не може бути меншим за час «від»",
  visitorsRange: (min: number, max: number) =>
    `Кількість відвідувачів має бути від ${min} до ${max}`,
  link: "Введіть коректний лінк",
  contactEmail: "Введіть коректну адресу електронної пошти",
  phone: "Формат номера телефону +380 *** *** ***",
  email: "Введіть коректний email",
  role: "Оберіть роль: адміністратор, редактор або бронювання",
  passwordMin: "Пароль має містити мінімум 6 символів",
  passwordMax: "Пароль має містити максимум 14 символів",
  newPassword: "Пароль має складатись з 6-12 символів і містити цифри та латинські літери",
  passwordsDiffer: "Паролі не збігаються. Спробуйте ще",
  imageRequired: "Додайте зображення",
  logoRequired: "Додайте лого партнера",
  imageType: "Оберіть фото в форматі .jpg, .jpeg, .png або .webp.",
  imageTooLarge: (size: string) => `Максимальний розмір зображення ${size}`,
  imageOver5Mb: "Image size should be less than 5MB",
  logoOver5Mb: "Logo size should be less than 5MB",
  imageUnreadable: "Failed to process image",
  logoUnreadable: "Failed to process logo",
  galleryImageRequired: "Image file is required",
  excursionImageRequired: "Image is required",
  documentRequired: "Додайте PDF-документ",
  documentType: "Оберіть документ у форматі .pdf",
  documentTooLarge: "Document size should be less than 10MB",
  documentUnreadable: "Failed to process document",
  updateNeedsField: "Змініть хоча б одне поле",
  controlCharacters: "Текст містить недопустимі символи",
  singleLine: "Поле має бути в один рядок",
  iban: "IBAN має складатися з UA і 27 цифр",
  ibanChecksum: "Перевірте IBAN: контрольна сума не збігається",
  recipientCode: "Код ЄДРПОУ має 8 цифр, РНОКПП — 10 цифр",
  cardNumber: "Номер картки має складатися з 16 цифр",
  cardChecksum: "Перевірте номер картки: він не проходить перевірку",
  swiftCode: "Введіть коректний SWIFT-код, наприклад PBANUA2X",
  httpsLink: "Введіть посилання, що починається з https://",
  swiftText: "Латиницею, як у банківських реквізитах: літери, цифри та . , : ' ( ) / + -",
  currency: "Оберіть валюту рахунку: USD, EUR, GBP, PLN, CHF або CAD",
  time: "Вкажіть час у форматі ГГ:ХХ, наприклад 10:00",
  days: "Оберіть хоча б один день тижня",
  hoursOrder: "Час закриття має бути пізнішим за час відкриття",
  newsStatus: "Оберіть стан: чернетка, заплановано або опубліковано",
  publishAt: "Вкажіть дату й час публікації",
  publishAtRequired: "Вкажіть, коли опублікувати новину",
  publishAtPast: "Час публікації має бути в майбутньому",
  draftPhoto:
    "Нове фото опублікованої новини з’явиться лише з публікацією: натисніть «Опублікувати»",
  day: "Вкажіть дату у форматі РРРР-ММ-ДД",
  historyEntity: "Оберіть розділ зі списку",
} as const;

/**
 * The English of the messages an English-speaking API client may meet (the back office is
 * Ukrainian-only; the server answers with these when the request asks for English).
 */
export const englishMessages: Partial<Record<string, string>> = {
  [messages.newsStatus]: "Choose a status: draft, scheduled or published",
  [messages.publishAt]: "Give the date and time of publication",
  [messages.publishAtRequired]: "Say when the post is to be published",
  [messages.publishAtPast]: "The publication time must be in the future",
  [messages.draftPhoto]:
    "A published post's new photo goes public only with it: publish the change",
};

/** spec §5: the units of `{size}` in 'Максимальний розмір зображення {size}'. */
const SPEC_SIZE_UNITS = ["B", "Kb", "Mb", "Gb"] as const;
/** How a Ukrainian reader writes them, for every size the specification does not word. */
export const UKRAINIAN_SIZE_UNITS = ["Б", "КБ", "МБ", "ГБ"] as const;
export const ENGLISH_SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/** A size in the largest unit under 1024 of it: "3 Mb", or "5.9 МБ" with Ukrainian units. */
export function formatFileSize(bytes: number, units: readonly string[] = SPEC_SIZE_UNITS): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
