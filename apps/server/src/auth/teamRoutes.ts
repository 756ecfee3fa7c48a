import {
  idParamsSchema,
  invitationAcceptSchema,
  invitationInputSchema,
  invitationSchema,
  messageResponseSchema,
  type Role,
  roleChangeSchema,
  sessionSchema,
  teamMemberSchema,
} from "@shelter/contract";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { z } from "zod";
import { parseRecordId } from "../content/readRoutes.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { languageOf, type MessageKey, message } from "../http/messages.ts";
import { BEARER, errorResponse, errorResponses, PUBLIC } from "../http/openApi.ts";
import { siteOrigin } from "../http/siteOrigin.ts";
import { typed } from "../http/typed.ts";
import { EmailTakenError, LastAdministratorError } from "./accountStore.ts";
import { clientKey } from "./clientAddress.ts";
import { authorOf } from "./guard.ts";
import type { Subjects } from "./loginThrottle.ts";
import type { AuthDependencies } from "./routes.ts";

const tags = ["team"];
/** Accepting hashes a password: throttled per client as registration is, under its own name. */
const ACCEPT_SUBJECT = "#invitation";

const ROLE_NAMES: Record<Role, string> = {
  admin: "адміністратор",
  editor: "редактор",
  bookings: "бронювання",
};

/** The invitation e-mail, in Ukrainian first, with the link. */
export function invitationMail(to: string, role: Role, link: string) {
  return {
    to,
    subject: "Запрошення до адмін-панелі сайту притулку / Invitation",
    text: [
      `Вас запрошено до адмін-панелі сайту притулку з роллю «${ROLE_NAMES[role]}».`,
      "Щоб прийняти запрошення і задати пароль, відкрийте посилання (діє 72 години, один раз):",
      link,
      "",
      "You are invited to the shelter site's back office. To accept and set your password, open this link (valid for 72 hours, once):",
      link,
      "",
      "Якщо ви не чекали на це запрошення, просто проігноруйте цей лист.",
    ].join("\n"),
  };
}

/**
 * The «Команда» screen's API (issue 23): accounts and invitations, for administrators (the
 * guard's default), and accepting an invitation, for anyone holding its link.
 */
