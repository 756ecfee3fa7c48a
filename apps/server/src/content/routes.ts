import type { FastifyInstance } from "fastify";
import { CONTENT_ROLES, grantRoles } from "../auth/guard.ts";
import { contactRoutes } from "./contacts/routes.ts";
import type { ContentContext } from "./context.ts";
import { documentRoutes } from "./documents/routes.ts";
import { excursionRoutes } from "./excursions/routes.ts";
import { galleryRoutes } from "./gallery/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { newsRoutes } from "./news/routes.ts";
import { partnerRoutes } from "./partners/routes.ts";
import { reviewRoutes } from "./reviews/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { trashRoutes } from "./trash/routes.ts";

/**
 * The content's routes. Editors write news, gallery, excursions, reviews, partners and documents
 * (their own scope grants them); contacts and site settings stay with administrators, the
 * guard's default (issue 23).
 */
export async function contentRoutes(app: FastifyInstance, context: ContentContext): Promise<void> {
  await app.register(async (editorial) => {
    grantRoles(editorial, CONTENT_ROLES);
    newsRoutes(editorial, context);
    galleryRoutes(editorial, context);
    excursionRoutes(editorial, context);
    reviewRoutes(editorial, context);
    partnerRoutes(editorial, context);
    documentRoutes(editorial, context);
    historyRoutes(editorial, context);
    trashRoutes(editorial, context);
  });
  contactRoutes(app, context);
  settingsRoutes(app, { settings: context.stores.settings, guard: context.guard });
}
