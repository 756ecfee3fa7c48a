import type { Queryable } from "../db/database.ts";

/** A mail as the outbox keeps it until the scheduled work has sent it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/**
 * Queues mails in the outbox (`mail_outbox`), in the caller's transaction when it has one: they
 * leave with the next round of the scheduled work, which retries a failed send with a growing
 * wait, so a mail server that is down for a while loses nothing. `bookingId` ties a booking's
 * mails to it, to be erased with its personal data.
 */
export async function enqueueMail(
  db: Queryable,
  mails: OutgoingMail[],
  bookingId: number | null = null,
): Promise<void> {
  const wanted = mails.filter((mail) => mail.to !== "");
  if (!wanted.length) return;
  await db.kysely
    .insertInto("mail_outbox")
    .values(
      wanted.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        attachments: JSON.stringify(mail.attachments ?? []),
        booking_id: bookingId,
      })),
    )
    .execute();
}
