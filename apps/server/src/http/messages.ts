/** Texts of the server's own answers, in the site's two languages. */
const texts = {
  notFound: { uk: "Не знайдено", en: "Not found" },
  recordNotFound: { uk: "Запис не знайдено", en: "No such record" },
  invalidInput: { uk: "Перевірте введені дані", en: "Please check the data you sent" },
  invalidPaging: {
    uk: "Некоректні параметри сторінки: page — ціле число від 1, limit — від 1 до 100",
    en: "Invalid paging: page must be a whole number from 1, limit from 1 to 100",
  },
  invalidJson: { uk: "Тіло запиту не є коректним JSON", en: "The request body is not valid JSON" },
  jsonTooDeep: {
    uk: "Тіло запиту має надто глибоку вкладеність",
    en: "The request body is nested too deeply",
  },
  tooLarge: { uk: "Запит завеликий", en: "The request is too large" },
  unsupportedMediaType: {
    uk: "Дані мають надходити у форматі JSON",
    en: "The request body must be JSON",
  },
  unavailable: { uk: "Сервіс тимчасово недоступний", en: "The service is temporarily unavailable" },
  signInRequired: { uk: "Увійдіть, щоб продовжити", en: "Please sign in to continue" },
  wrongCredentials: { uk: "Невірний email або пароль", en: "Wrong e-mail or password" },
  tooManyAttempts: {
    uk: "Забагато спроб входу. Спробуйте пізніше",
    en: "Too many sign-in attempts. Please try again later",
  },
  tooManyRequests: {
    uk: "Забагато спроб. Спробуйте пізніше",
    en: "Too many attempts. Please try again later",
  },
  setupLinkRequired: {
    uk: "Перший обліковий запис можна створити лише за посиланням, яке сервер вивів у журнал",
    en: "The first account can be created only through the link the server printed in its log",
  },
  registrationClosed: {
    uk: "Зареєструвати нового адміністратора може лише адміністратор",
    en: "Only an administrator can register a new administrator",
  },
  emailTaken: {
    uk: "Акаунт з цією адресою вже існує",
    en: "An account with this e-mail already exists",
  },
  roleForbidden: {
    uk: "Ваша роль не дає доступу до цього розділу. Зверніться до адміністратора",
    en: "Your role does not give access to this section. Please ask an administrator",
  },
  lastAdministrator: {
    uk: "Не можна прибрати останнього адміністратора",
    en: "The last administrator cannot be removed",
  },
  invitationInvalid: {
    uk: "Запрошення недійсне, вже використане або застаріло. Попросіть адміністратора надіслати нове",
    en: "The invitation is invalid, already used or expired. Please ask an administrator for a new one",
  },
  invalidHistoryQuery: {
    uk: "Некоректний запит історії: перевірте розділ, номер запису, автора, дати й сторінку",
    en: "Invalid history query: check the entity, the record's id, the author, the dates and the page",
  },
  versionNotRestorable: {
    uk: "Цю версію не можна відновити: історія облікових записів, запрошень і бронювань лише для перегляду",
    en: "This version cannot be restored: the history of accounts, invitations and bookings is for reading only",
  },
  notPublished: {
    uk: "Новина вже не на сайті: це чернетка",
    en: "The post is not on the site: it is a draft",
  },
  recordPurged: {
    uk: "Запис остаточно видалено з кошика, його вже не відновити",
    en: "The record was removed from the trash for good and cannot be restored",
  },
  invitationSent: { uk: "Запрошення надіслано", en: "The invitation has been sent" },
  ownPasswordOnly: {
    uk: "Можна змінити лише власний пароль",
    en: "You can change only your own password",
  },
  resetLinkSent: {
    uk: "Якщо акаунт з цією адресою існує, ми надіслали посилання для зміни пароля",
    en: "If an account with this e-mail exists, we have sent a link to reset the password",
  },
  resetLinkInvalid: {
    uk: "Посилання недійсне або застаріло. Замовте нове",
    en: "The link is invalid or has expired. Please request a new one",
  },
  passwordChanged: { uk: "Пароль змінено", en: "The password has been changed" },
  deleted: { uk: "Видалено", en: "Deleted" },
  invalidIdempotencyKey: {
    uk: "Заголовок Idempotency-Key має містити від 16 до 100 латинських літер, цифр, «-» або «_»",
    en: "The Idempotency-Key header must hold 16 to 100 Latin letters, digits, '-' or '_'",
  },
  requestInProgress: {
    uk: "Такий самий запит ще виконується. Зачекайте хвилину й оновіть список",
    en: "The same request is still being processed. Wait a minute and reload the list",
  },
  idempotencyKeyReused: {
    uk: "Цей Idempotency-Key уже надіслано з іншим запитом",
    en: "This Idempotency-Key was already sent with another request",
  },
  internal: {
    uk: "Щось пішло не так. Спробуйте пізніше.",
    en: "Something went wrong. Please try again later.",
  },
} as const;

export type MessageKey = keyof typeof texts;
export type Language = "uk" | "en";

/** The client's language from Accept-Language: English when it asks for it first, else Ukrainian. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith("en") ? "en" : "uk";
}

export function message(key: MessageKey, language: Language): string {
  return texts[key][language];
}
