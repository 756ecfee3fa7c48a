import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canvas } from "../testing/photos.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("hostile input on the %s database", (kind) => {
  let test: TestSite;
  let token: string;
  const statuses: number[] = [];

  const send = async (
    method: string,
    url: string,
    body?: string,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(test.baseUrl + url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    statuses.push(response.status);
    const text = await response.text();
    let json: Json | null = null;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // not every answer of this test is JSON (a redirect, say)
    }
    return { status: response.status, json, type: response.headers.get("content-type") ?? "" };
  };
  const json = (method: string, url: string, body: unknown) =>
    send(method, url, JSON.stringify(body), { "content-type": "application/json" });
  const healthy = async () => (await fetch(`${test.baseUrl}/api/health`)).status === 200;

  beforeAll(async () => {
    test = await startTestSite(kind, { env: { SEED_DEMO: "false" } });
    token = await adminToken(test);
  });
  afterAll(async () => {
    // No request of this file, whatever it sent, got a server error.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await test?.destroy();
  });

  it.each([
    ["broken JSON", '{"name_ua": "Оля",'],
    ["a bare string", '"just a string"'],
    ["an array", "[1, 2, 3]"],
    ["null", "null"],
    ["an empty body", ""],
  ])("answers 400 JSON for %s", async (_, body) => {
    const answer = await send("POST", "/api/reviews", body, { "content-type": "application/json" });
    expect(answer.status).toBe(400);
    expect(typeof answer.json?.message).toBe("string");
  });

  it("answers 415 to a body that is not JSON", async () => {
    const answer = await send("POST", "/api/reviews", "name=Olia", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(415);
    expect(typeof answer.json?.message).toBe("string");
  });

  it("answers 413 to an oversized body and stays healthy", async () => {
    const huge = JSON.stringify({ review_ua: "я".repeat(3 * 1024 * 1024) });
    const answer = await send("POST", "/api/reviews", huge, { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(answer.json?.message).toBe("Запит завеликий");
    const image = JSON.stringify({ image_data: "A".repeat(12 * 1024 * 1024) });
    expect(
      (await send("POST", "/api/gallery", image, { "content-type": "application/json" })).status,
    ).toBe(413);
    expect(await healthy()).toBe(true);
  });

  it.each([
    "/api/reviews/..%2F..%2Fetc%2Fpasswd",
    "/api/reviews/%2e%2e",
    "/api/reviews/1%00",
    "/api/reviews/1;DROP TABLE reviews",
    "/api/reviews/0x10",
    "/api/reviews/1e3",
    `/api/reviews/${"9".repeat(150)}`,
    "/api/reviews/2147483648",
  ])("answers 404 for the id in %s, for every method", async (url) => {
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const body = method === "PATCH" ? JSON.stringify({ name_en: "Olia" }) : undefined;
      const answer = await send(
        method,
        url,
        body,
        body ? { "content-type": "application/json" } : {},
      );
      expect(answer.status).toBe(404);
      expect(answer.type).toContain("application/json");
    }
  });

  it("answers an id too long for the router without an error", async () => {
    const answer = await send("GET", `/api/news/${"1".repeat(5000)}`);
    expect(answer.status).toBeLessThan(500);
    expect(await healthy()).toBe(true);
  });

  it("stores SQL- and script-looking text verbatim and returns it so", async () => {
    const review = {
      name_ua: "Д'Артаньян-Дроп",
      name_en: "O'Drop-Table",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
      review_ua: "'; DROP TABLE reviews; -- <script>alert('xss')</script> {{7*7}} ${7*7}",
      review_en: '<img src=x onerror="alert(1)"> \\" OR 1=1 --',
    };
    const created = await json("POST", "/api/reviews", review);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject(review);
    const read = await send("GET", `/api/reviews/${created.json?.id}`);
    expect(read.json).toMatchObject(review);
    const partner = {
      name: "<b>Ферма</b> & Co; DROP TABLE partners",
      link: "https://example.org/?q=' OR '1'='1",
    };
    const withLogo = await json("POST", "/api/partners", { ...partner, logo_data: "not an image" });
    expect(withLogo.status).toBe(400);
    expect((await send("GET", "/api/reviews")).json).not.toBeNull();
  });

  it("refuses a NUL character instead of failing in the database", async () => {
    const answer = await json("POST", "/api/reviews", {
      name_ua: "Оля",
      name_en: "Olia",
      review_ua: "до\u0000після",
      review_en: "before\u0000after",
    });
    expect(answer.status).toBe(400);
  });

  it("ignores fields the schema does not name, such as a forged id", async () => {
    const answer = await json("POST", "/api/reviews", {
      id: 424242,
      name_ua: "Оля",
      name_en: "Olia",
      review_ua: "Гарно",
      review_en: "Nice",
      created_at: "1999-01-01",
    });
    expect(answer.status).toBe(201);
    expect(answer.json?.id).not.toBe(424242);
  });

  it.each([
    ["a number for a text", { name_ua: 5, name_en: "Olia", review_ua: "Гарно", review_en: "Nice" }],
    [
      "an object for a text",
      { name_ua: { $gt: "" }, name_en: "Olia", review_ua: "Гарно", review_en: "Nice" },
    ],
    [
      "an array of texts",
      { name_ua: ["Оля"], name_en: "Olia", review_ua: "Гарно", review_en: "Nice" },
    ],
  ])("answers 400 for %s", async (_, body) => {
    expect((await json("POST", "/api/reviews", body)).status).toBe(400);
  });

  it("answers 400 to an administrator's deeply nested 300 KB body, and still takes the next", async () => {
    // An upload route: the others take no more than a form's few KB.
    const deep = `{"alt_ua": ${"[".repeat(150_000)}${"]".repeat(150_000)}}`;
    const answer = await send("POST", "/api/gallery", deep, {
      "content-type": "application/json",
      "accept-language": "en",
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe("The request body is nested too deeply");
    // As large, parsed in the background thread too; the schema drops the field it does not name.
    const photo = await canvas(64, 48).png().toBuffer();
    const padded = {
      image_data: `data:image/png;base64,${photo.toString("base64")}`,
      padding: "я".repeat(150_000),
    };
    expect((await json("POST", "/api/gallery", padded)).status).toBe(201);
  });

  it("refuses a stranger's large body with 413 before parsing it", async () => {
    const response = await fetch(`${test.baseUrl}/api/password/forgot`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@busha.org", padding: "я".repeat(150_000) }),
    });
    statuses.push(response.status);
    expect(response.status).toBe(413);
    expect(await healthy()).toBe(true);
  });

  it("answers 400 for excursion numbers of the wrong kind", async () => {
    for (const amount of [-5, 1.5, "1e9", "NaN", Number.MAX_SAFE_INTEGER, { n: 1 }]) {
      const answer = await json("PATCH", "/api/excursions/1", { amount_of_persons: amount });
      expect([400, 404]).toContain(answer.status);
    }
  });
});
