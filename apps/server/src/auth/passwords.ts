import { hash, verify } from "@node-rs/argon2";

// OWASP's Argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Checked when the account does not exist, so both answers take the same time.
const decoyHash = hashPassword("decoy-password-never-matches");

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
