import type { ContentVersion } from "../db/contentVersion.ts";
import type { Database } from "../db/database.ts";
import type { MediaStore } from "../media/mediaStore.ts";

/** What an entity's store is made with: the database, its uploads, and whom to tell of a write. */
export interface StoreContext {
  db: Database;
  media: MediaStore;
  /** Told once each content write has ended, so that kept answers are outdated. */
  version: Pick<ContentVersion, "changed">;
}
