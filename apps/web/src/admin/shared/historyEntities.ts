import type { HistoryEntity, HistoryFields } from "@shelter/contract";
import { type Entity, entityNouns } from "./entityNouns.ts";

/** A pair of fields the forms show as "{label} українською" and "{label} англійською". */
const bilingual = (name: string, label: string, ua = "_ua", en = "_en") => ({
  [`${name}${ua}`]: `${label} українською`,
  [`${name}${en}`]: `${label} англійською`,
});

const altTexts = bilingual("alt", "Опис зображення");

interface HistoryEntityInfo {
  /** The section's name: the journal's filter and its rows. */
  section: string;
  /** The noun of the alert texts (entityNouns), where the back office has one. */
  noun?: Entity;
  /** The screen that edits the record, or the list that shows it. */
  screen: (id: number) => string;
  /** The query key whose data a restore changes (api/adminResources.ts and friends). */
  queryKey: readonly string[];
  /** The record's name in a list, from its fields. */
  title: (fields: HistoryFields, id: number) => string;
  /** Each field's label as the form shows it; a field not named here is not shown. */
  fields: Record<string, string>;
}

const text = (fields: HistoryFields, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
};

const visitDay = new Intl.DateTimeFormat("uk-UA", { dateStyle: "medium", timeZone: "UTC" });

/** A booking's day ("2027-05-14") as a volunteer reads it: "14 трав. 2027 р.". */
function bookingDay(fields: HistoryFields): string {
  const day = text(fields, "date");
  const moment = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(moment.getTime()) ? day : visitDay.format(moment);
}

/** A record kept once (the settings): named by its section, edited on its one screen. */
const singleRecord = (section: string, screen: string, queryKey: string) => ({
  section,
  screen: () => screen,
  queryKey: [queryKey],
  title: () => section,
});

