import { openingHoursSpecification } from "@shelter/contract/openingHours";
import {
  bookingCancelPath,
  bookingPath,
  homePath,
  newsArchivePath,
  newsPath,
  PAGE_LANGUAGES,
  type PageLanguage,
  type PublicPageData,
} from "@shelter/contract/page";
import type { TFunction } from "i18next";
import { altText } from "../altText.ts";
import { siteImage } from "../images/siteImages.ts";

/** Text for an HTML attribute or element: the five characters that could end it, escaped. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const OG_LOCALE: Record<PageLanguage, string> = { uk: "uk_UA", en: "en_US" };
// The Open Graph image: a variant near the 1200 px link previews ask for.
const PREVIEW_WIDTH = 1024;

interface HeadInput {
  language: PageLanguage;
  data: PublicPageData;
  publicUrl: string;
  t: TFunction<"seo">;
}

/**
 * The page's <head> for search engines and link previews (CONTRACT.md, For search engines):
 * title, description, canonical, hreflang alternates, Open Graph, Twitter card, JSON-LD, and
 * the hero photo's preload. A `/news/{ID}` page carries its post's title, subtitle and image,
 * the image with its alternative text (CONTRACT.md, Alternative texts); a `/booking` page the
 * request form's title and description.
 */
export function headTags({ language, data, publicUrl, t }: HeadInput): string {
  const post = data.openNews;
  const english = language === "en";
  const booking = post ? null : (data.openBooking ?? null);
  const archive = post || booking ? null : (data.archive ?? null);
  const cancelToken = booking?.cancelToken ?? null;
  const pathOf = (lang: PageLanguage) =>
    post
      ? newsPath(lang, post.ID)
      : cancelToken
        ? bookingCancelPath(lang, cancelToken)
        : booking
          ? bookingPath(lang)
          : archive
            ? newsArchivePath(lang, archive.page)
            : homePath(lang);
  const absolute = (pathname: string) => new URL(pathname, publicUrl).href;

  const postTitle = post ? (english && post.title_en) || post.title_ua : undefined;
  const postSubtitle = post ? (english && post.subtitle_en) || post.subtitle_ua : undefined;
  const title = postTitle
    ? t("newsTitle", { title: postTitle })
    : cancelToken
      ? t("bookingCancelTitle")
      : booking
        ? t("bookingTitle")
        : archive
          ? archive.page > 1
            ? t("archivePageTitle", { page: archive.page })
            : t("archiveTitle")
          : t("title");
  const description =
    postSubtitle ??
    (booking ? t("bookingDescription") : archive ? t("archiveDescription") : t("description"));
  const hero = siteImage("hero");
  const postImage = post?.image_variants.find((variant) => variant.width >= PREVIEW_WIDTH) ??
    post?.image_variants[post.image_variants.length - 1] ?? { url: post?.image_url ?? "" };
  const showsPostImage = Boolean(post && postImage.url);
  const image = absolute(showsPostImage ? postImage.url : hero.src);
  const imageAlt =
    post && postTitle && showsPostImage ? altText(post, language, postTitle) : t("heroImageAlt");

  const settings = data.settings;
  const contact = data.contacts?.[0];
  const organization = {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: t("organization"),
    url: absolute(homePath(language)),
    logo: absolute("/favicon.svg"),
    image: absolute(hero.src),
    address: {
      "@type": "PostalAddress",
      streetAddress: t("street"),
      addressLocality: t("locality"),
      addressRegion: t("region"),
      addressCountry: "UA",
    },
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phone ? { telephone: contact.phone } : {}),
    ...(settings ? { sameAs: [settings.facebook_url, settings.instagram_url] } : {}),
    // The hours the contacts section states: the ones the other places are checked against.
    ...(settings
      ? { openingHoursSpecification: [openingHoursSpecification(settings.opening_hours.contacts)] }
      : {}),
  };

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // A cancel link is one visitor's: never in a search engine's index.
    ...(cancelToken ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeHtml(absolute(pathOf(language)))}">`,
    ...PAGE_LANGUAGES.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(absolute(pathOf(lang)))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(pathOf("uk")))}">`,
    `<meta property="og:type" content="${post ? "article" : "website"}">`,
    `<meta property="og:site_name" content="${escapeHtml(t("siteName"))}">`,
    `<meta property="og:title" content="${escapeHtml(postTitle ?? title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(pathOf(language)))}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[english ? "uk" : "en"]}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(postTitle ?? title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`,
    // The archive shows no hero: its first post's photo is its first screen's.
    ...(archive
      ? []
      : [
          `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(hero.srcSet)}" imagesizes="100vw" fetchpriority="high">`,
        ]),
    `<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, "\\u003c")}</script>`,
  ];
  return tags.join("\n    ");
}
