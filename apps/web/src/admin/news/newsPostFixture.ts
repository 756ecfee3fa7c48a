import type { NewsBackOfficePost } from "@shelter/contract";

/** A published post as the back office reads it, for the news screens' tests. */
export const NEWS_POST: NewsBackOfficePost = {
  ID: 7,
  id: 7,
  title_ua: "Нові телята",
  title_en: "New calves",
  subtitle_ua: "Двоє телят",
  subtitle_en: "Two calves",
  content_ua: "Мама і малюки почуваються добре.",
  content_en: "The mother and the babies are well.",
  image_url: null,
  image_variants: [],
  alt_ua: "",
  alt_en: "",
  image_width: null,
  image_height: null,
  createdAt: "2026-11-26T23:30:00.000Z",
  status: "published",
  publish_at: "2026-11-26T23:30:00.000Z",
  publish_error: null,
  draft: null,
};
