import { describe, expect, it } from "vitest";
import {
  describeStore,
  expectTrashedThenPurged,
  itReadsNewestFirst,
} from "../../testing/storeTestBed.ts";
import { createNewsStore } from "./store.ts";

const post = (label: string) => ({
  title_ua: `Новина ${label}`,
  title_en: `News ${label}`,
  subtitle_ua: "Підзаголовок",
  subtitle_en: "Subtitle",
  content_ua: "Текст новини",
  content_en: "The news itself",
});

describeStore("the news store", createNewsStore, (news, bed) => {
  itReadsNewestFirst(() => ({
    ...news(),
    add: (label) => news().create(post(label)),
    idOf: (item) => item.ID,
  }));

  it("creates a post with its photo and answers it with id and ID alike", async () => {
    const photo = await bed.upload();
    const id = await news().create({ ...post("з фото"), alt_ua: "Корова", alt_en: "A cow" }, photo);
    const created = await news().get(id);
    expect(created).toMatchObject({
      ID: id,
      id,
      title_en: "News з фото",
      alt_ua: "Корова",
      alt_en: "A cow",
      image_width: 640,
      image_height: 320,
    });
    expect(created?.image_variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect(created?.image_url).toBe(created?.image_variants[1]?.url);
  });

  it("replaces the texts and the photo, keeping the old photo for the post's history", async () => {
    const old = await bed.upload();
    const id = await news().create(post("стара"), old);
    const replacement = await bed.upload();
    expect(await news().update(id, post("нова"), replacement)).toBe(true);
    expect(await news().get(id)).toMatchObject({ title_ua: "Новина нова" });
    expect(await bed.kept(old)).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);

    expect(await news().update(id, post("без фото"))).toBe(true);
    expect(await bed.kept(replacement)).toBe(true);
    // Purged from the trash, the post takes every photo its versions had with it.
    expect(await news().remove(id)).toBe(true);
    expect(await news().purge(id)).toBe(true);
    expect(await bed.kept(old)).toBe(false);
    expect(await bed.kept(replacement)).toBe(false);
  });

  it("moves a post to the trash, purged later with its photo, and says so only once", async () => {
    const photo = await bed.upload();
    const id = await news().create(post("на видалення"), photo);
    await expectTrashedThenPurged(bed, news(), id, photo);
  });

  it("changes nothing for a missing post and removes the photo sent with it", async () => {
    const photo = await bed.upload();
    expect(await news().update(2_147_483_647, post("нікому"), photo)).toBe(false);
    expect(await bed.kept(photo)).toBe(false);
  });

  describe("publishing", () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

    it("shows the public published posts only, and the back office every post with its status", async () => {
      const store = news();
      const published = await store.create(post("опублікована"));
      const draft = await store.create({ ...post("чернетка"), status: "draft" });
      const scheduled = await store.create({
        ...post("запланована"),
        status: "scheduled",
        publish_at: inMinutes(30),
      });
      const publicIds = (await store.list()).map((item) => item.ID);
      expect(publicIds).toContain(published);
      expect(publicIds).not.toContain(draft);
      expect(publicIds).not.toContain(scheduled);
      const page = await store.page({ page: 1, limit: 100 });
      expect(page.total).toBe(page.items.length);
      expect(page.items.map((item) => item.ID)).not.toContain(draft);
      expect(await store.get(draft)).toBeNull();
      expect(await store.get(scheduled)).toBeNull();
      expect(await store.get(published)).toMatchObject({ status: "published" });

      const all = await store.all.page({ page: 1, limit: 100 });
      expect(all.total).toBe(page.total + 2);
      expect(await store.all.get(draft)).toMatchObject({ status: "draft", publish_at: null });
      expect(await store.all.get(scheduled)).toMatchObject({
        status: "scheduled",
        publish_at: expect.any(String),
        publish_error: null,
      });
    });

    it("dates a draft as it is published, newest first", async () => {
      const store = news();
      const draft = await store.create({ ...post("стара чернетка"), status: "draft" });
      const later = await store.create(post("пізніша"));
      expect(await store.update(draft, { ...post("стара чернетка"), status: "published" })).toBe(
        true,
      );
      const [first] = await store.list();
      expect(first?.ID).toBe(draft);
      expect(first?.publish_at).toBe(first?.createdAt);
      expect((await store.list()).map((item) => item.ID)).toContain(later);
      // An edit of a published post keeps its date and the time it went public.
      expect(await store.update(draft, post("виправлена"))).toBe(true);
      expect(await store.get(draft)).toMatchObject({
        createdAt: first?.createdAt,
        publish_at: first?.publish_at,
      });
    });

    it("keeps a published post as visitors see it while its change is a draft, until published", async () => {
      const store = news();
      const id = await store.create(post("на сайті"));
      expect(await store.update(id, { ...post("зміна"), status: "draft" })).toBe(true);
      expect(await store.get(id)).toMatchObject({
        title_ua: "Новина на сайті",
        status: "published",
      });
      expect(await store.get(id)).not.toHaveProperty("draft");
      expect(await store.all.get(id)).toMatchObject({
        title_ua: "Новина на сайті",
        status: "published",
        draft: { title_ua: "Новина зміна" },
      });
      expect(await store.preview(id)).toMatchObject({ title_ua: "Новина зміна" });

      expect(await store.update(id, { ...post("зміна"), status: "published" })).toBe(true);
      expect(await store.get(id)).toMatchObject({ title_ua: "Новина зміна" });
      expect(await store.all.get(id)).toMatchObject({ draft: null });
    });

    it("publishes a scheduled post once its time has come, exactly once however often asked", async () => {
      const store = news();
      const at = inMinutes(5);
      const id = await store.create({ ...post("вчасно"), status: "scheduled", publish_at: at });
      expect((await store.publishDue(new Date(Date.now() + 4 * 60_000))).published).toEqual([]);
      expect(await store.get(id)).toBeNull();
      const due = new Date(Date.now() + 6 * 60_000);
      const rounds = await Promise.all([store.publishDue(due), news().publishDue(due)]);
      expect(rounds.flatMap((round) => round.published)).toEqual([id]);
      expect(await store.get(id)).toMatchObject({ status: "published" });
      expect((await store.publishDue(due)).published).toEqual([]);
    });

    it("records a failed publish on the post and keeps it scheduled, to be tried again", async () => {
      const store = news();
      const id = await store.create({
        ...post("зламана"),
        status: "scheduled",
        publish_at: inMinutes(1),
      });
      await bed.db.exec(`
        CREATE FUNCTION refuse_news() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'storage unavailable'; END; $$;
        CREATE TRIGGER refuse_news BEFORE UPDATE OF status ON news_posts
          FOR EACH ROW WHEN (NEW.title_ua = 'Новина зламана') EXECUTE FUNCTION refuse_news();`);
      const due = new Date(Date.now() + 2 * 60_000);
      expect(await store.publishDue(due)).toEqual({ published: [], failed: 1 });
      expect(await store.all.get(id)).toMatchObject({
        status: "scheduled",
        publish_error: expect.stringContaining("storage unavailable"),
      });
      await bed.db.exec("DROP TRIGGER refuse_news ON news_posts");
      expect((await store.publishDue(due)).published).toEqual([id]);
      expect(await store.all.get(id)).toMatchObject({ status: "published", publish_error: null });
    });
  });
});
