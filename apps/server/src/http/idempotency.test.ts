import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../testing/testSite.ts";

const review = (name: string) => ({
  name_ua: name,
  name_en: "Olia",
  review_ua: "Дякуємо за екскурсію",
  review_en: "Thank you for the excursion",
});

describe.each(DATABASE_KINDS)(
  "creates sent again with an Idempotency-Key, on the %s database",
  (kind) => {
    let test: TestSite;
    let token: string;

    beforeAll(async () => {
      test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
      token = await adminToken(test);
    });
    afterAll(() => test?.destroy());

    function post(path: string, body: unknown, headers: Record<string, string> = {}, as = token) {
      return fetch(`${test.baseUrl}/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${as}`, ...headers },
        body: JSON.stringify(body),
      });
    }

    const reviewsNamed = async (name: string) =>
      (
        await test.site.db.kysely
          .selectFrom("reviews")
          .select("id")
          .where("name_ua", "=", name)
          .execute()
      ).length;

    const storedKey = (key: string) =>
      test.site.db.kysely
        .selectFrom("idempotent_requests")
        .selectAll()
        .where("key", "=", key)
        .executeTakeFirst();

    it("answers the same key with the first answer and creates once", async () => {
      const key = randomUUID();
      const first = await post("/reviews", review("Одна"), { "idempotency-key": key });
      expect(first.status).toBe(201);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const firstBody = await first.text();

      const again = await post("/reviews", review("Одна"), { "idempotency-key": key });
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await again.text()).toBe(firstBody);
      expect(await reviewsNamed("Одна")).toBe(1);
    });

    it("creates every time without a key, and once per key", async () => {
      expect((await post("/reviews", review("Без ключа"))).status).toBe(201);
      expect((await post("/reviews", review("Без ключа"))).status).toBe(201);
      expect(await reviewsNamed("Без ключа")).toBe(2);
      expect(
        (await post("/reviews", review("Два ключі"), { "idempotency-key": randomUUID() })).status,
      ).toBe(201);
      expect(
        (await post("/reviews", review("Два ключі"), { "idempotency-key": randomUUID() })).status,
      ).toBe(201);
      expect(await reviewsNamed("Два ключі")).toBe(2);
    });

    it("creates once when the same key comes twice at the same time", async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3].map(() => post("/reviews", review("Разом"), { "idempotency-key": key })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      // The first creates; the others find it done (201, replayed) or still running (409).
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(await reviewsNamed("Разом")).toBe(1);
    });

    it("refuses the same key with another body, or from another account (422), creating nothing", async () => {
      const key = randomUUID();
      expect((await post("/reviews", review("Перша"), { "idempotency-key": key })).status).toBe(
        201,
      );
      const other = await post("/reviews", review("Інша"), { "idempotency-key": key });
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({
        message: "Цей Idempotency-Key уже надіслано з іншим запитом",
      });
      expect(await reviewsNamed("Інша")).toBe(0);

      const editor = { email: "editor@busha.org", password: TEST_ADMIN.password };
      await test.site.accounts.register(editor.email, editor.password);
      const editorToken = await adminToken(test, editor);
      const fromEditor = await post(
        "/reviews",
        review("Перша"),
        { "idempotency-key": key, "accept-language": "en" },
        editorToken,
      );
      expect(fromEditor.status).toBe(422);
      expect(await fromEditor.json()).toMatchObject({
        message: "This Idempotency-Key was already sent with another request",
      });
      expect(await reviewsNamed("Перша")).toBe(1);
    });

    it("answers 409 while the first request with the key runs, and takes over one abandoned for five minutes", async () => {
      const key = randomUUID();
      expect(
        (await post("/reviews", review("Паралельно"), { "idempotency-key": key })).status,
      ).toBe(201);
      // As if that request were still running: its claim without an answer, its review not made.
      await test.site.db.kysely
        .updateTable("idempotent_requests")
        .set({ status: null, response: null, made_id: null })
        .where("key", "=", key)
        .execute();
      await test.site.db.kysely.deleteFrom("reviews").where("name_ua", "=", "Паралельно").execute();

      const busy = await post("/reviews", review("Паралельно"), { "idempotency-key": key });
      expect(busy.status).toBe(409);
      expect(await busy.json()).toMatchObject({
        message: "Такий самий запит ще виконується. Зачекайте хвилину й оновіть список",
      });
      expect(await reviewsNamed("Паралельно")).toBe(0);

      // Its process stopped six minutes ago: the next try goes on.
      await test.site.db.kysely
        .updateTable("idempotent_requests")
        .set({ created_at: sql`now() - interval '6 minutes'` })
        .where("key", "=", key)
        .execute();
      const taken = await post("/reviews", review("Паралельно"), { "idempotency-key": key });
      expect(taken.status).toBe(201);
      expect(await reviewsNamed("Паралельно")).toBe(1);
      expect((await storedKey(key))?.status).toBe(201);
    });

    it("answers with the record a request made when it stopped before its answer was stored, and makes no other", async () => {
      const key = randomUUID();
      const first = await post("/reviews", review("Зупинена"), { "idempotency-key": key });
      expect(first.status).toBe(201);
      const made = (await first.json()) as { id: number };
      expect((await storedKey(key))?.made_id).toBe(made.id);
      // Its process stopped between the review's commit and the answer being stored.
      await test.site.db.kysely
        .updateTable("idempotent_requests")
        .set({ status: null, response: null })
        .where("key", "=", key)
        .execute();

      const expectReplayed = async () => {
        const again = await post("/reviews", review("Зупинена"), { "idempotency-key": key });
        expect(again.status).toBe(201);
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(await again.json()).toEqual(made);
        expect(await reviewsNamed("Зупинена")).toBe(1);
        expect((await storedKey(key))?.status).toBe(201);
      };
      await expectReplayed();

      // The same once the claim counts as abandoned (five minutes): taken over, still not made again.
      await test.site.db.kysely
        .updateTable("idempotent_requests")
        .set({ status: null, response: null, created_at: sql`now() - interval '6 minutes'` })
        .where("key", "=", key)
        .execute();
      await expectReplayed();
    });

    it("lets go of the key when the create is refused, so a corrected retry goes on", async () => {
      const key = randomUUID();
      const junk = `data:image/png;base64,${Buffer.alloc(2_000, 7).toString("base64")}`;
      const refused = await post("/gallery", { image_data: junk }, { "idempotency-key": key });
      expect(refused.status).toBe(400);
      expect(await storedKey(key)).toBeUndefined();

      const png = await sharp({
        create: { width: 60, height: 40, channels: 3, background: "#7a9a5b" },
      })
        .png()
        .toBuffer();
      const photo = { image_data: `data:image/png;base64,${png.toString("base64")}` };
      const saved = await post("/gallery", photo, { "idempotency-key": key });
      expect(saved.status).toBe(201);
      const again = await post("/gallery", photo, { "idempotency-key": key });
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      const photos = await test.site.db.kysely.selectFrom("gallery_images").select("id").execute();
      expect(photos).toHaveLength(1);
    });

    it("refuses a malformed key (400) and forgets keys after a day", async () => {
      for (const key of ["short", "x".repeat(101), "ключ-ключ-ключ-ключ"]) {
        const answer = await post("/reviews", review("Погано"), {
          "idempotency-key": encodeURI(key),
        });
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({
          message:
            "Заголовок Idempotency-Key має містити від 16 до 100 латинських літер, цифр, «-» або «_»",
        });
      }
      expect(await reviewsNamed("Погано")).toBe(0);

      const old = randomUUID();
      expect((await post("/reviews", review("Старий"), { "idempotency-key": old })).status).toBe(
        201,
      );
      await test.site.db.kysely
        .updateTable("idempotent_requests")
        .set({ created_at: sql`now() - interval '25 hours'` })
        .where("key", "=", old)
        .execute();
      // Any keyed request clears the day-old keys; the old key then creates anew.
      expect((await post("/reviews", review("Старий"), { "idempotency-key": old })).status).toBe(
        201,
      );
      expect(await reviewsNamed("Старий")).toBe(2);
    });
  },
);
