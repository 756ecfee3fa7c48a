import { credentialsSchema, newPassword } from "@shelter/contract";
import type { z } from "zod";
import type { AccountStore } from "../auth/accountStore.ts";
import { EmailTakenError } from "../auth/accountStore.ts";
import type { Queryable } from "../db/database.ts";
import { OperatorError } from "./operatorError.ts";

/** The shared schema's Ukrainian messages, one line each, as the admin form would show them. */
function validate<T>(schema: z.ZodType<T>, input: unknown, action: string): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join(".");
    return `  ${field ? `${field}: ` : ""}${issue.message}`;
  });
  throw new OperatorError(`${action}:\n${problems.join("\n")}`);
}

export function parseNewAdmin(email: string, password: string) {
  return validate(credentialsSchema, { email, password }, "Cannot create the administrator");
}

export function parseNewPassword(password: string): string {
  return validate(newPassword, password, "Cannot set this password");
}

async function accountOf(accounts: AccountStore, email: string) {
  const account = await accounts.findByEmail(email.trim());
  if (!account) {
    throw new OperatorError(
      `There is no administrator with the e-mail ${email}. See them all with: npm run admin -- list-admins`,
    );
  }
  return account;
}

export async function createAdmin(
  accounts: AccountStore,
  input: { email: string; password: string },
): Promise<string> {
  const taken = () =>
    new OperatorError(
      `An administrator with the e-mail ${input.email} already exists. To give it a new password: npm run admin -- set-password ${input.email}`,
    );
  if (await accounts.findByEmail(input.email)) throw taken();
  try {
    const created = await accounts.register(input.email, input.password);
    return `Administrator ${created?.email ?? input.email} created. Sign in at /login.`;
  } catch (error) {
    if (error instanceof EmailTakenError) throw taken();
    throw error;
  }
}

export async function setPassword(
  accounts: AccountStore,
  email: string,
  password: string,
): Promise<string> {
  const account = await accountOf(accounts, email);
  await accounts.setPassword(account.id, password);
  return `Password of ${account.email} changed; every device signed in to it is signed out, and its unused reset links no longer work.`;
}

/** `origin` is PUBLIC_URL or the local address of the server. */
export async function resetLink(
  accounts: AccountStore,
  email: string,
  origin: string,
): Promise<string> {
  const account = await accountOf(accounts, email);
  const token = await accounts.createResetLink(account.id);
  return `${origin.replace(/\/+$/, "")}/reset/${token}`;
}

/** The role's name as the «Команда» screen's readers know it in English. */
const ROLE_NAMES = { admin: "administrator", editor: "editor", bookings: "bookings" } as const;

/** Every account, oldest first: its e-mail, role (issue 23) and when it was made. */
export async function listAccounts(
  db: Queryable,
): Promise<{ email: string; role: string; createdAt: Date }[]> {
  const rows = await db.kysely
    .selectFrom("users")
    .select(["email", "role", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    role: ROLE_NAMES[row.role as keyof typeof ROLE_NAMES] ?? row.role,
    createdAt: new Date(row.created_at),
  }));
}
