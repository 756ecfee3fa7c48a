import { credentialsSchema } from "@shelter/contract";
import type { FastifyBaseLogger } from "fastify";
import { type Config, ConfigError } from "../config.ts";
import type { AccountStore } from "./accountStore.ts";

/**
 * On a start with no administrator: ADMIN_EMAIL + ADMIN_PASSWORD create one; without them the
 * log shows the registration page, which lets in only the first account.
 */
export async function createFirstAdmin(
  config: Config,
  accounts: AccountStore,
  log: FastifyBaseLogger,
) {
  if ((await accounts.count()) > 0) return;
  if (config.admin) {
    const checked = credentialsSchema.safeParse(config.admin);
    if (!checked.success) {
      const problems = checked.error.issues.map(
        (issue) => `${String(issue.path[0])}: ${issue.message}`,
      );
      throw new ConfigError(`ADMIN_EMAIL / ADMIN_PASSWORD: ${problems.join("; ")}`);
    }
    const created = await accounts.register(checked.data.email, checked.data.password, true);
    if (created) log.info({ email: created.email }, "first administrator created from ADMIN_EMAIL");
    return;
  }
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  log.warn(
    `No administrator yet. Create the first one at ${origin.replace(/\/$/, "")}/register-user-only-for-developers (only the first registration is open).`,
  );
}
