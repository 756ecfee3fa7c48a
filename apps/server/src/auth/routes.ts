import {
  credentialsSchema,
  messageResponseSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  sessionSchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { languageOf, message } from "../http/messages.ts";
import { typed } from "../http/typed.ts";
import { type AccountStore, EmailTakenError } from "./accountStore.ts";
import { identify, requireAdmin } from "./guard.ts";
import type { LoginThrottle } from "./loginThrottle.ts";
import type { Mailer } from "./mailer.ts";
import { verifyPassword } from "./passwords.ts";

export interface AuthDependencies {
  accounts: AccountStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** The site's public address for links in e-mails; the request's own origin when unset. */
  publicUrl: string | undefined;
}

const tags = ["auth"];
const MAX_RESET_LINKS_PER_HOUR = 3;
const bearer = [{ bearer: [] }];

const say = (request: FastifyRequest, key: Parameters<typeof message>[0]) => ({
  message: message(key, languageOf(request.headers["accept-language"])),
});

export function authRoutes(app: FastifyInstance, deps: AuthDependencies): void {
  const { accounts, throttle, mailer } = deps;
  const api = typed(app);
  const guard = requireAdmin(accounts);

  api.post(
    "/login",
    { schema: { tags, body: credentialsSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const subjects = { account: request.body.email.toLowerCase(), client: request.ip };
      const wait = await throttle.retryAfter(subjects);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, "tooManyAttempts");
      }
      const account = await accounts.findByEmail(request.body.email);
      // The same answer, after the same work, for a wrong password and an unknown account.
      const valid = await verifyPassword(account?.password_hash, request.body.password);
      if (!account || !valid) {
        await throttle.recordFailure(subjects);
        throw new HttpError(401, "wrongCredentials");
      }
      await throttle.forgetAccount(subjects.account);
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
        body: credentialsSchema,
        response: { 201: z.object({ user: z.object({ email: z.string() }) }) },
      },
    },
    async (request, reply) => {
      // spec: the registration page is open, so the server decides: first account, or an admin.
      const admin = await identify(request, accounts);
      try {
        const user = await accounts.register(request.body.email, request.body.password, !admin);
        if (!user)
          throw new HttpError(request.headers.authorization ? 403 : 401, "registrationClosed");
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
      const account = await accounts.findByEmail(request.body.email);
      // A few links an hour are plenty; more would only fill the administrator's mailbox.
      if (account && (await accounts.recentResetLinks(account.id)) < MAX_RESET_LINKS_PER_HOUR) {
        const token = await accounts.createResetLink(account.id);
        const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
        const link = `${origin.replace(/\/$/, "")}/reset/${token}`;
        // The answer must not reveal whether the account exists, nor wait for the mail server.
        mailer.sendResetLink(account.email, link).catch((error: unknown) => {
          request.log.error({ err: error }, "could not send the password reset e-mail");
        });
      }
      return reply.code(202).send(say(request, "resetLinkSent"));
    },
  );

  api.post(
    "/password/reset",
    { schema: { tags, body: passwordResetSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      if (!(await accounts.resetPassword(request.body.token, request.body.password))) {
        throw new HttpError(400, "resetLinkInvalid");
      }
      return say(request, "passwordChanged");
    },
  );
}
