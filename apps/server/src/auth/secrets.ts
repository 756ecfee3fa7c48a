import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";

const SECRET_KEY = "token_secret";
const MIN_SECRET_BYTES = 32;

/**
 * The key for token digests: TOKEN_SECRET if given, else 256 random bits made once and kept in
 * the database so every instance shares it.
 */
export async function loadTokenSecret(db: Database, fromEnvironment?: string): Promise<Buffer> {
  if (fromEnvironment) {
    const secret = Buffer.from(fromEnvironment, "utf8");
    if (secret.length < MIN_SECRET_BYTES) {
      throw new Error(`TOKEN_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
    }
    return secret;
  }
  const candidate = randomBytes(MIN_SECRET_BYTES).toString("base64url");
  await db.kysely
    .insertInto("settings")
    .values({ key: SECRET_KEY, value: candidate })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom("settings")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirst();
  if (!row) throw new Error("token secret missing after insert");
  return Buffer.from(row.value, "utf8");
}

/** A new random token (256 bits) and the digest under which it is stored. */
export function newToken(secret: Buffer): { token: string; digest: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, digest: tokenDigest(secret, token) };
}

export function tokenDigest(secret: Buffer, token: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}
