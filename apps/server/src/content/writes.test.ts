import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

type Json = Record<string, unknown>;

let png: string;
let otherPng: string;
const pdf = `data:application/pdf;base64,${Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
).toString("base64")}`;

async function pngDataUrl(width: number, colour: string): Promise<string> {
  const bytes = await sharp({ create: { width, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

interface Case {
  field: string;
  value: unknown;
  message: string;
}

interface Entity {
  name: string;
  url: string;
  /** The key the record is found by. */
  idKey: "ID" | "id";
  update?: "PUT" | "PATCH";
  deletable: boolean;
  /** Read one back: by id, or from the list where there is no by-id call. */
  byId: boolean;
  create: () => Json;
  change: () => Json;
  /** Fields of the answer that must equal what was sent. */
  echoed: string[];
  invalid: Case[];
}

const required = "Поле повинно бути заповнене";

const entities: Entity[] = [
  {
    name: "news",
    url: "/api/news",
    idKey: "ID",
    update: "PUT",
    deletable: true,
    byId: true,
    create: () => ({
      title_ua: "Нове теля",
      title_en: "A new calf",
      subtitle_ua: "Знайомтеся з Ромашкою",
      subtitle_en: "Meet Romashka",
      content_ua: "Сьогодні до притулку приїхала Ромашка.",
      content_en: "Today Romashka came to the shelter.",
      image_data: png,
    }),
    change: () => ({
      title_ua: "Ромашка освоїлась",
      title_en: "Romashka has settled in",
      subtitle_ua: "Тиждень на притулку",
      subtitle_en: "A week at the shelter",
      content_ua: "Ромашка вже гуляє з усіма.",
      content_en: "Romashka now walks with everyone.",
    }),
    echoed: ["title_ua", "title_en", "subtitle_ua", "subtitle_en", "content_ua", "content_en"],
    invalid: [
      { field: "title_ua", value: undefined, message: required },
      { field: "title_ua", value: "Ой", message: "Заголовок має містити мінімум 3 символи" },
      {
        field: "title_en",
        value: "x".repeat(56),
        message: "Заголовок має містити максимум 55 символів",
      },
      {
        field: "title_en",
        value: "Нове теля",
        message: "Введіть коректний заголовок англійською мовою",
      },
      { field: "subtitle_ua", value: "Теля <3 🐄", message: "Введіть коректний текст" },
      {
        field: "content_en",
        value: "x".repeat(2001),
        message: "Текст має містити максимум 2000 символів",
      },
      {
        field: "image_data",
        value: "data:image/png;base64,AAAA,BBBB",
        message: "Failed to process image",
      },
    ],
  },
  {
    name: "excursions",
    url: "/api/excursions",
    idKey: "ID",
    update: "PATCH",
    deletable: true,
    byId: true,
    create: () => ({
      title_ua: "Сирна майстерня",
      title_en: "Cheese workshop",
      description_ua: "Вчимося доглядати за коровами.",
      description_en: "Learning to care for cows.",
      time_from: "45",
      time_to: "90",
      amount_of_persons: "20",
      image_data: png,
    }),
    change: () => ({ title_ua: "Сирна майстерня для дітей", time_to: 120, amount_of_persons: 25 }),
    echoed: ["title_ua", "title_en", "description_ua", "description_en"],
    invalid: [
      {
        field: "title_ua",
        value: "x".repeat(41),
        message: "Заголовок має містити максимум 40 символів",
      },
      {
        field: "description_ua",
        value: "x".repeat(751),
        message: "Текст має містити максимум 750 символів",
      },
      { field: "time_from", value: "5", message: "Мінімальна довжина поля 2 символи" },
      { field: "time_to", value: "1000", message: "Максимальна довжина поля 3 символи" },
      { field: "time_to", value: "10", message: "Час «до» не може бути меншим за час «від»" },
      { field: "amount_of_persons", value: "", message: required },
      {
        field: "amount_of_persons",
        value: "12345678901",
        message: "Максимальна довжина поля 10 символів",
      },
      { field: "image_data", value: undefined, message: "Image is required" },
    ],
  },
  {
    name: "reviews",
    url: "/api/reviews",
    idKey: "id",
    update: "PATCH",
    deletable: true,
    byId: true,
    create: () => ({
      name_ua: "Марія",
      name_en: "Mariia",
      review_ua: "Дуже тепле місце!",
      review_en: "A very warm place!",
    }),
    change: () => ({ review_ua: "Повернемося влітку!", review_en: "We will be back in summer!" }),
    echoed: ["name_ua", "name_en", "review_ua", "review_en"],
    invalid: [
      { field: "name_ua", value: "Maria", message: "Введіть коректне ім’я українською мовою" },
      { field: "name_en", value: "Марія", message: "Введіть коректне ім’я англійською мовою" },
      { field: "name_en", value: "M", message: "Мінімальна довжина поля 2 символи" },
      {
        field: "review_ua",
        value: "x".repeat(301),
        message: "Текст має містити максимум 300 символів",
      },
    ],
  },
  {
    name: "partners",
    url: "/api/partners",
    idKey: "ID",
    update: "PATCH",
    deletable: true,
    byId: true,
    create: () => ({
      name: "Зелена громада",
      name_en: "Green Community",
      link: "https://green.example.org",
      logo_data: png,
    }),
    change: () => ({ link: "https://green.example.org/about", logo_data: otherPng }),
    echoed: ["name", "name_en", "link"],
    invalid: [
      { field: "name", value: "Z", message: "Мінімальна довжина поля 2 символи" },
      { field: "name_en", value: "Зелена", message: "Введіть коректний текст англійською мовою" },
      { field: "link", value: "javascript:alert(1)", message: "Введіть коректний лінк" },
      {
        field: "link",
        value: `https://example.org/${"x".repeat(90)}`,
        message: "Максимальна довжина поля 100 символів",
      },
      { field: "logo_data", value: undefined, message: "Додайте лого партнера" },
    ],
  },
  {
    name: "gallery",
    url: "/api/gallery",
    idKey: "ID",
    deletable: true,
    byId: true,
    create: () => ({ image_data: png }),
    change: () => ({}),
    echoed: [],
    invalid: [{ field: "image_data", value: undefined, message: "Image file is required" }],
  },
  {
    name: "PDF documents",
    url: "/api/pdf",
    idKey: "id",
    deletable: true,
    byId: true,
    create: () => ({ title: "Політика конфіденційності", document_data: pdf }),
    change: () => ({}),
    echoed: ["title"],
    invalid: [
      { field: "title", value: "П", message: "Мінімальна довжина поля 2 символи" },
      { field: "document_data", value: "AAAA,BBBB,CCCC", message: "Failed to process document" },
    ],
  },
  {
    name: "contacts",
    url: "/api/contacts",
    idKey: "id",
    update: "PATCH",
    deletable: false,
    byId: false,
    create: () => ({
      name: "Притулок у Буші",
      email: "hello@busha.org",
      phone: "+380 671 234 567",
    }),
    change: () => ({ phone: "+380 501 112 233" }),
    echoed: ["name", "email", "phone"],
    invalid: [
      {
        field: "email",
        value: "hello-at-busha",
        message: "Введіть коректну адресу електронної пошти",
      },
      { field: "phone", value: "067 123 45", message: "Формат номера телефону +380 *** *** ***" },
      {
        field: "phone",
        value: "+381 671 234 567",
        message: "Формат номера телефону +380 *** *** ***",
      },
      { field: "name", value: "x".repeat(101), message: "Максимальна довжина поля 100 символів" },
    ],
  },
];

describe.each(DATABASE_KINDS)("write calls on the %s database", (kind) => {
  let test: TestSite;
  let token: string;

  const call = async (
    method: string,
    url: string,
    body?: unknown,
    bearer: string | null = token,
  ) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await fetch(test.baseUrl + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Json & { errors?: Case[] },
    };
  };
  const read = async (entity: Entity, id: unknown) => {
    if (entity.byId) {
      // GET /pdf/{id} adds the file itself as document_data (documents/documents.test.ts).
      const { status, body } = await call("GET", `${entity.url}/${id}`);
      const { document_data: _file, ...record } = body ?? {};
      return { status, body: body ? record : null };
    }
    const list = (await call("GET", entity.url)).body as unknown as Json[];
    const found = list.find((record) => record[entity.idKey] === id);
    return { status: found ? 200 : 404, body: found ?? null };
  };
  const everything = async () =>
    Promise.all(entities.map(async (entity) => (await call("GET", entity.url)).body));

  beforeAll(async () => {
    [png, otherPng] = await Promise.all([pngDataUrl(60, "#3a7d44"), pngDataUrl(80, "#d4a017")]);
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    token = await adminToken(test);
  });
  afterAll(async () => {
    await test?.destroy();
  });

  describe.each(entities)("$name", (entity) => {
    it("creates, reads back, updates, reads back, deletes, then is gone", async () => {
      const input = entity.create();
      const created = await call("POST", entity.url, input);
      expect(created.status).toBe(201);
      for (const field of entity.echoed) expect(created.body[field]).toEqual(input[field]);
      const id = created.body[entity.idKey];
      expect(typeof id).toBe("number");
      expect(await read(entity, id)).toEqual({ status: 200, body: created.body });

      if (entity.update) {
        const change = entity.change();
        const updated = await call(entity.update, `${entity.url}/${id}`, change);
        expect(updated.status).toBe(200);
        for (const [field, value] of Object.entries(change)) {
          if (!field.endsWith("_data")) expect(String(updated.body[field])).toBe(String(value));
        }
        expect(await read(entity, id)).toEqual({ status: 200, body: updated.body });
      }

      if (entity.deletable) {
        const deleted = await call("DELETE", `${entity.url}/${id}`);
        expect(deleted.status).toBe(200);
        expect(typeof deleted.body.message).toBe("string");
        expect((await read(entity, id)).status).toBe(404);
        expect((await call("DELETE", `${entity.url}/${id}`)).status).toBe(404);
      }
    });

    it("refuses every write without a token, or with a revoked one, and changes nothing", async () => {
      const existing = await call("POST", entity.url, entity.create());
      const id = existing.body[entity.idKey];
      const revoked = await adminToken(test);
      expect((await call("POST", "/api/logout", undefined, revoked)).status).toBe(204);
      const before = await everything();
      for (const bearer of [null, revoked, "not-a-token"]) {
        expect((await call("POST", entity.url, entity.create(), bearer)).status).toBe(401);
        if (entity.update) {
          expect(
            (await call(entity.update, `${entity.url}/${id}`, entity.change(), bearer)).status,
          ).toBe(401);
        }
        if (entity.deletable) {
          expect((await call("DELETE", `${entity.url}/${id}`, undefined, bearer)).status).toBe(401);
        }
      }
      expect(await everything()).toEqual(before);
    });

    it.each(entity.invalid)(
      "answers 400 for $field = $value with '$message', changing nothing",
      async (bad) => {
        const before = await everything();
        const answer = await call("POST", entity.url, {
          ...entity.create(),
          [bad.field]: bad.value,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe("Перевірте введені дані");
        expect(answer.body.errors).toContainEqual({ field: bad.field, message: bad.message });
        expect(await everything()).toEqual(before);
      },
    );

    if (entity.update) {
      it("refuses an invalid update and keeps the record as it was", async () => {
        const created = await call("POST", entity.url, entity.create());
        const id = created.body[entity.idKey];
        const bad = entity.invalid.find((candidate) => candidate.value !== undefined);
        if (!bad) throw new Error("each entity lists an invalid value");
        const answer = await call(entity.update ?? "PATCH", `${entity.url}/${id}`, {
          ...entity.change(),
          [bad.field]: bad.value,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toContainEqual({ field: bad.field, message: bad.message });
        expect(await read(entity, id)).toEqual({ status: 200, body: created.body });
        expect(
          (await call(entity.update ?? "PATCH", `${entity.url}/999999`, entity.change())).status,
        ).toBe(404);
      });
    }
  });

  it("fills an empty English excursion title and description from the Ukrainian ones", async () => {
    const created = await call("POST", "/api/excursions", {
      ...entities[1]?.create(),
      title_en: "",
      description_en: "",
    });
    expect(created.status).toBe(201);
    expect(created.body.title_en).toBe(created.body.title_ua);
    expect(created.body.description_en).toBe(created.body.description_ua);
    expect(created.body).toMatchObject({ time_from: 45, time_to: 90, amount_of_persons: 20 });
  });

  it("shows the newest contact first, as the site uses the first", async () => {
    await call("POST", "/api/contacts", { name: "Перший", email: "first@busha.org" });
    await call("POST", "/api/contacts", { name: "Другий", email: "second@busha.org" });
    const list = (await call("GET", "/api/contacts")).body as unknown as Json[];
    expect(list[0]).toMatchObject({ name: "Другий", email: "second@busha.org", phone: "" });
  });

  it("stores a phone typed as people type it, and a link typed without https://, as the rules write them", async () => {
    const created = await call("POST", "/api/contacts", {
      name: "Притулок",
      email: "phone@busha.org",
      phone: "0671234567",
    });
    expect(created.status).toBe(201);
    expect(created.body.phone).toBe("+380 671 234 567");
    const patched = await call("PATCH", `/api/contacts/${created.body.id}`, {
      phone: "+380 50 111 22 33",
    });
    expect(patched.body.phone).toBe("+380 501 112 233");
    const partner = await call("POST", "/api/partners", {
      ...entities.find((entity) => entity.name === "partners")?.create(),
      link: "green.example.org/about",
    });
    expect(partner.status).toBe(201);
    expect(partner.body.link).toBe("https://green.example.org/about");
  });

  it("answers English server messages to a client that asks for English", async () => {
    const response = await fetch(`${test.baseUrl}/api/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en-GB,en;q=0.9" },
      body: "{}",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "Please sign in to continue",
      requestId: expect.any(String),
    });
  });
});
