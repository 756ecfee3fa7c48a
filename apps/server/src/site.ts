import { buildApp, createServer } from "./app.ts";
import { createAccountStore } from "./auth/accountStore.ts";
import { createFirstAdmin } from "./auth/firstAdmin.ts";
import { createLoginThrottle } from "./auth/loginThrottle.ts";
import { createMailer, type Mailer } from "./auth/mailer.ts";
import { loadTokenSecret } from "./auth/secrets.ts";
import { createScheduler } from "./bookings/scheduler.ts";
import { createBookingStore } from "./bookings/store.ts";
import type { Config } from "./config.ts";
import { recordBaselines } from "./content/history/history.ts";
import { createStores } from "./content/stores.ts";
import { createContentVersion } from "./db/contentVersion.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { type DemoEncodings, seedDemoContent } from "./demo/seed.ts";
import { trackHandlersInFlight } from "./http/handlersInFlight.ts";
import type { LogStream } from "./http/logging.ts";
import { releaseImageWorker } from "./media/imageVariants.ts";
import { createMediaStore } from "./media/mediaStore.ts";
import { openStorage } from "./media/storage/open.ts";

export interface SiteOptions {
  /** Where log lines go instead of standard output (the terminal's pretty printer, a test). */
  logStream?: LogStream;
  /** Tests catch reset e-mails here instead of sending them. */
  mailer?: Mailer;
  /** Tests seeding many sites encode the demo pictures once (`seedDemoContent`). */
  demoEncodings?: DemoEncodings;
  /** The bookings' clock (availability, reminders, retention): tests move it; the wall clock otherwise. */
  clock?: () => Date;
}

export type Site = Awaited<ReturnType<typeof openSite>>;

/** How long a stop waits for handlers whose clients went away before closing the database. */
const HANDLERS_SETTLE_MS = 10_000;

/** Opens the database (migrated, seeded when empty), the storage and the HTTP app. */
export async function openSite(config: Config, options: SiteOptions = {}) {
  const app = createServer(config, options.logStream);
  const handlers = trackHandlersInFlight(app);
  const db = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: config.embeddedDatabaseDir,
  });
  try {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, "database migrated");
    const storage = await openStorage(config);
    const media = createMediaStore(storage, app.log);
    const accounts = createAccountStore(db, await loadTokenSecret(db, config.tokenSecret));
    const setupLink = await createFirstAdmin(config, accounts, app.log);
    if (config.seedDemo && (await seedDemoContent(db, media, options.demoEncodings)))
      app.log.info("demo content seeded");
    const baselines = await recordBaselines(db);
    if (baselines) app.log.info({ baselines }, "history started for records without one");
    // Nothing is uploaded before the site listens: the worker that encoded the demo's photos
    // would hold 150 MB for its idle time while the page is first rendered (issue 19).
    releaseImageWorker();
    const contentVersion = createContentVersion(db);
    const clock = options.clock ?? (() => new Date());
    const mailer =
      options.mailer ?? createMailer({ url: config.smtpUrl, from: config.smtpFrom }, app.log);
    const bookings = createBookingStore(db, contentVersion, {
      publicUrl: config.publicUrl ?? "http://localhost",
      limits: config.bookingLimits,
    });
    const stores = createStores(db, media, contentVersion);
    const scheduler = createScheduler({
      db,
      store: bookings,
      news: stores.news,
      mailer,
      log: app.log,
      clock,
      purgeTrash: (now) => stores.trash.purgeExpired(now),
    });
    app.addHook("onClose", async () => {
      await scheduler.stop();
    });
    await buildApp(app, {
      config,
      db,
      contentVersion,
      media,
      accounts,
      stores,
      throttle: createLoginThrottle(db, config.loginThrottle),
      mailer,
      bookings,
      scheduler,
      clock,
    });
    scheduler.start();
    return {
      app,
      db,
      media,
      accounts,
      bookings,
      stores,
      scheduler,
      /** The one-time link to the first registration this start printed, if it found no account. */
      setupLink,
      /**
       * Stops taking requests, lets those in flight finish (and the handlers of those whose
       * clients went away), then closes the database.
       */
      async close() {
        await app.close();
        const running = await handlers.settled(HANDLERS_SETTLE_MS);
        if (running) app.log.warn({ running }, "closing the database under handlers still running");
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
