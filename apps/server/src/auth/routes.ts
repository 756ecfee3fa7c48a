import {
  credentialsSchema,
  messageResponseSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  registrationSchema,
  sessionSchema,
  sessionUserSchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { languageOf, message } from "../http/messages.ts";
import { errorResponse, errorResponses, PUBLIC } from "../http/openApi.ts";
import { siteOrigin } from "../http/siteOrigin.ts";
import { typed } from "../http/typed.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { type AccountStore, EmailTakenError } from "./accountStore.ts";
import { clientKey } from "./clientAddress.ts";
import { EVERY_ROLE, identify, requireAdmin } from "./guard.ts";
import type { LoginThrottle, Subjects } from "./loginThrottle.ts";
import type { Mailer } from "./mailer.ts";
import { verifyPassword } from "./passwords.ts";
import { teamRoutes } from "./teamRoutes.ts";

export interface AuthDependencies {
  accounts: AccountStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** The site's public address for links; the listening address when unset (never a header). */
  publicUrl: string | undefined;
  /** Queues mail in the retrying outbox and has it sent now (the invitations'). */
  outbox: { enqueue: (mails: OutgoingMail[]) => Promise<void>; deliverNow: () => void };
}

const tags = ["auth"];
const bearer = [{ bearer: [] }];
const CLEANUP_EVERY_MS = 60_000;
const STOP_WAIT_MS = 5000;

/**
 * Registration and reset hash a password: their attempts are throttled per client as sign-ins
 * are, each under a name no e-mail can take (issue 19: a flood would tie up the hashing threads).
 */
const THROTTLED_ACTIONS = { register: "#registration", reset: "#password-reset" } as const;

const say = (request: FastifyRequest, key: Parameters<typeof message>[0]) => ({
  message: message(key, languageOf(request.headers["accept-language"])),
});

export function authRoutes(app: FastifyInstance, deps: AuthDependencies): void {
  const { accounts, throttle, mailer } = deps;
  const api = typed(app);
  const guard = requireAdmin(accounts);

  // Work that goes on after the answer; the database closes only once it is done.
  const pending = new Set<Promise<void>>();
  const later = (work: () => Promise<void>, failure: string) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
  const cleanup = setInterval(
    () => later(() => throttle.cleanup(), "could not clean up old failed sign-ins"),
    CLEANUP_EVERY_MS,
  );
  cleanup.unref();
  app.addHook("onClose", async () => {
    clearInterval(cleanup);
    // A slow mail server must not hold a stop for long; its e-mail needs no database any more.
    const enough = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
    await Promise.race([Promise.all(pending), enough]);
  });

  /** Counts the attempt as a failure until it succeeds; 429 while the client must wait. */
  const admit = async (
    subjects: Subjects,
    reply: { header: (name: string, value: string) => unknown },
    refusal: "tooManyAttempts" | "tooManyRequests",
  ) => {
    const admission = await throttle.admit(subjects);
    if (!admission.admitted) {
      reply.header("retry-after", String(admission.retryAfter));
      throw new HttpError(429, refusal);
    }
  };

  api.post(
    "/login",
    {
      schema: {
        tags,
        summary: "Sign in",
        description:
          "Answers a bearer token for the other calls. A wrong password and an unknown address get the same 401. Repeated failures from one client, or on one account, are slowed and then refused with 429 until `Retry-After` has passed.",
        operationId: "signIn",
        security: PUBLIC,
        body: credentialsSchema,
        response: {
          200: sessionSchema,
          ...errorResponses(400, 413, 415, 429),
          401: errorResponse("Wrong e-mail or password; the same answer for an unknown address."),
        },
      },
    },
    async (request, reply) => {
      const subjects = {
        account: request.body.email.toLowerCase(),
        client: clientKey(request.ip),
      };
      await admit(subjects, reply, "tooManyAttempts");
      const account = await accounts.findByEmail(request.body.email);
      // The same answer, after the same work, for a wrong password and an unknown account.
      const valid = await verifyPassword(account?.password_hash, request.body.password);
      if (!account || !valid) throw new HttpError(401, "wrongCredentials");
      await throttle.succeeded(subjects);
      await accounts.recordSignIn(account.id);
      return {
        token: await accounts.openSession(account.id),
        user: { email: account.email, role: account.role },
      };
    },
  );

  teamRoutes(app, deps, { guard, admit });

  api.post(
    "/logout",
    {
      schema: {
        tags,
        summary: "Sign out",
        description: "The token sent stops working; answers 204 without a body.",
        operationId: "signOut",
        security: bearer,
        response: { 204: z.undefined().describe("Signed out: no body"), ...errorResponses(401) },
      },
      onRequest: guard,
      config: { roles: EVERY_ROLE },
    },
    async (request, reply) => {
      if (request.admin) await accounts.closeSession(request.admin.token);
      return reply.code(204).send();
    },
  );

  api.post(
    "/user",
    {
      schema: {
        tags,
        summary: "Register an administrator",
        description:
          "Open without a token only while no account exists, and then only with the one-time setup token of the link the server printed in its log (`setup`; 403 without it); after that only to a signed-in administrator, otherwise 401. 409 when the address already has an account; 429 while a client that failed too often must wait.",
        operationId: "registerAdministrator",
        // The first account needs no token but the setup link's; every later one does.
        security: [...bearer, {}],
        body: registrationSchema,
        response: {
          201: z.object({ user: z.object({ email: z.string() }) }),
          ...errorResponses(400, 401, 409, 413, 415, 429),
          403: errorResponse(
            "No account exists yet, and `setup` is not the token of a setup link the server printed; or the signed-in account is not an administrator.",
          ),
        },
      },
    },
    async (request, reply) => {
      // spec: the registration page is open, so the server decides: an administrator, or the
      // first account with the setup link's token. A stranger is refused before any hashing.
      const admin = await identify(request, accounts);
      // Others join by invitation (issue 23); an editor or bookings account registers no one.
      if (admin && admin.role !== "admin") throw new HttpError(403, "roleForbidden");
      const { email, password, setup } = request.body;
      const subjects = { account: THROTTLED_ACTIONS.register, client: clientKey(request.ip) };
      if (!admin) {
        await admit(subjects, reply, "tooManyRequests");
        const state = await accounts.registrationState(setup);
        // contract: 401 for no token and for a bad one alike.
        if (state === "closed") throw new HttpError(401, "registrationClosed");
        if (state === "setupRequired") throw new HttpError(403, "setupLinkRequired");
      }
      try {
        const user = await accounts.register(
          email,
          password,
          admin ? undefined : { setupToken: setup ?? "" },
          admin ? { id: admin.id, email: admin.email } : undefined,
        );
        if (!user) throw new HttpError(401, "registrationClosed");
        if (!admin) await throttle.succeeded(subjects);
        return reply.code(201).send({ user: { email: user.email } });
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, "emailTaken");
        throw error;
      }
    },
  );

  api.get(
    "/user",
    {
      schema: {
        tags,
        summary: "Read the signed-in account",
        description: "Its e-mail and role, so the back office shows what the role may use.",
        operationId: "getSignedInAccount",
        security: bearer,
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
      onRequest: guard,
      config: { roles: EVERY_ROLE, responseCache: false },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw new HttpError(401, "signInRequired");
      return { email: admin.email, role: admin.role };
    },
  );

  api.post(
    "/password/change",
    {
      schema: {
        tags,
        summary: "Change one's own password",
        description:
          "`email` must be the signed-in account's own (403 otherwise). Answers a new token: every older token of the account stops working.",
        operationId: "changePassword",
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
      onRequest: guard,
      config: { roles: EVERY_ROLE },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin || admin.email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw new HttpError(403, "ownPasswordOnly");
      }
      await accounts.setPassword(admin.id, request.body.password);
      return {
        token: await accounts.openSession(admin.id),
        user: { email: admin.email, role: admin.role },
      };
    },
  );

  api.post(
    "/password/forgot",
    {
      schema: {
        tags,
        summary: "Ask for a password reset link",
        description:
          "Answers 202 whatever the address, before looking it up, so it tells no one which accounts exist. When the account exists, a single-use link `/reset/{token}`, valid for an hour, is e-mailed (a few an hour at most per client and account).",
        operationId: "requestPasswordReset",
        security: PUBLIC,
        body: passwordForgotSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const client = clientKey(request.ip);
      // Answered before any work, so an existing account takes no longer than an unknown one.
      later(async () => {
        const account = await accounts.findByEmail(email);
        const token = account && (await accounts.requestResetLink(account.id, client));
        if (!account || !token) return;
        const link = `${siteOrigin(app, deps.publicUrl)}/reset/${token}`;
        await mailer.sendResetLink(account.email, link);
      }, "could not send the password reset e-mail");
      return reply.code(202).send(say(request, "resetLinkSent"));
    },
  );

  api.post(
    "/password/reset",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token",
        description:
          "The token from the e-mailed link works once, for an hour; a used, expired or unknown one gets 400. Every session of the account ends. Failed attempts are throttled per client (429 with `Retry-After`).",
        operationId: "resetPassword",
        security: PUBLIC,
        body: passwordResetSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const subjects = { account: THROTTLED_ACTIONS.reset, client: clientKey(request.ip) };
      await admit(subjects, reply, "tooManyRequests");
      // A dead link is refused by a cheap read, before the new password is hashed.
      if (
        !(await accounts.resetLinkLive(token)) ||
        !(await accounts.resetPassword(token, password))
      ) {
        throw new HttpError(400, "resetLinkInvalid");
      }
      await throttle.succeeded(subjects);
      return say(request, "passwordChanged");
    },
  );
}
