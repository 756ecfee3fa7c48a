import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NewsPost } from "@shelter/contract";
import { MAX_PAGE_LIMIT } from "@shelter/contract";
import type { Availability } from "@shelter/contract/bookings";
import {
  bookingPath,
  homePath,
  LANGUAGE_COOKIE,
  NEWS_ARCHIVE_PAGE_SIZE,
  newsArchivePageCount,
  newsArchivePath,
  newsPath,
  PAGE_DATA_ELEMENT_ID,
  PAGE_GALLERY_LIMIT,
  PAGE_LANGUAGES,
  PAGE_NEWS_LIMIT,
  PAGE_PARTNERS_LIMIT,
  PAGE_REVIEWS_LIMIT,
  type PageLanguage,
  type PublicPageData,
} from "@shelter/contract/page";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AccountStore } from "../auth/accountStore.ts";
import { CONTENT_ROLES } from "../auth/guard.ts";
import { previewSubject } from "../content/news/routes.ts";
import type { Stores } from "../content/stores.ts";
import type { BackgroundThread } from "./backgroundThread.ts";
import { languageOf, message } from "./messages.ts";
import type { ResponseCache } from "./responseCache.ts";
import { siteOrigin } from "./siteOrigin.ts";

/** What apps/web/src/entry-server.tsx exports (built to dist/server/entry-server.js). */
interface RenderedPage {
  html: string;
  head: string;
}
type RenderPage = (input: {
  language: PageLanguage;
  data: PublicPageData;
  publicUrl: string;
}) => RenderedPage;

export interface PageTemplate {
  /** dist/client/index.html with its placeholders (and `<html lang="uk">`, set per page). */
  html: string;
  render: (...input: Parameters<RenderPage>) => Promise<RenderedPage>;
}

/**
 * Loads the built client's HTML template and the server renderer beside it. With a background
 * thread, pages are rendered there: React's rendering of the whole page is the longest piece of
 * work the event loop would otherwise do after a write (issue 9: reads during writes).
 */
export async function loadPageTemplate(
  distDir: string,
  background?: Pick<BackgroundThread, "renderPage">,
): Promise<PageTemplate> {
  const html = await readFile(path.join(distDir, "client/index.html"), "utf8");
  const entry = pathToFileURL(path.join(distDir, "server/entry-server.js")).href;
  // Loaded on this thread only without a background thread, or if that one fails: React's
  // renderer and the page's components, twice over, would cost the server memory for nothing.
  let here: Promise<RenderPage> | undefined;
  const renderHere = async (input: Parameters<RenderPage>[0]) => {
    here ??= import(entry).then((module: { renderPage: RenderPage }) => module.renderPage);
    return (await here)(input);
  };
  return {
    html,
    async render(input) {
      const rendered = await background?.renderPage<RenderedPage>(entry, input);
      return rendered ?? renderHere(input);
    },
  };
}

/** JSON that no stored text can break out of: `</script>`, `<!--` and line separators escaped. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function fillTemplate(
  template: string,
  parts: { language: PageLanguage | "uk"; head: string; html: string; data?: PublicPageData },
): string {
  const data =
    parts.data === undefined
      ? ""
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${embedJson(parts.data)}</script>`;
  // Replacer functions: a `$` in the page's text must not be read as a replacement pattern.
  return template
    .replace('<html lang="uk">', () => `<html lang="${parts.language}">`)
    .replace("<!--app-head-->", () => parts.head)
    .replace("<!--app-html-->", () => parts.html)
    .replace("<!--app-data-->", () => data);
}

const NOINDEX = '<meta name="robots" content="noindex">';

const languageOfRequest = (request: FastifyRequest) =>
  languageOf(request.headers["accept-language"]);

/** A read that failed leaves its section to fetch for itself in the browser. */
async function orNull<T>(read: () => Promise<T>, log: FastifyInstance["log"]): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.error({ err: error }, "a section of the public page could not be read");
    return null;
  }
}

