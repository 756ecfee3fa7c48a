import { homePath } from "@shelter/contract/page";
import { ConfigError, readConfig } from "./config.ts";
import { terminalLogStream } from "./http/logging.ts";
import { openSite, type Site } from "./site.ts";

const STOP_DEADLINE_MS = 25_000;

async function main() {
  const config = readConfig();
  const logStream = await terminalLogStream();
  const site = await openSite(config, logStream ? { logStream } : {});
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    site.app.log.info({ signal }, "stopping: finishing the requests in flight");
    // A request that never ends must not keep the process from stopping (compose waits 30 s).
    setTimeout(() => {
      site.app.log.error("requests still in flight after 25 s; stopping anyway");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await site.close();
      process.exit(0);
    } catch (error) {
      site.app.log.error({ err: error }, "could not stop cleanly");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  await site.app.listen({ port: config.port, host: config.host });
  void warmUp(site.app, () => stopping);
}

/**
 * The public page is rendered once in each language as soon as the server listens: the first
 * visitors after a start (a deploy, say) find it ready instead of all waiting on one render
 * with a renderer not loaded yet (issue 9).
 */
async function warmUp(app: Site["app"], stopping: () => boolean): Promise<void> {
  const statuses: Record<string, number> = {};
  for (const url of [homePath("uk"), homePath("en")]) {
    // Told to stop during the start: nobody will visit, and the closed server would refuse.
    if (stopping()) return;
    try {
      statuses[url] = (await app.inject({ method: "GET", url })).statusCode;
    } catch (error) {
      if (!stopping()) app.log.warn({ err: error, url }, "the page could not be rendered at start");
    }
  }
  app.log.info({ statuses }, "pages rendered at start");
}

main().catch((error: unknown) => {
  // An operator's mistake gets its message; anything else its stack, for a bug report.
  const known =
    error instanceof ConfigError || (error instanceof Error && error.name === "DatabaseInUseError");
  const text = known ? error.message : error;
  console.error("The site could not start:", text);
  process.exit(1);
});
