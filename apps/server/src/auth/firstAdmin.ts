import { credentialsSchema, SETUP_TOKEN_PARAMETER } from "@shelter/contract";
import type { FastifyBaseLogger } from "fastify";
import { type Config, ConfigError } from "../config.ts";
import type { AccountStore } from "./accountStore.ts";

/**
 * On a start with no account: ADMIN_EMAIL + ADMIN_PASSWORD create the first administrator;
 * without them the log shows a one-time setup link to the registration page, the only way a
 * browser can make that account (issue 19: the server may listen on a public address).
 * Answers that link, if it printed one.
 */
export async function createFirstAdmin(
  config: Config,
  accounts: AccountStore,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if ((await accounts.count()) > 0) return undefined;
  if (config.admin) {
    const checked = credentialsSchema.safeParse(config.admin);
    if (!checked.success) {
      const problems = checked.error.issues.map(
        (issue) => `${String(issue.path[0])}: ${issue.message}`,
      );
      throw new ConfigError(`ADMIN_EMAIL / ADMIN_PASSWORD: ${problems.join("; ")}`);
    }
    const created = await accounts.register(checked.data.email, checked.data.password, {});
    if (created) log.info({ email: created.email }, "first administrator created from ADMIN_EMAIL");
    return undefined;
  }
  const origin = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, "");
  const link = `${origin}/register-user-only-for-developers?${SETUP_TOKEN_PARAMETER}=${await accounts.createSetupToken()}`;
  log.warn(
    `No administrator yet. Create the first one at ${link} — this link works until the first account is made; keep it private. (Or set ADMIN_EMAIL and ADMIN_PASSWORD, or run: npm run admin -- create-admin <email>)`,
  );
  return link;
}
