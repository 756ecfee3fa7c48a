import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../auth/mailer.ts";
import type { NewsStore } from "../content/news/store.ts";
import type { Database } from "../db/database.ts";
import type { BookingStore } from "./store.ts";

/** Attempts at one mail before it is left for an operator (last_error says why). */
const MAX_MAIL_ATTEMPTS = 8;

export interface SchedulerOptions {
  db: Database;
  store: BookingStore;
  /** The news posts whose scheduled time has come are published by the `publish` job. */
  news?: Pick<NewsStore, "publishDue">;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Tests move time on; the site uses the wall clock. */
  clock?: () => Date;
  /** Removes what has been in the trash 30 days (issue 23), with its files. */
  purgeTrash?: (now: Date) => Promise<unknown>;
  /** How often each job is run; the lease outlives one run, never two. */
  intervalMs?: number;
}

/**
 * The scheduled work: send the mail outbox, queue tomorrow's reminders, erase old personal data
 * of the bookings, publish the news posts whose time has come, and empty the trash of what has
 * been there 30 days. Each run takes the job's lease row first, so with several instances on one
 * PostgreSQL database only one runs a job at a time; all of it is kept in tables, so a restart
 * loses nothing, and a failure is logged and kept in `scheduled_jobs` for the back office.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, store, mailer, log } = options;
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60_000;
  const instance = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // This instance's deliveries run one after another, so a caller that waits sees its mail sent.
  let delivering: Promise<void> = Promise.resolve();

  /** Takes the job's lease if no other instance holds one; false when another does. */
  async function lease(name: string, now: Date): Promise<boolean> {
    const taken = await db.query<{ name: string }>(
      `UPDATE scheduled_jobs SET leased_until = $2::timestamptz + interval '5 minutes', leased_by = $3,
         last_run_at = $2
       WHERE name = $1 AND (leased_until IS NULL OR leased_until < $2 OR leased_by = $3)
       RETURNING name`,
      [name, now, instance],
    );
    return taken.length > 0;
  }

  async function finish(name: string, error?: unknown) {
    const now = clock();
    if (error === undefined) {
      await db.query(
        "UPDATE scheduled_jobs SET leased_until = NULL, leased_by = NULL, last_success_at = $2 WHERE name = $1 AND leased_by = $3",
        [name, now, instance],
      );
      return;
    }
    const text = error instanceof Error ? error.message : String(error);
    log.error({ err: error, job: name }, "scheduled job failed");
    await db.query(
      "UPDATE scheduled_jobs SET leased_until = NULL, leased_by = NULL, last_error = $2, last_error_at = $3 WHERE name = $1 AND leased_by = $4",
      [name, text.slice(0, 1000), now, instance],
    );
  }

  async function runJob(name: string, work: (now: Date) => Promise<unknown>) {
    const now = clock();
    if (!(await lease(name, now))) return;
    try {
      await work(now);
      await finish(name);
    } catch (error) {
      await finish(name, error).catch((failure) =>
        log.error({ err: failure }, "job state not saved"),
      );
    }
  }

  /**
   * Sends the due mails; a failed one waits longer each time and is tried again. A mail is due
   * from its `next_attempt_at`, the database's time of its insert at first, to the microsecond;
   * `now` is this process's clock, to the millisecond: compared at the millisecond, a mail
   * queued in the same millisecond as the round that is to send it is due (else it waited for
   * the next round, a minute).
   */
  async function deliverMail(now: Date): Promise<number> {
    const due = await db.query<{
      id: number;
      recipient: string;
      subject: string;
      body: string;
      attachments: { filename: string; contentType: string; content: string }[] | string;
      attempts: number;
    }>(
      `UPDATE mail_outbox SET attempts = attempts + 1,
         next_attempt_at = $1::timestamptz + interval '10 minutes'
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND date_trunc('milliseconds', next_attempt_at) <= $1
           AND attempts < $2
         ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, body, attachments, attempts`,
      [now, MAX_MAIL_ATTEMPTS],
    );
    let failures = 0;
    let lastError: unknown;
    for (const mail of due) {
      try {
        const attachments =
          typeof mail.attachments === "string" ? JSON.parse(mail.attachments) : mail.attachments;
        await mailer.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.body,
          attachments,
        });
        // Sent: who, what and when stay; the text (a link that opens an account, a visitor's
        // contact) and attachments are not kept once they have left.
        await db.query(
          "UPDATE mail_outbox SET sent_at = $2, last_error = NULL, body = '', attachments = '[]' WHERE id = $1",
          [mail.id, clock()],
        );
      } catch (error) {
        failures += 1;
        lastError = error;
        const wait = Math.min(2 ** mail.attempts, 360);
        await db.query(
          "UPDATE mail_outbox SET last_error = $2, next_attempt_at = $3::timestamptz + make_interval(mins => $4) WHERE id = $1",
          [
            mail.id,
            String(error instanceof Error ? error.message : error).slice(0, 1000),
            clock(),
            wait,
          ],
        );
      }
    }
    if (failures)
      throw new Error(`${failures} of ${due.length} mails not sent: ${String(lastError)}`);
    return due.length;
  }

  const HOUR = 3_600_000;
  let jobsKnown = false;

  async function tick() {
    if (!jobsKnown) {
      await db.query(
        "INSERT INTO scheduled_jobs (name) VALUES ('availability') ON CONFLICT (name) DO NOTHING",
      );
      jobsKnown = true;
    }
    // Once an hour (slots start on the hour), so no cached availability offers a slot that has
    // dropped under the minimum notice.
    await runJob("availability", async (now) => {
      const [job] = await db.query<{ last_success_at: Date | string | null }>(
        "SELECT last_success_at FROM scheduled_jobs WHERE name = 'availability'",
      );
      const last = job?.last_success_at ? new Date(job.last_success_at).getTime() : 0;
      if (Math.floor(last / HOUR) !== Math.floor(now.getTime() / HOUR)) {
        await store.refreshAvailability(now);
      }
    });
    delivering = delivering.then(() => runJob("mail", deliverMail));
    await delivering;
    await runJob("reminders", async (now) => {
      await store.queueReminders(now);
      await deliverMail(now);
    });
    await runJob("retention", (now) => store.erasePersonalData(now));
    const news = options.news;
    if (news) {
      // Each post is taken only while still scheduled and due: once, whichever instance runs.
      await runJob("publish", async (now) => {
        const { published, failed } = await news.publishDue(now);
        if (published.length) log.info({ posts: published }, "scheduled news published");
        if (failed) throw new Error(`${failed} scheduled news posts not published (publish_error)`);
      });
    }
    const { purgeTrash } = options;
    if (purgeTrash) await runJob("trash", purgeTrash);
  }

  function runOnce(): Promise<void> {
    running ??= tick()
      .catch((error) => log.error({ err: error }, "scheduler tick failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** One round of every job now (tests, and after a booking write to send its mail at once). */
    runOnce,
    /** Sends what the outbox holds now, without waiting for the next round. */
    deliverNow(): Promise<void> {
      delivering = delivering.then(() => runJob("mail", deliverMail));
      return delivering;
    },
    start() {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
