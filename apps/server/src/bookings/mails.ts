import type { BookingLanguage } from "@shelter/contract";
import { BOOKING_TIME_ZONE } from "@shelter/contract";
import type { OutgoingMail } from "../mail/outbox.ts";
import { kyivInstant } from "./calendar.ts";

/** The texts of the booking mails and the confirmation's calendar file. */

export const FARM_ADDRESS = {
  uk: "вул. Виноградна 11, с. Буша, Вінницька обл.",
  en: "Vynohradna street 11, Busha village, Vinnytsia oblast",
} as const;

export interface MailBooking {
  id: number;
  date: string;
  time: string;
  group_size: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  language: BookingLanguage;
  excursion_title: string | null;
}

const summary = (booking: MailBooking, language: BookingLanguage) =>
  language === "uk"
    ? [
        `Екскурсія: ${booking.excursion_title ?? "—"}`,
        `Дата і час: ${booking.date}, ${booking.time} (за київським часом)`,
        `Кількість відвідувачів: ${booking.group_size}`,
        `Адреса: ${FARM_ADDRESS.uk}`,
      ]
    : [
        `Excursion: ${booking.excursion_title ?? "—"}`,
        `Date and time: ${booking.date}, ${booking.time} (Kyiv time)`,
        `Visitors: ${booking.group_size}`,
        `Address: ${FARM_ADDRESS.en}`,
      ];

export function acknowledgement(booking: MailBooking): OutgoingMail {
  const uk = booking.language === "uk";
  return {
    to: booking.email,
    subject: uk ? "Ми отримали ваш запит на екскурсію" : "We have received your excursion request",
    text: [
      uk ? `Вітаємо, ${booking.name}!` : `Hello ${booking.name},`,
      uk
        ? "Дякуємо за запит. Ми перевіримо його й підтвердимо листом."
        : "Thank you for your request. We will check it and confirm by e-mail.",
      "",
      ...summary(booking, booking.language),
    ].join("\n"),
  };
}

export function shelterNotification(booking: MailBooking, to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Новий запит на екскурсію: ${booking.date} ${booking.time}, ${booking.group_size} осіб`,
    text: [
      ...summary(booking, "uk"),
      `Ім’я: ${booking.name}`,
      `Телефон: ${booking.phone}`,
      `Email: ${booking.email}`,
      ...(booking.message ? [`Повідомлення: ${booking.message}`] : []),
      "",
      `Відкрити запит: ${link}`,
    ].join("\n"),
  };
}

export function cancelledNotification(
  booking: MailBooking,
  to: string,
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `Відвідувач скасував екскурсію: ${booking.date} ${booking.time}`,
    text: [...summary(booking, "uk"), `Ім’я: ${booking.name}`, "", `Запит: ${link}`].join("\n"),
  };
}

export function confirmation(booking: MailBooking, cancelLink: string, ics: string): OutgoingMail {
  const uk = booking.language === "uk";
  return {
    to: booking.email,
    subject: uk ? "Вашу екскурсію підтверджено" : "Your excursion is confirmed",
    text: [
      uk ? `Вітаємо, ${booking.name}!` : `Hello ${booking.name},`,
      uk ? "Чекаємо на вас:" : "We look forward to seeing you:",
      "",
      ...summary(booking, booking.language),
      "",
      uk
        ? "Не зможете прийти? Скасуйте візит за посиланням:"
        : "Cannot come? Cancel the visit here:",
      cancelLink,
    ].join("\n"),
    attachments: [
      { filename: "excursion.ics", contentType: "text/calendar; method=REQUEST", content: ics },
    ],
  };
}

export function declined(booking: MailBooking, reason: string): OutgoingMail {
  const uk = booking.language === "uk";
  return {
    to: booking.email,
    subject: uk
      ? "На жаль, ми не можемо прийняти ваш запит"
      : "Sorry, we cannot accept your request",
    text: [
      uk ? `Вітаємо, ${booking.name}!` : `Hello ${booking.name},`,
      uk
        ? `На жаль, екскурсія ${booking.date} о ${booking.time} не відбудеться.`
        : `Sorry, the excursion on ${booking.date} at ${booking.time} cannot take place.`,
      uk ? `Причина: ${reason}` : `Reason: ${reason}`,
    ].join("\n"),
  };
}

export function reminder(booking: MailBooking): OutgoingMail {
  const uk = booking.language === "uk";
  return {
    to: booking.email,
    subject: uk ? "Нагадування: завтра екскурсія" : "Reminder: your excursion is tomorrow",
    text: [
      uk ? `Вітаємо, ${booking.name}!` : `Hello ${booking.name},`,
      uk ? "Нагадуємо про вашу екскурсію завтра:" : "A reminder of your excursion tomorrow:",
      "",
      ...summary(booking, booking.language),
    ].join("\n"),
  };
}

/** Text values of iCalendar escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const icsText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");

/** UTC time as iCalendar writes it: 20270514T070000Z. */
const icsUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The confirmation's calendar event, times in UTC so no VTIMEZONE is needed; the UID is the
 * booking's own, so a calendar updates the same event when it is sent again.
 */
export function calendarEvent(
  booking: MailBooking,
  options: { minutes: number; host: string; organizer: string; now: Date },
): string {
  const start = kyivInstant(booking.date, booking.time);
  const end = new Date(start.getTime() + options.minutes * 60_000);
  const uk = booking.language === "uk";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Busha Cow Shelter//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:booking-${booking.id}@${options.host}`,
    `DTSTAMP:${icsUtc(options.now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(`${uk ? "Екскурсія" : "Excursion"}: ${booking.excursion_title ?? ""}`.trim())}`,
    `LOCATION:${icsText(FARM_ADDRESS[booking.language])}`,
    `DESCRIPTION:${icsText(`${booking.group_size} ${uk ? "відвідувачів" : "visitors"} (${BOOKING_TIME_ZONE} ${booking.time})`)}`,
    `ORGANIZER:mailto:${options.organizer}`,
    `ATTENDEE;RSVP=FALSE;CN="${booking.name.replace(/["\r\n]/g, "")}":mailto:${booking.email}`,
    "STATUS:CONFIRMED",
    "SEQUENCE:0",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
