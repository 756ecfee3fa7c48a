import {
  type NewsBackOfficePost,
  type NewsDraft,
  type NewsPost,
  type NewsStatus,
  newsDraftSchema,
  newsStatusSchema,
} from "@shelter/contract";
import { type Insertable, sql, type UpdateObject } from "kysely";
import type { Queryable } from "../../db/database.ts";
import type { DB, NewsPosts } from "../../db/schema.generated.ts";
import type { StoredFiles } from "../../media/mediaStore.ts";
import { type Author, recordHistory } from "../history/history.ts";
import { presentImage } from "../presenters.ts";
import { recordReader, selectWithUpload, type UploadRow } from "../recordReader.ts";
import { contentTransaction, type OnMade, pickColumns, recordWriter } from "../recordWriter.ts";
import type { StoreContext } from "../storeContext.ts";

/** A post's texts: what a draft of a published post's change holds. */
const TEXT_COLUMNS = [
  "title_ua",
  "title_en",
  "subtitle_ua",
  "subtitle_en",
  "content_ua",
  "content_en",
  "alt_ua",
  "alt_en",
] as const satisfies readonly (keyof NewsPosts)[];

/** A post's own columns; its photo goes to storage and `media`. */
const COLUMNS = [
  ...TEXT_COLUMNS,
  "status",
  "publish_at",
  "publish_error",
  "draft",
] as const satisfies readonly (keyof NewsPosts)[];

type NewsRow = UploadRow<"news_posts">;

/** What a create or an update of a post takes: its texts and where it stands. */
export type NewsWrite = Pick<Insertable<NewsPosts>, (typeof TEXT_COLUMNS)[number]> & {
  status?: NewsStatus | undefined;
  publish_at?: string | null | undefined;
};

const PUBLISH_ERROR_LENGTH = 1000;

/** The columns of where a post stands: a write publishes, schedules or drafts it afresh. */
function publication(input: NewsWrite) {
  const status = input.status ?? "published";
  return {
    status,
    // A published post's time is set as it goes public (migration 014's trigger).
    publish_at: status === "scheduled" ? (input.publish_at ?? null) : null,
    publish_error: null,
    draft: null,
  };
}