/** Everything the first screen shows, read in parallel. */
export async function readPageData(
  stores: Stores,
  log: FastifyInstance["log"],
): Promise<PublicPageData> {
  const [news, excursions, gallery, partners, reviews, contacts, documents, settings] =
    await Promise.all([
      orNull(async () => {
        const page = await stores.news.page({ page: 1, limit: PAGE_NEWS_LIMIT });
        return { posts: page.items, total: page.total };
      }, log),
      orNull(() => stores.excursions.list(), log),
      orNull(async () => {
        const page = await stores.gallery.page({ page: 1, limit: PAGE_GALLERY_LIMIT });
        return { images: page.items, total: page.total };
      }, log),
      orNull(
        async () => (await stores.partners.page({ page: 1, limit: PAGE_PARTNERS_LIMIT })).items,
        log,
      ),
      orNull(
        async () => (await stores.reviews.page({ page: 1, limit: PAGE_REVIEWS_LIMIT })).items,
        log,
      ),
      orNull(() => stores.contacts.list(), log),
      orNull(() => stores.documents.list(), log),
      orNull(() => stores.settings.get(), log),
    ]);
  return {
    news,
    excursions,
    gallery,
    partners,
    reviews,
    contacts,
    documents,
    settings,
    openNews: null,
  };
}

function chosenLanguage(request: FastifyRequest): PageLanguage | undefined {
  const cookies = request.headers.cookie ?? "";
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(cookies);
  return PAGE_LANGUAGES.find((language) => language === match?.[1]);
}

/**
 * The archive's `?page=N`, as its cache key and its route read it: anything but a page number
 * (`?page=abc`, `?page=0`) is page 1, like any other junk parameter.
 */
const archiveQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
});

/**
 * `/`, `/en`, `/news/{ID}`, `/en/news/{ID}`, `/news`, `/en/news` (the archive, `?page=N`), `/booking`, `/en/booking` and the cancel links: the page rendered on the server in its language,
 * with its data embedded (CONTRACT.md, Public page delivery); `/sitemap.xml` and `/robots.txt`.
 */
