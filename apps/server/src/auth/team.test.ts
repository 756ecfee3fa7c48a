import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { maskSecrets } from "../http/logging.ts";
import { adminToken, DATABASE_KINDS, startTestSite, type TestSite } from "../testing/testSite.ts";
import type { Mail, Mailer } from "./mailer.ts";

interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; token?: string };
}

type Role = "admin" | "editor" | "bookings";

/** Who the back office's routes let in (issue 23): anything not listed is administrators only. */
function expectedRoles(method: string, path: string): readonly Role[] {
  if (["/api/logout", "/api/password/change"].includes(path))
    return ["admin", "editor", "bookings"];
  if (method === "GET" && path === "/api/user") return ["admin", "editor", "bookings"];
  // The content, and its history and trash (an editor sees the content's part of them).
  if (/^\/api\/(news|gallery|excursions|reviews|partners|pdf|history|trash)(\/|$)/.test(path)) {
    return ["admin", "editor"];
  }
  // The bookings' routes; the scheduled jobs' state is the administrators'.
  if (/^\/api\/booking/.test(path)) return ["admin", "bookings"];
  return ["admin"];
}

describe("an invitation link", () => {
  it("is kept out of the request log, as a reset link is", () => {
    expect(maskSecrets("/invite/abc123")).toBe("/invite/[hidden]");
  });
});

