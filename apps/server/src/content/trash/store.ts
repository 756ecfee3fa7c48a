import {
  CONTENT_ENTITIES,
  type ContentEntity,
  TRASH_DAYS,
  type TrashItem,
} from "@shelter/contract";
import { sql } from "kysely";
import type { Queryable } from "../../db/database.ts";
import type { Author } from "../history/history.ts";
import type { TrashTable } from "../recordWriter.ts";

/** Each trashable entity's table and the column its Ukrainian title or name is in. */
const TRASH: Record<ContentEntity, { table: TrashTable; title: string }> = {
  news: { table: "news_posts", title: "title_ua" },
  excursions: { table: "excursions", title: "title_ua" },
  reviews: { table: "reviews", title: "name_ua" },
  gallery: { table: "gallery_images", title: "alt_ua" },
  partners: { table: "partners", title: "name" },
  documents: { table: "pdf_documents", title: "title" },
};

/** What the trash needs of each entity's store (`recordWriter` gives it). */
export interface TrashableStore {
  restoreFromTrash(id: number, by?: Author): Promise<boolean>;
  purge(id: number, by?: Author): Promise<boolean>;
}

/** «Кошик»: what was deleted in the last 30 days, its restore, and its purge after them. */
export function createTrashStore(db: Queryable, stores: Record<ContentEntity, TrashableStore>) {
  /** The trashed records of one entity, deleted before `before` when it is given. */
  const trashed = (entity: ContentEntity, before?: Date) => {
    const { table, title } = TRASH[entity];
    let query = db.kysely
      .selectFrom(table)
      .select(["id", sql<string>`${sql.ref(title)}`.as("title"), "deleted_at", "deleted_by"])
      .where("deleted_at", "is not", null);
    if (before) query = query.where("deleted_at", "<", before);
    return query.execute();
  };

  return {
    /** Everything in the trash, the most recently deleted first. */
    async list(): Promise<TrashItem[]> {
      const items: TrashItem[] = [];
      for (const entity of CONTENT_ENTITIES) {
        for (const row of await trashed(entity)) {
          items.push({
            entity,
            id: row.id,
            title: row.title || `#${row.id}`,
            deleted_at: new Date(row.deleted_at ?? 0).toISOString(),
            deleted_by: row.deleted_by,
          });
        }
      }
      return items.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
    },

    restore: (entity: ContentEntity, id: number, by?: Author) =>
      stores[entity].restoreFromTrash(id, by),

    purge: (entity: ContentEntity, id: number, by?: Author) => stores[entity].purge(id, by),

    /** Removes for good, with their files, the records deleted 30 days or more before `now`. */
    async purgeExpired(now: Date): Promise<number> {
      const before = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
      let purged = 0;
      for (const entity of CONTENT_ENTITIES) {
        for (const row of await trashed(entity, before)) {
          if (await stores[entity].purge(row.id)) purged += 1;
        }
      }
      return purged;
    },
  };
}

export type TrashStore = ReturnType<typeof createTrashStore>;
