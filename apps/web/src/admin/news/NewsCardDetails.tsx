import type { NewsPost } from "@shelter/contract";

const postDate = new Intl.DateTimeFormat("uk-UA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Kyiv",
});

/** Whether the English page has this post's words: its title, subtitle and text. */
export function hasEnglishText(post: NewsPost): boolean {
  return [post.title_en, post.subtitle_en, post.content_en].every((text) => text.trim() !== "");
}

/** A news card's date and whether its English text is filled (issue 23). */
export function NewsCardDetails({ post }: { post: NewsPost }) {
  const english = hasEnglishText(post);
  return (
    <p className="admin-card__details">
      <time dateTime={post.createdAt}>{postDate.format(new Date(post.createdAt))}</time>
      <span className={english ? "admin-badge" : "admin-badge admin-badge--missing"}>
        {english ? "EN: текст є" : "EN: тексту немає"}
      </span>
    </p>
  );
}
