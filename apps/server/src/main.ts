import { ConfigError, readConfig } from "./config.ts";
import { openSite } from "./site.ts";

const STOP_DEADLINE_MS = 25_000;

async function main() {
  const config = readConfig();
  const site = await openSite(config);
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
}

main().catch((error: unknown) => {
  // An operator's mistake gets its message; anything else its stack, for a bug report.
  const known =
    error instanceof ConfigError || (error instanceof Error && error.name === "DatabaseInUseError");
  const text = known ? error.message : error;
  console.error("The site could not start:", text);
  process.exit(1);
});
