import { DEMO_SITE_SETTINGS } from "@shelter/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsFields } from "../../testing/api.ts";
import {
  adminToken,
  DATABASE_KINDS,
  startTestSite,
  TEST_ADMIN,
  type TestSite,
} from "../../testing/testSite.ts";
import { recordBaselines } from "./history.ts";

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json & { message?: string };
}
interface Entry {
  version_id: number;
  entity: string;
  record_id: number;
  action: string;
  author: string | null;
  before: Json | null;
  after: Json | null;
}

async function pngDataUrl(colour: string): Promise<string> {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

/** The writes that change no record: a session's end and one's own password. */
const NOT_RECORD_WRITES = new Set([
  "POST /api/logout",
  "POST /api/password/change",
  // Issues a signed link to a draft's preview: nothing of the post changes.
  "POST /api/news/{id}/preview",
]);

describe.each(DATABASE_KINDS)("the history on the %s database", (kind) => {
  let test: TestSite;
  let admin: string;
  let editor: string;
  let desk: string;
  let red: string;
  let blue: string;

  const call = async (method: string, path: string, body?: unknown, token = admin) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(test.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} } as Answer;
  };
  const created = async (path: string, body: unknown) => {
    const answer = await call("POST", path, body);
    expect(answer.status, `POST ${path}`).toBe(201);
    return (answer.body.ID ?? answer.body.id) as number;
  };
  const entryCount = async () => {
    const { total } = await test.site.db.kysely
      .selectFrom("history")
      .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("total"))
      .executeTakeFirstOrThrow();
    return total;
  };
  const versions = async (entity: string, id: number) =>
    (await call("GET", `/api/history?entity=${entity}&id=${id}`)).body as unknown as Entry[];
  const member = async (email: string, role: "editor" | "bookings") => {
    const user = await test.site.accounts.register(email, "volunteer1");
    if (!user) throw new Error("not registered");
    await test.site.accounts.changeRole(user.id, role);
    const login = await fetch(`${test.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "volunteer1" }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const booking = async () => {
    const row = await test.site.db.kysely
      .insertInto("bookings")
      .values({
        visit_date: "2030-06-01",
        slot_time: "10:00",
        starts_at: new Date("2030-06-01T07:00:00Z"),
        group_size: 2,
        name: "Оля",
        phone: "+380 671 234 567",
        email: "olia@example.org",
        language: "uk",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const userId = async (email: string) =>
    (await test.site.accounts.findByEmail(email))?.id as number;

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    admin = await adminToken(test);
    editor = await member("editor@busha.org", "editor");
    desk = await member("desk@busha.org", "bookings");
    [red, blue] = await Promise.all([pngDataUrl("#c0392b"), pngDataUrl("#2e86c1")]);
  }, 120_000);
  afterAll(async () => {
    await test?.destroy();
  });

  /** Each write route of the API, ready to be called once: its path and body. */
  const writes: Record<string, () => Promise<{ path: string; body?: unknown; entity: string }>> = {
    "POST /api/news": async () => ({
      path: "/api/news",
      body: { ...newsFields("new"), image_data: red },
      entity: "news",
    }),
    "PUT /api/news/{id}": async () => ({
      path: `/api/news/${await created("/api/news", newsFields("old"))}`,
      body: newsFields("changed"),
      entity: "news",
    }),
    "POST /api/news/{id}/unpublish": async () => ({
      path: `/api/news/${await created("/api/news", newsFields("withdrawn"))}/unpublish`,
      entity: "news",
    }),
    "DELETE /api/news/{id}": async () => ({
      path: `/api/news/${await created("/api/news", newsFields("spare"))}`,
      entity: "news",
    }),
    "POST /api/excursions": async () => ({
      path: "/api/excursions",
      body: excursion(red),
      entity: "excursions",
    }),
    "PATCH /api/excursions/{id}": async () => ({
      path: `/api/excursions/${await created("/api/excursions", excursion(red))}`,
      body: { amount_of_persons: 12 },
      entity: "excursions",
    }),
    "DELETE /api/excursions/{id}": async () => ({
      path: `/api/excursions/${await created("/api/excursions", excursion(red))}`,
      entity: "excursions",
    }),
    "POST /api/reviews": async () => ({ path: "/api/reviews", body: review(), entity: "reviews" }),
    "PATCH /api/reviews/{id}": async () => ({
      path: `/api/reviews/${await created("/api/reviews", review())}`,
      body: { review_ua: "Чудово!" },
      entity: "reviews",
    }),
    "DELETE /api/reviews/{id}": async () => ({
      path: `/api/reviews/${await created("/api/reviews", review())}`,
      entity: "reviews",
    }),
    "POST /api/partners": async () => ({
      path: "/api/partners",
      body: partner(red),
      entity: "partners",
    }),
    "PATCH /api/partners/{id}": async () => ({
      path: `/api/partners/${await created("/api/partners", partner(red))}`,
      body: { logo_data: blue },
      entity: "partners",
    }),
    "DELETE /api/partners/{id}": async () => ({
      path: `/api/partners/${await created("/api/partners", partner(red))}`,
      entity: "partners",
    }),
    "POST /api/gallery": async () => ({
      path: "/api/gallery",
      body: { image_data: red },
      entity: "gallery",
    }),
    "DELETE /api/gallery/{id}": async () => ({
      path: `/api/gallery/${await created("/api/gallery", { image_data: red })}`,
      entity: "gallery",
    }),
    "POST /api/pdf": async () => ({ path: "/api/pdf", body: pdfDocument(), entity: "documents" }),
    "DELETE /api/pdf/{id}": async () => ({
      path: `/api/pdf/${await created("/api/pdf", pdfDocument())}`,
      entity: "documents",
    }),
    "POST /api/contacts": async () => ({
      path: "/api/contacts",
      body: contact(),
      entity: "contacts",
    }),
    "PATCH /api/contacts/{id}": async () => ({
      path: `/api/contacts/${await created("/api/contacts", contact())}`,
      body: { phone: "+380 501 112 233" },
      entity: "contacts",
    }),
    "PUT /api/settings": async () => ({
      path: "/api/settings",
      body: { ...DEMO_SITE_SETTINGS, recipient: "ГО «Притулок Буша»" },
      entity: "settings",
    }),
    "PATCH /api/bookings/{id}": async () => ({
      path: `/api/bookings/${await booking()}`,
      body: { status: "declined", reason: "Немає місць" },
      entity: "bookings",
    }),
    "PUT /api/booking/settings": async () => ({
      path: "/api/booking/settings",
      body: (await call("GET", "/api/booking/settings")).body,
      entity: "booking_settings",
    }),
    "POST /api/user": async () => ({
      path: "/api/user",
      body: { email: `second-${Date.now()}@busha.org`, password: "secret12" },
      entity: "users",
    }),
    "PATCH /api/users/{id}": async () => ({
      path: `/api/users/${(await test.site.accounts.register(`role-${Date.now()}@busha.org`, "secret12"))?.id}`,
      body: { role: "editor" },
      entity: "users",
    }),
    "DELETE /api/users/{id}": async () => ({
      path: `/api/users/${(await test.site.accounts.register(`gone-${Date.now()}@busha.org`, "secret12"))?.id}`,
      entity: "users",
    }),
    "POST /api/invitations": async () => ({
      path: "/api/invitations",
      body: { email: `invited-${Date.now()}@busha.org`, role: "editor" },
      entity: "invitations",
    }),
    "POST /api/invitations/{id}/resend": async () => ({
      path: `/api/invitations/${await created("/api/invitations", { email: `again-${Date.now()}@busha.org`, role: "editor" })}/resend`,
      entity: "invitations",
    }),
    "DELETE /api/invitations/{id}": async () => ({
      path: `/api/invitations/${await created("/api/invitations", { email: `revoked-${Date.now()}@busha.org`, role: "editor" })}`,
      entity: "invitations",
    }),
    "POST /api/history/{version_id}/restore": async () => {
      const id = await created("/api/reviews", review());
      await call("PATCH", `/api/reviews/${id}`, { review_ua: "Змінено" });
      const [, first] = await versions("reviews", id);
      return { path: `/api/history/${first?.version_id}/restore`, entity: "reviews" };
    },
    "POST /api/trash/{entity}/{id}/restore": async () => {
      const id = await created("/api/reviews", review());
      await call("DELETE", `/api/reviews/${id}`);
      return { path: `/api/trash/reviews/${id}/restore`, entity: "reviews" };
    },
    "DELETE /api/trash/{entity}/{id}": async () => {
      const id = await created("/api/reviews", review());
      await call("DELETE", `/api/reviews/${id}`);
      return { path: `/api/trash/reviews/${id}`, entity: "reviews" };
    },
  };

  it("starts the history of a record from before it (the demo's, an upgraded site's) with its version as it stands, once", async () => {
    const row = await test.site.db.kysely
      .insertInto("reviews")
      .values({ name_ua: "Давня", name_en: "Old", review_ua: "Було гарно", review_en: "Lovely" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await versions("reviews", row.id)).toEqual([]);
    expect(await recordBaselines(test.site.db)).toBeGreaterThanOrEqual(1);
    expect(await recordBaselines(test.site.db)).toBe(0);
    const [baseline] = await versions("reviews", row.id);
    expect(baseline).toMatchObject({ action: "create", author: null, before: null });
    // Its first change through the API can now be undone like any later one.
    const changed = await call("PATCH", `/api/reviews/${row.id}`, {
      name_ua: "Нова",
      name_en: "New",
      review_ua: "Змінено",
      review_en: "Changed",
    });
    expect(changed.status).toBe(200);
    const restored = await call("POST", `/api/history/${baseline?.version_id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ name_ua: "Давня", review_ua: "Було гарно" });
  });

  it("records every write route once, with the signed-in author and the record before and after", async () => {
    const spec = (await call("GET", "/api/docs/json")).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const routes: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === "get" || !operation.security?.length) continue;
        const route = `${method.toUpperCase()} ${path}`;
        if (!NOT_RECORD_WRITES.has(route)) routes.push(route);
      }
    }
    // A write route added without a case here fails, so that it is thought of.
    expect(routes.filter((route) => !writes[route])).toEqual([]);
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const method = route.split(" ")[0] as string;
      const prepared = await (
        writes[route] as () => Promise<{ path: string; body?: unknown; entity: string }>
      )();
      const before = await entryCount();
      const answer = await call(
        method,
        prepared.path,
        prepared.body ?? (method === "DELETE" ? undefined : {}),
      );
      expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      expect(await entryCount(), route).toBe(before + 1);
      const journal = (await call("GET", "/api/history?limit=1")).body as unknown as {
        entries: Entry[];
      };
      const [entry] = journal.entries;
      expect(entry, route).toMatchObject({ entity: prepared.entity, author: TEST_ADMIN.email });
      expect(entry?.before ?? entry?.after, route).toEqual(expect.any(Object));
      // No password or token is ever kept in a version.
      expect(JSON.stringify(entry), route).not.toMatch(/password_hash|token_digest|argon2/);
    }
  }, 240_000);

  it("names the editor who wrote, and keeps the e-mail after the account is removed", async () => {
    const temporary = await member("temporary@busha.org", "editor");
    const id = (await call("POST", "/api/reviews", review(), temporary)).body.id as number;
    await call("DELETE", `/api/users/${await userId("temporary@busha.org")}`);
    const [entry] = await versions("reviews", id);
    expect(entry).toMatchObject({ action: "create", author: "temporary@busha.org", before: null });
    expect(entry?.after).toMatchObject({ id, name_ua: "Марія" });
    const byEditor = await call("GET", "/api/history?author=temporary@busha.org&entity=reviews");
    expect(byEditor.body).toMatchObject({ totalLength: 1 });
  });

  it("restores a version whose image was replaced since, as a new version, with its image served", async () => {
    const id = await created("/api/news", { ...newsFields("red photo"), image_data: red });
    const first = (await call("GET", `/api/news/${id}`)).body;
    await call("PUT", `/api/news/${id}`, { ...newsFields("blue photo"), image_data: blue });
    const replaced = (await call("GET", `/api/news/${id}`)).body;
    expect(replaced.image_url).not.toBe(first.image_url);
    const [update, create] = await versions("news", id);
    expect(update).toMatchObject({ action: "update", author: TEST_ADMIN.email });
    expect(update?.before?.image_id).not.toBe(update?.after?.image_id);
    // The panel shows the change as two pictures: each version names its image by address.
    const thumbnails = [update?.before?.image_url, update?.after?.image_url];
    expect(thumbnails[0]).not.toBe(thumbnails[1]);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toMatch(/\.webp$/);
      expect((await fetch(test.baseUrl + String(thumbnail))).status).toBe(200);
    }

    const restored = await call("POST", `/api/history/${create?.version_id}/restore`, {}, editor);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      title_ua: "Новина red photo",
      image_url: first.image_url,
    });
    const image = await fetch(test.baseUrl + String(first.image_url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const after = await versions("news", id);
    expect(after.map((entry) => entry.action)).toEqual(["restore", "update", "create"]);
    expect(after[0]).toMatchObject({ author: "editor@busha.org" });
    // History is never rewritten: the older versions are as they were.
    expect(after.slice(1)).toEqual([update, create]);
    // The replaced photo is still kept for the version that named it.
    const blueImage = await fetch(test.baseUrl + String(replaced.image_url));
    expect(blueImage.status).toBe(200);
  });

  it("restores a version of a deleted record out of the trash, and refuses a purged one", async () => {
    const id = await created("/api/reviews", review());
    await call("DELETE", `/api/reviews/${id}`);
    expect((await call("GET", `/api/reviews/${id}`)).status).toBe(404);
    const [deleted] = await versions("reviews", id);
    expect(deleted).toMatchObject({ action: "delete", after: null });
    const restored = await call("POST", `/api/history/${deleted?.version_id}/restore`, {});
    expect(restored.status).toBe(200);
    expect((await call("GET", `/api/reviews/${id}`)).status).toBe(200);

    await call("DELETE", `/api/reviews/${id}`);
    expect((await call("DELETE", `/api/trash/reviews/${id}`)).status).toBe(200);
    const purged = await call("POST", `/api/history/${deleted?.version_id}/restore`, {});
    expect(purged.status).toBe(409);
    expect(purged.body.message).toMatch(/остаточно/);
  });

  it("restores the settings, and keeps the history of accounts for reading only", async () => {
    await call("PUT", "/api/settings", { ...DEMO_SITE_SETTINGS, recipient: "Перший одержувач" });
    await call("PUT", "/api/settings", { ...DEMO_SITE_SETTINGS, recipient: "Другий одержувач" });
    const [, earlier] = await versions("settings", 1);
    const restored = await call("POST", `/api/history/${earlier?.version_id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.recipient).toBe("Перший одержувач");
    expect((await call("GET", "/api/settings")).body.recipient).toBe("Перший одержувач");

    const [account] = await versions("users", await userId("editor@busha.org"));
    expect(account?.after).toEqual({
      id: expect.any(Number),
      email: "editor@busha.org",
      role: "editor",
    });
    const refused = await call("POST", `/api/history/${account?.version_id}/restore`, {});
    expect(refused.status).toBe(409);
    expect((await call("POST", "/api/history/999999999/restore", {})).status).toBe(404);
  });

  it("lets an editor read the content's history only, and the bookings desk none", async () => {
    const id = await userId("editor@busha.org");
    const accounts = await call("GET", `/api/history?entity=users&id=${id}`, undefined, editor);
    expect(accounts.status).toBe(403);
    expect((await call("GET", "/api/history?entity=settings", undefined, editor)).status).toBe(403);
    const journal = (await call("GET", "/api/history?limit=100", undefined, editor)).body as {
      entries: Entry[];
    };
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(
      journal.entries.filter((entry) =>
        ["users", "invitations", "settings", "bookings", "booking_settings", "contacts"].includes(
          entry.entity,
        ),
      ),
    ).toEqual([]);
    const [account] = await versions("users", id);
    const restore = await call("POST", `/api/history/${account?.version_id}/restore`, {}, editor);
    expect(restore.status).toBe(403);
    expect((await call("GET", "/api/history", undefined, desk)).status).toBe(403);
    expect((await call("GET", "/api/trash", undefined, desk)).status).toBe(403);
  });

  it("filters the journal by entity and date, and refuses junk with 400", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = (await call("GET", `/api/history?entity=news&from=${today}&to=${today}&limit=2`))
      .body as { entries: Entry[]; totalLength: number };
    expect(page.entries).toHaveLength(2);
    expect(page.totalLength).toBeGreaterThan(2);
    expect(page.entries.every((entry) => entry.entity === "news")).toBe(true);
    const old = (await call("GET", "/api/history?to=2001-01-01")).body;
    expect(old).toEqual({ entries: [], totalLength: 0 });
    for (const junk of [
      "entity=cows",
      "id=7",
      "entity=news&id=abc",
      "from=yesterday",
      "from=2030-01-02&to=2030-01-01",
      "page=0",
      "limit=1000",
    ]) {
      const answer = await call("GET", `/api/history?${junk}`);
      expect(answer.status, junk).toBe(400);
      expect(answer.body.message, junk).toMatch(/^Некоректний запит історії/);
    }
  });
});

function excursion(image: string) {
  return {
    title_ua: "Сирна майстерня",
    title_en: "Cheese workshop",
    description_ua: "Вчимося доглядати за коровами.",
    description_en: "Learning to care for cows.",
    time_from: "45",
    time_to: "90",
    amount_of_persons: "20",
    image_data: image,
  };
}

function review() {
  return { name_ua: "Марія", name_en: "Mariia", review_ua: "Тепло!", review_en: "Warm!" };
}

function partner(image: string) {
  return {
    name: "Зелена громада",
    name_en: "Green Community",
    link: "https://green.example.org",
    logo_data: image,
  };
}

function contact() {
  return { name: "Притулок у Буші", email: "hello@busha.org", phone: "+380 671 234 567" };
}

function pdfDocument() {
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ).toString("base64");
  return {
    title: "Політика конфіденційності",
    document_data: `data:application/pdf;base64,${pdf}`,
  };
}
