import { siteSettingsInputSchema, siteSettingsSchema } from "@shelter/contract";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { authorOf } from "../../auth/guard.ts";
import { notFound } from "../../http/errors.ts";
import { BEARER, errorResponses, PUBLIC } from "../../http/openApi.ts";
import { typed } from "../../http/typed.ts";
import type { SettingsStore } from "./store.ts";

/** GET (public) and PUT (administrators) /settings: payment details and social links. */
export function settingsRoutes(
  app: FastifyInstance,
  {
    settings,
    guard,
    onChange,
  }: { settings: SettingsStore; guard: onRequestHookHandler; onChange?: () => void },
): void {
  typed(app).get(
    "/settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Get the payment details and social links",
        description:
          "What the donation panel's QR code, the support section and the contacts show; 404 only before any are stored.",
        operationId: "getSiteSettings",
        security: PUBLIC,
        response: { 200: siteSettingsSchema, ...errorResponses(404) },
      },
    },
    async () => {
      const current = await settings.get();
      if (!current) throw notFound();
      return current;
    },
  );
  typed(app).put(
    "/settings",
    {
      schema: {
        tags: ["settings"],
        summary: "Replace the payment details and social links",
        description:
          "Checked by the shared rules: IBAN `UA` and 27 digits with a valid mod-97 check, recipient code of 8 or 10 digits, card numbers of 16 digits passing the Luhn check, links `https://`.",
        operationId: "replaceSiteSettings",
        security: BEARER,
        body: siteSettingsInputSchema,
        response: { 200: siteSettingsSchema, ...errorResponses(400, 401, 413, 415) },
      },
      onRequest: guard,
    },
    async (request) => {
      const saved = await settings.replace(request.body, authorOf(request));
      onChange?.();
      return saved;
    },
  );
}
