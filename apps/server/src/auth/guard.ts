import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.ts";
import type { AccountStore } from "./accountStore.ts";

declare module "fastify" {
  interface FastifyRequest {
    admin?: { id: number; email: string; token: string };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S{1,200})$/i.exec(header) : null;
  return match?.[1];
}

/** Looks up the bearer token's administrator, if any; undefined for none or a revoked one. */
export async function identify(request: FastifyRequest, accounts: AccountStore) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const user = await accounts.sessionUser(token);
  return user ? { ...user, token } : undefined;
}

/** preHandler of every write: a live bearer token or 401. */
export function requireAdmin(accounts: AccountStore) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const admin = await identify(request, accounts);
    if (!admin) throw new HttpError(401, "signInRequired");
    request.admin = admin;
  };
}
