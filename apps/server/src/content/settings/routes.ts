import { siteSettingsInputSchema, siteSettingsSchema } from "@shelter/contract";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { notFound } from "../../http/errors.ts";
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
    { schema: { tags: ["settings"], response: { 200: siteSettingsSchema } } },
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
        security: [{ bearer: [] }],
        body: siteSettingsInputSchema,
        response: { 200: siteSettingsSchema },
      },
      onRequest: guard,
    },
    async (request) => {
      const saved = await settings.replace(request.body);
      onChange?.();
      return saved;
    },
  );
}
