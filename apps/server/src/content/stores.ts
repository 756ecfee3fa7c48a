import type { ContentVersion } from "../db/contentVersion.ts";
import type { Database } from "../db/database.ts";
import type { MediaStore } from "../media/mediaStore.ts";
import { createContactStore } from "./contacts/store.ts";
import { createDocumentStore } from "./documents/store.ts";
import { createExcursionStore } from "./excursions/store.ts";
import { createGalleryStore } from "./gallery/store.ts";
import { createHistoryStore } from "./history/store.ts";
import { createNewsStore } from "./news/store.ts";
import { createPartnerStore } from "./partners/store.ts";
import { createReviewStore } from "./reviews/store.ts";
import { createSettingsStore } from "./settings/store.ts";
import { createTrashStore } from "./trash/store.ts";

/** Every entity's store: its reads and its writes. */
export function createStores(db: Database, media: MediaStore, version: ContentVersion) {
  const context = { db, media, version };
  const content = {
    news: createNewsStore(context),
    gallery: createGalleryStore(context),
    excursions: createExcursionStore(context),
    reviews: createReviewStore(context),
    partners: createPartnerStore(context),
    documents: createDocumentStore(context),
  };
  return {
    ...content,
    contacts: createContactStore(context),
    settings: createSettingsStore(db, version),
    history: createHistoryStore(db, media),
    trash: createTrashStore(db, content),
  };
}

export type Stores = ReturnType<typeof createStores>;