/** What the history, the journal and the trash say of each kind of record (issue 23). */
export const HISTORY_ENTITY_INFO: Record<HistoryEntity, HistoryEntityInfo> = {
  news: {
    section: "Новини",
    noun: "news",
    screen: (id) => `/admin/news/edit/${id}`,
    queryKey: ["news"],
    title: (fields, id) => text(fields, "title_ua") || `Новина №${id}`,
    fields: {
      ...bilingual("title", "Заголовок"),
      ...bilingual("subtitle", "Підзаголовок"),
      ...bilingual("content", "Текст"),
      image_url: "Зображення",
      ...altTexts,
      status: "Стан",
      publish_at: "Час публікації",
    },
  },
  excursions: {
    section: "Екскурсії",
    noun: "excursion",
    screen: (id) => `/admin/excursions/edit/${id}`,
    queryKey: ["excursions"],
    title: (fields, id) => text(fields, "title_ua") || `Екскурсія №${id}`,
    fields: {
      ...bilingual("title", "Назва"),
      ...bilingual("description", "Опис"),
      time_from: "Тривалість від, хв",
      time_to: "Тривалість до, хв",
      amount_of_persons: "Максимальна кількість відвідувачів",
      image_url: "Зображення",
      ...altTexts,
    },
  },
  reviews: {
    section: "Відгуки",
    noun: "review",
    screen: (id) => `/admin/reviews/edit/${id}`,
    queryKey: ["reviews"],
    title: (fields, id) => text(fields, "name_ua") || `Відгук №${id}`,
    fields: { ...bilingual("name", "Ім’я"), ...bilingual("review", "Відгук") },
  },
  gallery: {
    section: "Галерея",
    noun: "photo",
    screen: () => "/admin/gallery",
    queryKey: ["gallery"],
    title: (fields, id) => text(fields, "alt_ua") || `Фото №${id}`,
    fields: { image_url: "Фото", ...altTexts },
  },
  partners: {
    section: "Партнери",
    noun: "partner",
    screen: (id) => `/admin/partners/edit/${id}`,
    queryKey: ["partners"],
    title: (fields, id) => text(fields, "name") || `Партнер №${id}`,
    fields: {
      name: "Назва",
      name_en: "Назва англійською",
      link: "Посилання",
      logo: "Лого",
      ...altTexts,
    },
  },
  documents: {
    section: "Документи",
    noun: "document",
    screen: () => "/admin/documents",
    queryKey: ["pdf"],
    title: (fields, id) => text(fields, "title") || `Документ №${id}`,
    fields: { title: "Назва документа", document_url: "Файл PDF" },
  },
  contacts: {
    section: "Контакти",
    noun: "contact",
    screen: () => "/admin/contacts",
    queryKey: ["contacts"],
    title: (fields) => text(fields, "name") || "Контакти",
    fields: { name: "Назва", email: "Email", phone: "Телефон" },
  },
  settings: {
    ...singleRecord("Реквізити й посилання", "/admin/settings", "settings"),
    noun: "settings",
    fields: {
      facebook_url: "Facebook",
      instagram_url: "Instagram",
      recipient: "Отримувач",
      recipient_en: "Отримувач англійською",
      iban: "IBAN",
      recipient_code: "Код ЄДРПОУ або РНОКПП",
      purpose: "Призначення платежу",
      purpose_en: "Призначення платежу англійською",
      privatbank_card: "Картка ПриватБанку",
      monobank_card: "Картка monobank",
      monobank_jar_url: "Посилання на банку monobank",
      paypal: "PayPal (email)",
      paypal_donate_url: "Посилання PayPal для пожертви",
      ...bilingual("transfer_payee", "Отримувач переказу"),
      ...bilingual("transfer_city", "Місто"),
      ...bilingual("transfer_country", "Країна"),
      swift_beneficiary: "Отримувач (beneficiary)",
      swift_iban: "Номер валютного рахунку",
      swift_currency: "Валюта рахунку",
      swift_bank_name: "Назва банку",
      swift_bank_address: "Адреса банку",
      swift_code: "SWIFT-код банку",
      swift_intermediary: "Банк-посередник",
      "opening_hours.contacts": "Графік роботи: контакти",
      "opening_hours.footer": "Графік роботи: підвал сторінки",
      "opening_hours.faq": "Графік роботи: питання й відповіді",
    },
  },
  bookings: {
    section: "Бронювання",
    screen: () => "/admin/bookings",
    queryKey: ["bookings"],
    title: (fields, id) =>
      [text(fields, "name"), bookingDay(fields), text(fields, "time")].filter(Boolean).join(", ") ||
      `Заявка №${id}`,
    fields: {
      status: "Статус",
      reason: "Причина",
      date: "Дата",
      time: "Час",
      group_size: "Людей",
      name: "Ім’я",
      phone: "Телефон",
      email: "Email",
      message: "Повідомлення",
    },
  },
  users: {
    section: "Команда",
    screen: () => "/admin/team",
    queryKey: ["team"],
    title: (fields, id) => text(fields, "email") || `Обліковий запис №${id}`,
    fields: { email: "Email", role: "Роль" },
  },
  invitations: {
    section: "Запрошення",
    screen: () => "/admin/team",
    queryKey: ["team"],
    title: (fields, id) => text(fields, "email") || `Запрошення №${id}`,
    fields: { email: "Email", role: "Роль", expires_at: "Дійсне до" },
  },
  booking_settings: {
    ...singleRecord("Правила бронювання", "/admin/bookings", "bookings"),
    fields: {
      season_start: "Початок сезону",
      season_end: "Кінець сезону",
      slots: "Час початку екскурсій",
      capacity: "Місць на екскурсію",
      closed_days: "Вихідні дні",
      min_notice_hours: "Мінімум годин наперед",
      max_days_ahead: "Максимум днів наперед",
      notify_emails: "Адреси для сповіщень",
      retention_days: "Днів зберігати дані",
    },
  },
};

/** The history's name of the records an alert calls `noun` ("excursion" → "excursions"). */
export function historyEntityOf(noun: Entity): HistoryEntity | undefined {
  const found = Object.entries(HISTORY_ENTITY_INFO).find(([, info]) => info.noun === noun);
  return found?.[0] as HistoryEntity | undefined;
}

/** The record's name from whichever version still has its fields. */
export function recordTitle(
  entity: HistoryEntity,
  id: number,
  ...versions: (HistoryFields | null | undefined)[]
): string {
  const fields = versions.find((version) => version) ?? {};
  return HISTORY_ENTITY_INFO[entity].title(fields, id);
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** "Новину «Весна на фермі» відновлено": the restore's success, naming what came back. */
export function restoredText(entity: HistoryEntity, title: string): string {
  const noun = HISTORY_ENTITY_INFO[entity].noun;
  const what = noun ? capitalised(entityNouns[noun].accusative) : "Запис";
  return entity === "settings"
    ? "Реквізити й посилання відновлено"
    : `${what} «${title}» відновлено`;
}