function draftOf(value: unknown): NewsDraft | null {
  const parsed = newsDraftSchema.safeParse(typeof value === "string" ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}

/**
 * The news posts: newest first, each with its optional photo. Its reads (`list`, `page`, `get`)
 * are the public's, published posts only; `all` reads every post for the back office.
 */
export function createNewsStore(context: StoreContext) {
  const { db, media, version } = context;
  const select = () => selectWithUpload(db, "news_posts", "image_id");
  const presentPublic = (row: NewsRow): NewsPost => ({
    ID: row.id,
    id: row.id,
    ...pickColumns(row, TEXT_COLUMNS),
    ...presentImage(media, row),
    createdAt: row.created_at.toISOString(),
    status: newsStatusSchema.parse(row.status),
    publish_at: row.publish_at ? row.publish_at.toISOString() : null,
  });
  const presentAll = (row: NewsRow): NewsBackOfficePost => ({
    ...presentPublic(row),
    publish_error: row.publish_error,
    draft: draftOf(row.draft),
  });

  const published = recordReader(
    db,
    {
      table: "news_posts",
      select: () => select().where("news_posts.status", "=", "published"),
      count: () => db.kysely.selectFrom("news_posts").where("news_posts.status", "=", "published"),
    },
    presentPublic,
  );
  const all = recordReader(db, { table: "news_posts", select }, presentAll);

  const writer = recordWriter(context, {
    table: "news_posts",
    entity: "news",
    columns: COLUMNS,
    restoreColumns: TEXT_COLUMNS,
    upload: "image_id",
    tracksUpdates: true,
  });

  /**
   * Changes one live post that still stands as `expected` (locked first, so two instances never
   * both change it), and records the change in its history; undefined when no post matches.
   */
  async function changeRecorded(
    tx: Queryable,
    id: number,
    expected: { status: "published" | "scheduled"; dueBy?: Date },
    change: UpdateObject<DB, "news_posts">,
    by: Author | null | undefined,
  ) {
    let query = tx.kysely
      .selectFrom("news_posts")
      .selectAll()
      .where("id", "=", id)
      .where("status", "=", expected.status)
      .where("deleted_at", "is", null);
    if (expected.dueBy) query = query.where("publish_at", "<=", expected.dueBy);
    const before = await query.forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const after = await tx.kysely
      .updateTable("news_posts")
      .set(change)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(tx, {
      entity: "news",
      recordId: id,
      action: "update",
      author: by,
      before,
      after,
    });
    return after;
  }

  /** Keeps `input`'s texts as the draft of a published post's change; false if not published. */
  async function saveDraft(id: number, input: NewsWrite, by?: Author): Promise<boolean> {
    const texts = pickColumns(input, TEXT_COLUMNS);
    const draft = JSON.stringify({
      ...texts,
      alt_ua: texts.alt_ua ?? "",
      alt_en: texts.alt_en ?? "",
    });
    const changed = await contentTransaction(db, version, (tx) =>
      changeRecorded(
        tx,
        id,
        { status: "published" },
        { draft: sql`${draft}::jsonb`, updated_at: sql<Date>`now()` },
        by,
      ),
    );
    return changed !== undefined;
  }

  return {
    ...published,
    /** The back office's reads: every post, with its status, draft and failed publish. */
    all,
    async create(
      input: NewsWrite,
      files?: StoredFiles,
      by?: Author,
      onMade?: OnMade,
    ): Promise<number> {
      return writer.create({ ...input, ...publication(input) }, files, by, onMade);
    },
    /**
     * PUT: replaces the texts (and the photo when a new one came) and where the post stands. A
     * published post saved as a draft, without a new photo, keeps what visitors see and holds
     * the change in its `draft` until it is published.
     */
    async update(id: number, input: NewsWrite, files?: StoredFiles, by?: Author): Promise<boolean> {
      if (input.status === "draft" && !files && (await saveDraft(id, input, by))) return true;
      return writer.update(id, { ...input, ...publication(input) }, files, by);
    },
    /**
     * Takes a published or scheduled post off the site as a draft (issue 23): its latest texts
     * (a saved draft of a change, if there is one) become the draft's. False when no live post
     * stands published or scheduled; recorded in the history.
     */
    async unpublish(id: number, by?: Author): Promise<boolean> {
      return contentTransaction(db, version, async (tx) => {
        const current = await tx.kysely
          .selectFrom("news_posts")
          .select(["status", "draft"])
          .where("id", "=", id)
          .where("deleted_at", "is", null)
          .forUpdate()
          .executeTakeFirst();
        if (current?.status !== "published" && current?.status !== "scheduled") return false;
        const changed = await changeRecorded(
          tx,
          id,
          { status: current.status },
          {
            ...draftOf(current.draft),
            status: "draft",
            publish_at: null,
            publish_error: null,
            draft: null,
            updated_at: sql<Date>`now()`,
          },
          by,
        );
        return changed !== undefined;
      });
    },
    remove: writer.remove,
    restore: writer.restore,
    restoreFromTrash: writer.restoreFromTrash,
    purge: writer.purge,

    /**
     * Publishes the scheduled posts due at `now`, each in its own transaction that takes it only
     * while it is still scheduled and due, so it goes public once, whichever instance runs it.
     * A post that fails keeps its schedule and records why; the job tries it again next round.
     */
    async publishDue(now: Date): Promise<{ published: number[]; failed: number }> {
      const due = await db.kysely
        .selectFrom("news_posts")
        .select("id")
        .where("status", "=", "scheduled")
        .where("publish_at", "<=", now)
        .where("deleted_at", "is", null)
        .orderBy("publish_at")
        .limit(100)
        .execute();
      const done: number[] = [];
      let failed = 0;
      for (const { id } of due) {
        try {
          // The site's own work: the journal shows it without an author.
          const row = await contentTransaction(db, version, (tx) =>
            changeRecorded(
              tx,
              id,
              { status: "scheduled", dueBy: now },
              { status: "published", publish_error: null, updated_at: sql<Date>`now()` },
              null,
            ),
          );
          if (row) done.push(row.id);
        } catch (error) {
          failed += 1;
          const text = error instanceof Error ? error.message : String(error);
          await db.kysely
            .updateTable("news_posts")
            .set({ publish_error: text.slice(0, PUBLISH_ERROR_LENGTH) })
            .where("id", "=", id)
            .where("status", "=", "scheduled")
            .execute();
        }
      }
      return { published: done, failed };
    },

    /** A post as the preview shows it: with its draft's change, whatever its status. */
    async preview(id: number): Promise<NewsPost | null> {
      const post = await all.get(id);
      if (!post) return null;
      const { draft, publish_error: _error, ...shown } = post;
      return draft ? { ...shown, ...draft } : shown;
    },
  };
}

export type NewsStore = ReturnType<typeof createNewsStore>;
