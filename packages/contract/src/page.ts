// The public page's addresses and the data the server embeds in it (CONTRACT.md, Public page
// delivery). Imports types only, so the browser's page bundle carries no schema library.
import type { Availability } from "./bookings.ts";
import type { Contact } from "./contacts.ts";
import type { PdfDocument } from "./documents.ts";
import type { Excursion } from "./excursions.ts";
import type { GalleryImage } from "./gallery.ts";
import type { ImageVariant } from "./media.ts";
import type { NewsPost } from "./news.ts";
import type { Partner } from "./partners.ts";
import type { Review } from "./reviews.ts";
import type { SiteSettings } from "./settings.ts";

export const PAGE_LANGUAGES = ["uk", "en"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** spec: page counts are capped at 5, and the largest page holds 5 news posts / 6 gallery images. */
export const PAGE_NEWS_LIMIT = 25;
export const PAGE_GALLERY_LIMIT = 30;
/** The newest reviews and partners the page embeds: its sliders show a few at a time. */
export const PAGE_REVIEWS_LIMIT = 20;
export const PAGE_PARTNERS_LIMIT = 30;
/** Posts on one page of the news archive (`/news?page=N`, issue 23). */
export const NEWS_ARCHIVE_PAGE_SIZE = 12;

/**
 * What the first screen needs, embedded in the rendered HTML; a section whose read failed on the
 * server gets null and fetches for itself in the browser.
 */
export interface PublicPageData {
  news: { posts: NewsPost[]; total: number } | null;
  excursions: Excursion[] | null;
  gallery: { images: GalleryImage[]; total: number } | null;
  partners: Partner[] | null;
  reviews: Review[] | null;
  contacts: Contact[] | null;
  documents: PdfDocument[] | null;
  settings: SiteSettings | null;
  /** The post of a `/news/{ID}` address, open in its panel. */
  openNews: NewsPost | null;
  /**
   * A `/booking` address opens the request form, with the open days it offers first (null when
   * they could not be read: the form asks for them); `/booking/cancel/{token}` the cancel step.
   */
  openBooking?: { cancelToken: string | null; availability?: Availability | null } | null;
  /** A `/news` address: one page of the archive of every published post, instead of the sections. */
  archive?: NewsArchivePage | null;
}

/** One page of the news archive: its posts, how many there are in all, and which page it is. */
export interface NewsArchivePage {
  posts: NewsPost[];
  total: number;
  page: number;
}

/** id of the `<script type="application/json">` element that carries PublicPageData. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/** Cookie remembering the visitor's language choice (`/` sends `en` choosers to `/en`). */
export const LANGUAGE_COOKIE = "lang";

export function homePath(language: PageLanguage): string {
  return language === "en" ? "/en" : "/";
}

export function newsPath(language: PageLanguage, id: number): string {
  return language === "en" ? `/en/news/${id}` : `/news/${id}`;
}

export interface PublicPath {
  language: PageLanguage;
  newsId: number | null;
}

const PUBLIC_PATH = /^(?<english>\/en)?(?:\/news\/(?<newsId>[1-9]\d{0,8}))?\/?$/;

/** `/`, `/en`, `/news/{ID}` and `/en/news/{ID}`; null for any other path. */
export function parsePublicPath(pathname: string): PublicPath | null {
  if (!pathname.startsWith("/")) return null;
  const groups = PUBLIC_PATH.exec(pathname)?.groups;
  if (!groups) return null;
  return {
    language: groups.english ? "en" : "uk",
    newsId: groups.newsId ? Number(groups.newsId) : null,
  };
}

export function bookingPath(language: PageLanguage): string {
  return language === "en" ? "/en/booking" : "/booking";
}

export function bookingCancelPath(language: PageLanguage, token: string): string {
  return `${bookingPath(language)}/cancel/${encodeURIComponent(token)}`;
}

/** `/news` (page 1) or `/news?page=N`, and their English twins under `/en`. */
export function newsArchivePath(language: PageLanguage, page = 1): string {
  const base = language === "en" ? "/en/news" : "/news";
  return page > 1 ? `${base}?page=${page}` : base;
}

/** How many pages the archive has for `total` posts: one at least, for the empty state. */
export function newsArchivePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWS_ARCHIVE_PAGE_SIZE));
}

/** The language of `/news` and `/en/news`; null for any other path. */
export function parseNewsArchivePath(pathname: string): { language: PageLanguage } | null {
  const match = /^(\/en)?\/news\/?$/.exec(pathname);
  return match ? { language: match[1] ? "en" : "uk" } : null;
}

export interface BookingPath {
  language: PageLanguage;
  /** The token of a cancel link, null for the request form. */
  cancelToken: string | null;
}

const BOOKING_PATH =
  /^(?<english>\/en)?\/booking(?:\/cancel\/(?<token>[A-Za-z0-9_.~-]{1,512}))?\/?$/;

/** `/booking`, `/en/booking` and their `/cancel/{token}` links; null for any other path. */
const PREVIEW_PATH = /^(?<english>\/en)?\/preview\/news\/(?<newsId>[1-9]\d{0,8})\/?$/;

/**
 * `/preview/news/{ID}` and `/en/preview/news/{ID}`: a post's private preview on the page of
 * `/news/{ID}` (its token in the query); null for any other path.
 */
export function parsePreviewPath(pathname: string): PublicPath | null {
  const groups = PREVIEW_PATH.exec(pathname)?.groups;
  if (!groups) return null;
  return { language: groups.english ? "en" : "uk", newsId: Number(groups.newsId) };
}

export function parseBookingPath(pathname: string): BookingPath | null {
  const groups = BOOKING_PATH.exec(pathname)?.groups;
  if (!groups) return null;
  return { language: groups.english ? "en" : "uk", cancelToken: groups.token ?? null };
}

export type {
  Contact,
  Excursion,
  GalleryImage,
  ImageVariant,
  NewsPost,
  Partner,
  PdfDocument,
  Review,
  SiteSettings,
};
