import type { Role } from "@shelter/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.ts";
import { errorResponse } from "../http/openApi.ts";
import type { AccountStore } from "./accountStore.ts";

declare module "fastify" {
  interface FastifyRequest {
    admin?: { id: number; email: string; role: Role; token: string };
  }
  interface FastifyContextConfig {
    /**
     * Who may call a guarded route (issue 23). Unset means administrators only, so a route added
     * without thinking of roles is closed to the others rather than open to them.
     */
    roles?: readonly Role[];
  }
}

/** Every role: one's own account (sign out, own password). */
export const EVERY_ROLE: readonly Role[] = ["admin", "editor", "bookings"];
/** The content: news, excursions, reviews, gallery, partners, documents. */
export const CONTENT_ROLES: readonly Role[] = ["admin", "editor"];
/** The bookings screen and its API. */
export const BOOKING_ROLES: readonly Role[] = ["admin", "bookings"];
export const ADMIN_ONLY: readonly Role[] = ["admin"];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S{1,200})$/i.exec(header) : null;
  return match?.[1];
}

/** Looks up the bearer token's account, if any; undefined for none or a revoked one. */
export async function identify(request: FastifyRequest, accounts: AccountStore) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const user = await accounts.sessionUser(token);
  return user ? { ...user, token } : undefined;
}

/** The roles a route lets in: its config's `roles`, administrators only without one. */
export function rolesOf(request: FastifyRequest): readonly Role[] {
  return request.routeOptions.config.roles ?? ADMIN_ONLY;
}

/**
 * onRequest of every write and back-office read: a live bearer token or 401, then a role the
 * route's config `roles` lets in, or 403.
 */
export function requireAdmin(accounts: AccountStore) {
  return async (request: FastifyRequest, _reply?: FastifyReply) => {
    const admin = await identify(request, accounts);
    if (!admin) throw new HttpError(401, "signInRequired");
    if (!rolesOf(request).includes(admin.role)) throw new HttpError(403, "roleForbidden");
    request.admin = admin;
  };
}

/** The signed-in account that makes a write, as its history names it. */
export function authorOf(request: FastifyRequest): { id: number; email: string } | undefined {
  return request.admin ? { id: request.admin.id, email: request.admin.email } : undefined;
}

/**
 * For a read the public and the back office share (news: the public sees published posts only):
 * false without a bearer token; with one, the guard's check (401, 403) and true.
 */
export function backOfficeReader(accounts: AccountStore) {
  const check = requireAdmin(accounts);
  return async (request: FastifyRequest): Promise<boolean> => {
    if (request.headers.authorization === undefined) return false;
    await check(request);
    return true;
  };
}

/**
 * Lets `roles` into every route registered in `scope` (and its children) that does not name its
 * own: one line for a group of routes instead of a check in each handler.
 */
export function grantRoles(scope: FastifyInstance, roles: readonly Role[]): void {
  scope.addHook("onRoute", (route) => {
    if (route.config?.roles) return;
    route.config = { ...route.config, roles };
  });
}

/**
 * Every route that takes a bearer token may answer 403 to a role it does not let in: its API
 * description says so, whether or not the route listed 403 itself.
 */
export function documentRoleRefusals(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route) => {
    const schema = route.schema as
      | { security?: { bearer?: unknown }[]; response?: Record<string | number, unknown> }
      | undefined;
    if (!schema?.response || !schema.security?.some((entry) => entry.bearer)) return;
    if (schema.response[403] !== undefined) return;
    schema.response[403] = errorResponse(
      "Signed in, but the account's role (administrator, editor or bookings) may not use this.",
    );
  });
}