export function publicPageRoutes(
  app: FastifyInstance,
  deps: {
    template: PageTemplate;
    stores: Stores;
    responseCache: ResponseCache;
    publicUrl: string | undefined;
    /** The days the request form offers, from tomorrow; without it the form asks for them. */
    availability?: () => Promise<Availability>;
    /** Checks the signed links of the back office's previews. */
    accounts?: Pick<AccountStore, "sessionLinkUser">;
  },
): void {
  const { template, stores } = deps;

  // The request form's first days come with the page, so it is painted as it will stay (no
  // shift when they arrive); a read that fails leaves the form to ask for them itself.
  const openDays = async (request: FastifyRequest): Promise<Availability | null> => {
    if (!deps.availability) return null;
    try {
      return await deps.availability();
    } catch (error) {
      request.log.error({ err: error }, "the booking form's days could not be read for its page");
      return null;
    }
  };

  // Before the cache: a visitor who chose English comes back to the English page (CONTRACT.md).
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url === "/" && chosenLanguage(request) === "en") {
      return reply.header("vary", "Cookie").redirect(homePath("en"), 302);
    }
  });
  // Cached by path, and the archive by its page: a shared link's tracking tags change nothing.
  deps.responseCache.register(app);

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    language: PageLanguage,
    newsId: number | null,
    booking: PublicPageData["openBooking"] = null,
    archive: PublicPageData["archive"] = null,
    preview: NewsPost | null = null,
  ) => {
    // An unknown post's address costs one read, not the whole page's.
    const post = preview ?? (newsId === null ? null : await stores.news.get(newsId));
    if (newsId !== null && !post) return reply.redirect(homePath(language), 302);
    const data = await readPageData(stores, request.log);
    data.openNews = post;
    if (booking) data.openBooking = booking;
    if (archive) data.archive = archive;
    const rendered = await template.render({
      language,
      data,
      publicUrl: siteOrigin(app, deps.publicUrl),
    });
    // A preview is the back office's: never kept, never indexed.
    const head = preview ? `${rendered.head}${NOINDEX}` : rendered.head;
    reply.type("text/html; charset=utf-8").header("vary", "Cookie");
    if (preview) reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    else reply.header("cache-control", "no-cache");
    return reply.send(fillTemplate(template.html, { language, head, html: rendered.html, data }));
  };

  app.get("/", (request, reply) => sendPage(request, reply, "uk", null));
  app.get("/en", (request, reply) => sendPage(request, reply, "en", null));

  for (const language of PAGE_LANGUAGES) {
    app.get<{ Params: { id: string } }>(
      newsPath(language, 0).replace(/0$/, ":id"),
      async (request, reply) => {
        const raw = request.params.id;
        const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
        if (id === null) return reply.redirect(homePath(language), 302);
        return sendPage(request, reply, language, id);
      },
    );
  }

  // A post's preview (a draft, a scheduled post, a published one's draft) on the page of
  // `/news/{ID}`, for the session that signed its link; anyone else gets a 404, uncached.
  for (const language of PAGE_LANGUAGES) {
    app.get<{ Params: { id: string }; Querystring: { token?: unknown } }>(
      `${language === "en" ? "/en" : ""}/preview/news/:id`,
      { config: { responseCache: false } },
      async (request, reply) => {
        reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
        const raw = request.params.id;
        const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
        const token = request.query.token;
        const user =
          id !== null && typeof token === "string"
            ? await deps.accounts?.sessionLinkUser(token, previewSubject(id))
            : null;
        const post =
          user && CONTENT_ROLES.includes(user.role) && id !== null
            ? await stores.news.preview(id)
            : null;
        if (!post) {
          const language_ = languageOfRequest(request);
          return reply.code(404).send({ message: message("notFound", language_) });
        }
        return sendPage(request, reply, language, post.ID, null, null, post);
      },
    );
  }

  // Every published post, a page at a time (issue 23): the home page's section shows five.
  for (const language of PAGE_LANGUAGES) {
    app.get<{ Querystring: z.infer<typeof archiveQuerySchema> }>(
      newsArchivePath(language),
      { schema: { querystring: archiveQuerySchema } },
      async (request, reply) => {
        const page = request.query.page ?? 1;
        const { items, total } = await stores.news.page({ page, limit: NEWS_ARCHIVE_PAGE_SIZE });
        if (page > newsArchivePageCount(total)) {
          return reply.redirect(newsArchivePath(language), 302);
        }
        return sendPage(request, reply, language, null, null, { posts: items, total, page });
      },
    );
  }

  // The excursion request form and a visitor's cancel link (issue 22), in the page of each language.
  for (const language of PAGE_LANGUAGES) {
    app.get(bookingPath(language), async (request, reply) =>
      sendPage(request, reply, language, null, {
        cancelToken: null,
        availability: await openDays(request),
      }),
    );
    app.get<{ Params: { token: string } }>(
      `${bookingPath(language)}/cancel/:token`,
      async (request, reply) => {
        const { token } = request.params;
        if (!/^[A-Za-z0-9_.~-]{1,512}$/.test(token)) {
          return reply.redirect(bookingPath(language), 302);
        }
        return sendPage(request, reply, language, null, { cancelToken: token });
      },
    );
  }

  app.get("/robots.txt", async (_request, reply) => {
    const origin = siteOrigin(app, deps.publicUrl);
    return reply
      .type("text/plain; charset=utf-8")
      .send(
        [
          "User-agent: *",
          "Disallow: /admin",
          "Disallow: /login",
          "Disallow: /api/",
          "Disallow: /reset/",
          "Disallow: /invite/",
          "Disallow: /register-user-only-for-developers",
          "",
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      );
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const origin = siteOrigin(app, deps.publicUrl);
    // Every post, a page at a time: a list call answers only the newest (MAX_LIST_LENGTH).
    const posts: { ID: number; createdAt: string }[] = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = await stores.news.page({ page, limit: MAX_PAGE_LIMIT });
      posts.push(...items.map(({ ID, createdAt }) => ({ ID, createdAt })));
      if (items.length === 0 || posts.length >= total) break;
    }
    const entry = (pathname: string, alternates: Record<PageLanguage, string>, lastmod?: string) =>
      [
        "  <url>",
        `    <loc>${origin}${pathname}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod.slice(0, 10)}</lastmod>`] : []),
        ...PAGE_LANGUAGES.map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${origin}${alternates[language]}"/>`,
        ),
        "  </url>",
      ].join("\n");
    const urls = PAGE_LANGUAGES.flatMap((language) => [
      entry(homePath(language), { uk: homePath("uk"), en: homePath("en") }),
      entry(bookingPath(language), { uk: bookingPath("uk"), en: bookingPath("en") }),
      entry(newsArchivePath(language), { uk: newsArchivePath("uk"), en: newsArchivePath("en") }),
      ...posts.map((post) =>
        entry(
          newsPath(language, post.ID),
          { uk: newsPath("uk", post.ID), en: newsPath("en", post.ID) },
          post.createdAt,
        ),
      ),
    ]);
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
}
