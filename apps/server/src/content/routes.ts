import type { FastifyInstance } from "fastify";
import { contactRoutes } from "./contacts/routes.ts";
import type { ContentContext } from "./context.ts";
import { documentRoutes } from "./documents/routes.ts";
import { excursionRoutes } from "./excursions/routes.ts";
import { galleryRoutes } from "./gallery/routes.ts";
import { newsRoutes } from "./news/routes.ts";
import { partnerRoutes } from "./partners/routes.ts";
import { reviewRoutes } from "./reviews/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";

export function contentRoutes(app: FastifyInstance, context: ContentContext): void {
  newsRoutes(app, context);
  galleryRoutes(app, context);
  excursionRoutes(app, context);
  reviewRoutes(app, context);
  partnerRoutes(app, context);
  documentRoutes(app, context);
  contactRoutes(app, context);
  settingsRoutes(app, { settings: context.stores.settings, guard: context.guard });
}
