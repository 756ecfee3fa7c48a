import {
  credentialsSchema,
  messageResponseSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  registrationSchema,
  sessionSchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { languageOf, message } from "../http/messages.ts";
import { siteOrigin } from "../http/siteOrigin.ts";
import { typed } from "../http/typed.ts";
import { type AccountStore, EmailTakenError } from "./accountStore.ts";
import { clientKey } from "./clientAddress.ts";
import { identify, requireAdmin } from "./guard.ts";
import type { LoginThrottle, Subjects } from "./loginThrottle.ts";
import type { Mailer } from "./mailer.ts";
import { verifyPassword } from "./passwords.ts";

export interface AuthDependencies {
  accounts: AccountStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** The site's public address for links; the listening address when unset (never a header). */
  publicUrl: string | undefined;
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
    { schema: { tags, body: credentialsSchema, response: { 200: sessionSchema } } },
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
      return { token: await accounts.openSession(account.id), user: { email: account.email } };
    },
  );

  api.post(
    "/logout",
    { schema: { tags, security: bearer }, onRequest: guard },
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
        security: bearer,
        body: registrationSchema,
        response: { 201: z.object({ user: z.object({ email: z.string() }) }) },
      },
    },
    async (request, reply) => {
      // spec: the registration page is open, so the server decides: an administrator, or the
      // first account with the setup link's token. A stranger is refused before any hashing.
      const admin = await identify(request, accounts);
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

  api.post(
    "/password/change",
    {
      schema: {
        tags,
        security: bearer,
        body: passwordChangeSchema,
        response: { 200: sessionSchema },
      },
      onRequest: guard,
    },
    async (request) => {
      const admin = request.admin;
      if (!admin || admin.email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw new HttpError(403, "ownPasswordOnly");
      }
      await accounts.setPassword(admin.id, request.body.password);
      return { token: await accounts.openSession(admin.id), user: { email: admin.email } };
    },
  );

  api.post(
    "/password/forgot",
    { schema: { tags, body: passwordForgotSchema, response: { 202: messageResponseSchema } } },
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
    { schema: { tags, body: passwordResetSchema, response: { 200: messageResponseSchema } } },
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