describe.each(DATABASE_KINDS)("the team on the %s database", (kind) => {
  let test: TestSite;
  let admin: string;
  const mails: Mail[] = [];
  let mailServerDown = false;
  const mailer: Mailer = {
    async sendResetLink() {},
    async send(mail) {
      if (mailServerDown) throw new Error("connect ECONNREFUSED");
      mails.push(mail);
    },
  };
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const all: Record<string, string> = { ...headers };
    if (body !== undefined) all["content-type"] = "application/json";
    if (token) all.authorization = `Bearer ${token}`;
    const response = await fetch(test.baseUrl + path, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // The bookings' CSV export is the one answer that is not JSON.
    const json = response.headers.get("content-type")?.includes("json");
    return { status: response.status, body: text && json ? JSON.parse(text) : {} };
  };
  // The invitations leave through the outbox, just after the answer: a test reads the next one
  // to its address, so a late mail is never taken for another's.
  const read = new Set<Mail>();
  const unread = (to: string) => mails.find((mail) => mail.to === to && !read.has(mail));
  const nextMail = async (to: string): Promise<Mail> => {
    await vi.waitFor(
      () => {
        if (!unread(to)) throw new Error(`no invitation mailed to ${to} yet`);
      },
      { timeout: 10_000, interval: 20 },
    );
    const mail = unread(to) as Mail;
    read.add(mail);
    return mail;
  };
  const tokenOf = (mail: Mail) => {
    const match = /\/invite\/(\S+)/.exec(mail.text);
    if (!match?.[1]) throw new Error("no invitation link mailed");
    return match[1];
  };
  const tokenOfNextMail = async (to: string) => tokenOf(await nextMail(to));
  /** Invites, accepts and answers the new account's token. */
  const member = async (email: string, role: Role) => {
    const invited = await call("POST", "/api/invitations", { email, role }, admin);
    expect(invited.status).toBe(201);
    const accepted = await call("POST", "/api/invitations/accept", {
      token: await tokenOfNextMail(email),
      password: "volunteer1",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toEqual({ email, role });
    return accepted.body.token as string;
  };

  beforeAll(async () => {
    test = await startTestSite(kind, { mailer });
    admin = await adminToken(test);
  }, 120_000);
  afterAll(async () => {
    await test?.destroy();
  });

  it("signs in with the role, and existing accounts are administrators", async () => {
    const login = await call("POST", "/api/login", {
      email: "admin@busha.org",
      password: "secret12",
    });
    expect(login.body.user).toEqual({ email: "admin@busha.org", role: "admin" });
    expect((await call("GET", "/api/user", undefined, admin)).body).toEqual({
      email: "admin@busha.org",
      role: "admin",
    });
  });

  it("mails an invitation in Ukrainian, valid once, and the account signs in with its role", async () => {
    const invited = await call(
      "POST",
      "/api/invitations",
      { email: "editor@busha.org", role: "editor" },
      admin,
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: "editor@busha.org", role: "editor" });
    const hours =
      (Date.parse(String(invited.body.expires_at)) - Date.parse(String(invited.body.created_at))) /
      3_600_000;
    expect(Math.round(hours)).toBe(72);
    const mail = await nextMail("editor@busha.org");
    expect(mail.text).toContain("Вас запрошено");
    const token = tokenOf(mail);
    const weak = await call("POST", "/api/invitations/accept", { token, password: "short" });
    expect(weak.status).toBe(400);
    const accepted = await call("POST", "/api/invitations/accept", {
      token,
      password: "editor12",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toEqual({ email: "editor@busha.org", role: "editor" });
    const again = await call("POST", "/api/invitations/accept", { token, password: "editor12" });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/Запрошення недійсне/);
    const login = await call("POST", "/api/login", {
      email: "editor@busha.org",
      password: "editor12",
    });
    expect(login.body.user).toEqual({ email: "editor@busha.org", role: "editor" });
    const list = await call("GET", "/api/users", undefined, admin);
    const editor = (list.body as unknown as { email: string; last_sign_in: string | null }[]).find(
      (user) => user.email === "editor@busha.org",
    );
    expect(editor?.last_sign_in).toEqual(expect.any(String));
    // The address has an account now: no second invitation.
    expect(
      (await call("POST", "/api/invitations", { email: "EDITOR@busha.org", role: "editor" }, admin))
        .status,
    ).toBe(409);
  });

  it("keeps an invitation whose mail fails in the outbox and sends it on a later round, without its link once sent", async () => {
    mailServerDown = true;
    const invited = await call(
      "POST",
      "/api/invitations",
      { email: "patient@busha.org", role: "editor" },
      admin,
    );
    expect(invited.status).toBe(201);
    const waiting = async () =>
      test.site.db.query<{
        attempts: number;
        sent_at: unknown;
        body: string;
        last_error: string | null;
      }>(
        "SELECT attempts, sent_at, body, last_error FROM mail_outbox WHERE recipient = 'patient@busha.org'",
      );
    // The failed attempt has ended once its error is written (and its next try set).
    await vi.waitFor(async () => expect((await waiting())[0]?.last_error).toBeTruthy(), {
      timeout: 10_000,
    });
    expect((await waiting())[0]?.attempts).toBe(1);
    expect((await waiting())[0]?.sent_at).toBeNull();
    mailServerDown = false;
    // The next round, once its wait is over.
    await test.site.db.query(
      "UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = 'patient@busha.org'",
    );
    // A round that finds the job's lease still held by another does nothing: ask until one sends.
    await vi.waitFor(
      async () => {
        await test.site.scheduler.deliverNow();
        expect(unread("patient@busha.org")).toBeDefined();
      },
      { timeout: 10_000, interval: 200 },
    );
    const mail = await nextMail("patient@busha.org");
    const accepted = await call("POST", "/api/invitations/accept", {
      token: tokenOf(mail),
      password: "patient1",
    });
    expect(accepted.status).toBe(200);
    const [sent] = await waiting();
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.body).toBe("");
  });

  it("refuses a revoked, a resent-over or an expired invitation", async () => {
    const first = await call(
      "POST",
      "/api/invitations",
      { email: "late@busha.org", role: "bookings" },
      admin,
    );
    const oldToken = await tokenOfNextMail("late@busha.org");
    const resent = await call("POST", `/api/invitations/${first.body.id}/resend`, {}, admin);
    expect(resent.status).toBe(200);
    const newToken = await tokenOfNextMail("late@busha.org");
    expect(newToken).not.toBe(oldToken);
    const old = await call("POST", "/api/invitations/accept", {
      token: oldToken,
      password: "late1234",
    });
    expect(old.status).toBe(400);
    expect(
      (await call("DELETE", `/api/invitations/${first.body.id}`, undefined, admin)).status,
    ).toBe(200);
    const revoked = await call("POST", "/api/invitations/accept", {
      token: newToken,
      password: "late1234",
    });
    expect(revoked.status).toBe(400);

    await call("POST", "/api/invitations", { email: "expired@busha.org", role: "editor" }, admin);
    const expiredToken = await tokenOfNextMail("expired@busha.org");
    await test.site.db.query(
      "UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'expired@busha.org'",
    );
    const expired = await call(
      "POST",
      "/api/invitations/accept",
      { token: expiredToken, password: "late1234" },
      undefined,
      { "accept-language": "en" },
    );
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/invitation is invalid/);
    const pending = await call("GET", "/api/invitations", undefined, admin);
    expect(pending.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "expired@busha.org", expired: true }),
      ]),
    );
  });

  it("lets each role into its routes only, with a 403 in the caller's language", async () => {
    const tokens: Record<Exclude<Role, "admin">, string> = {
      editor: await member("writer@busha.org", "editor"),
      bookings: await member("desk@busha.org", "bookings"),
    };
    const spec = (await call("GET", "/api/docs/json")).body as {
      paths: Record<string, Record<string, { security?: unknown[]; responses?: object }>>;
    };
    const guarded: { method: string; path: string }[] = [];
    for (const [openApiPath, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        // The API description tells every client of a guarded route that a role may be refused.
        expect(operation.responses, `${method} ${openApiPath}`).toHaveProperty("403");
        guarded.push({
          method: method.toUpperCase(),
          path: openApiPath.replace(/\{[^}]+\}/g, "999999"),
        });
      }
    }
    // Every write of the content, the bookings, the settings and the team is among them.
    expect(guarded.length).toBeGreaterThan(30);
    let checked = 0;
    for (const role of ["editor", "bookings"] as const) {
      for (const { method, path } of guarded) {
        // Sign-out ends the token: tried last. Registration checks its body first (below).
        if (path === "/api/logout" || (method === "POST" && path === "/api/user")) continue;
        const answer = await call(
          method,
          path,
          method === "GET" || method === "DELETE" ? undefined : {},
          tokens[role],
          {
            "accept-language": "en",
          },
        );
        const label = `${role} ${method} ${path}`;
        if (expectedRoles(method, path).includes(role)) {
          expect([401, 403], label).not.toContain(answer.status);
        } else {
          expect(answer.status, label).toBe(403);
          expect(answer.body.message, label).toBe(
            "Your role does not give access to this section. Please ask an administrator",
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    const ukrainian = await call("PUT", "/api/settings", {}, tokens.editor);
    expect(ukrainian.body.message).toMatch(/^Ваша роль не дає доступу/);
    // An editor writes the content; the bookings account reads the bookings.
    expect((await call("GET", "/api/bookings", undefined, tokens.bookings)).status).toBe(200);
    const review = await call(
      "POST",
      "/api/reviews",
      { name_ua: "Олена", name_en: "Olena", review_ua: "Дякую!", review_en: "Thanks!" },
      tokens.editor,
    );
    expect(review.status).toBe(201);
    // Only an administrator registers through POST /api/user.
    expect(
      (
        await call(
          "POST",
          "/api/user",
          { email: "x@busha.org", password: "secret12" },
          tokens.editor,
        )
      ).status,
    ).toBe(403);
    expect((await call("POST", "/api/logout", undefined, tokens.editor)).status).toBe(204);
  });

  it("changes roles and removes accounts, never the last administrator", async () => {
    const token = await member("second@busha.org", "editor");
    const users = (await call("GET", "/api/users", undefined, admin)).body as unknown as {
      id: number;
      email: string;
      role: Role;
    }[];
    const second = users.find((user) => user.email === "second@busha.org");
    const first = users.find((user) => user.email === "admin@busha.org");
    if (!second || !first) throw new Error("accounts missing");
    expect((await call("GET", "/api/users", undefined, token)).status).toBe(403);
    // A changed role counts at once, on the sessions already open.
    const promoted = await call("PATCH", `/api/users/${second.id}`, { role: "admin" }, admin);
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe("admin");
    expect((await call("GET", "/api/users", undefined, token)).status).toBe(200);
    expect((await call("PATCH", `/api/users/${second.id}`, { role: "boss" }, admin)).status).toBe(
      400,
    );
    // Two administrators: either may go, but not both.
    expect((await call("DELETE", `/api/users/${second.id}`, undefined, admin)).status).toBe(200);
    expect((await call("GET", "/api/user", undefined, token)).status).toBe(401);
    const last = await call("DELETE", `/api/users/${first.id}`, undefined, admin);
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/останнього адміністратора/);
    expect((await call("PATCH", `/api/users/${first.id}`, { role: "editor" }, admin)).status).toBe(
      409,
    );
    expect((await call("DELETE", "/api/users/999999", undefined, admin)).status).toBe(404);
  });
});