export function teamRoutes(
  app: FastifyInstance,
  deps: AuthDependencies,
  helpers: {
    guard: onRequestHookHandler;
    admit: (
      subjects: Subjects,
      reply: { header: (name: string, value: string) => unknown },
      refusal: "tooManyRequests",
    ) => Promise<void>;
  },
): void {
  const { accounts, throttle } = deps;
  const api = typed(app);
  const admin = { onRequest: helpers.guard, config: { responseCache: false as const } };
  const say = (request: FastifyRequest, key: MessageKey) => ({
    message: message(key, languageOf(request.headers["accept-language"])),
  });
  // Through the outbox: a mail server that is down for a while delays the invitation, never loses it.
  const mailInvitation = async (email: string, role: Role, token: string) => {
    const link = `${siteOrigin(app, deps.publicUrl)}/invite/${token}`;
    await deps.outbox.enqueue([invitationMail(email, role, link)]);
    deps.outbox.deliverNow();
  };

  api.get(
    "/users",
    {
      ...admin,
      schema: {
        tags,
        summary: "List the team's accounts",
        description: "Every account with its role and last sign-in (null before the first).",
        operationId: "listUsers",
        security: BEARER,
        response: { 200: z.array(teamMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async () => accounts.listUsers(),
  );

  api.patch(
    "/users/:id",
    {
      ...admin,
      schema: {
        tags,
        summary: "Change an account's role",
        description:
          "The account's sessions go on with the new role at once. 409 when it would leave no administrator.",
        operationId: "changeUserRole",
        security: BEARER,
        params: idParamsSchema,
        body: roleChangeSchema,
        response: {
          200: teamMemberSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
          409: errorResponse("The last administrator keeps the role."),
        },
      },
    },
    async (request) => {
      const id = parseRecordId(request.params.id);
      try {
        if (!(await accounts.changeRole(id, request.body.role, authorOf(request))))
          throw notFound();
      } catch (error) {
        if (error instanceof LastAdministratorError) throw new HttpError(409, "lastAdministrator");
        throw error;
      }
      const user = (await accounts.listUsers()).find((member) => member.id === id);
      if (!user) throw notFound();
      return user;
    },
  );

  api.delete(
    "/users/:id",
    {
      ...admin,
      schema: {
        tags,
        summary: "Remove an account",
        description:
          "Its sessions end at once. 409 for the last administrator, who is never removed.",
        operationId: "deleteUser",
        security: BEARER,
        params: idParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(401, 403, 404),
          409: errorResponse("The last administrator is never removed."),
        },
      },
    },
    async (request) => {
      try {
        if (!(await accounts.removeUser(parseRecordId(request.params.id), authorOf(request))))
          throw notFound();
      } catch (error) {
        if (error instanceof LastAdministratorError) throw new HttpError(409, "lastAdministrator");
        throw error;
      }
      return say(request, "deleted");
    },
  );

  api.get(
    "/invitations",
    {
      ...admin,
      schema: {
        tags,
        summary: "List the invitations not yet accepted",
        operationId: "listInvitations",
        security: BEARER,
        response: { 200: z.array(invitationSchema), ...errorResponses(401, 403) },
      },
    },
    async () => accounts.listInvitations(),
  );

  api.post(
    "/invitations",
    {
      ...admin,
      schema: {
        tags,
        summary: "Invite someone by e-mail",
        description:
          "Mails a single-use link `/invite/{token}`, valid 72 hours; an earlier invitation to the same address stops working. 409 when the address already has an account.",
        operationId: "createInvitation",
        security: BEARER,
        body: invitationInputSchema,
        response: {
          201: invitationSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      let created: Awaited<ReturnType<typeof accounts.createInvitation>>;
      try {
        created = await accounts.createInvitation(
          email,
          role,
          request.admin?.id ?? 0,
          authorOf(request),
        );
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, "emailTaken");
        throw error;
      }
      await mailInvitation(created.email, role, created.token);
      const invitation = (await accounts.listInvitations()).find((row) => row.id === created.id);
      if (!invitation) throw notFound();
      return reply.code(201).send(invitation);
    },
  );

  api.post(
    "/invitations/:id/resend",
    {
      ...admin,
      schema: {
        tags,
        summary: "Mail an invitation again",
        description: "A new link, valid 72 hours from now; the one mailed before stops working.",
        operationId: "resendInvitation",
        security: BEARER,
        params: idParamsSchema,
        response: { 200: invitationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = parseRecordId(request.params.id);
      const renewed = await accounts.renewInvitation(id, authorOf(request));
      const invitation = (await accounts.listInvitations()).find((row) => row.id === id);
      if (!renewed || !invitation) throw notFound();
      await mailInvitation(renewed.email, invitation.role, renewed.token);
      return invitation;
    },
  );

  api.delete(
    "/invitations/:id",
    {
      ...admin,
      schema: {
        tags,
        summary: "Revoke an invitation",
        description: "Its link stops working at once.",
        operationId: "revokeInvitation",
        security: BEARER,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await accounts.revokeInvitation(parseRecordId(request.params.id), authorOf(request))))
        throw notFound();
      return say(request, "deleted");
    },
  );

  api.post(
    "/invitations/accept",
    {
      schema: {
        tags,
        summary: "Accept an invitation",
        description:
          "Sets the password (the same rules as a change) and signs in. An unknown, used, revoked or expired token gets 400. Failed attempts are throttled per client (429 with `Retry-After`).",
        operationId: "acceptInvitation",
        security: PUBLIC,
        body: invitationAcceptSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 413, 415, 429) },
      },
      config: { responseCache: false },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const subjects = { account: ACCEPT_SUBJECT, client: clientKey(request.ip) };
      await helpers.admit(subjects, reply, "tooManyRequests");
      // A dead link is refused by a cheap read, before the password is hashed.
      const user =
        (await accounts.invitationLive(token)) &&
        (await accounts.acceptInvitation(token, password));
      if (!user) throw new HttpError(400, "invitationInvalid");
      await throttle.succeeded(subjects);
      await accounts.recordSignIn(user.id);
      return {
        token: await accounts.openSession(user.id),
        user: { email: user.email, role: user.role },
      };
    },
  );
}
