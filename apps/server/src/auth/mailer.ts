import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface Mailer {
  sendResetLink(to: string, link: string): Promise<void>;
  /** Any other mail (the bookings' outbox); throws when the server does not take it. */
  send(mail: Mail): Promise<void>;
}

/** Over SMTP when SMTP_URL is set; otherwise the link is written to the log for the operator. */
export function createMailer(
  smtp: { url: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!smtp.url) {
    return {
      async sendResetLink(to, link) {
        log.warn({ to, link }, "password reset link (no SMTP_URL set, so it is only logged)");
      },
      async send(mail) {
        log.warn({ to: mail.to, subject: mail.subject }, "mail not sent: no SMTP_URL set");
      },
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    async sendResetLink(to, link) {
      await transport.sendMail({
        to,
        from: smtp.from,
        subject: "Зміна пароля / Password reset",
        text: [
          "Щоб змінити пароль до адмін-панелі сайту притулку, відкрийте посилання (діє одну годину):",
          link,
          "",
          "To reset your password for the shelter site's back office, open this link (valid for one hour):",
          link,
          "",
          "Якщо ви не просили змінити пароль, просто проігноруйте цей лист.",
        ].join("\n"),
      });
    },
  };
}
