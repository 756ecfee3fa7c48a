import type { NewsBackOfficePost } from "@shelter/contract";
import "./NewsCardDetails.css";

const postDate = new Intl.DateTimeFormat("uk-UA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Kyiv",
});

/** A scheduled post's time, as an editor in Kyiv reads it: «1 грудня 2026 р. о 09:30». */
export const scheduleTime = new Intl.DateTimeFormat("uk-UA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Kyiv",
});

/** Whether the English page has this post's words: its title, subtitle and text. */
export function hasEnglishText(post: NewsBackOfficePost): boolean {
  return [post.title_en, post.subtitle_en, post.content_en].every((text) => text.trim() !== "");
}

/** Where a post stands, as its card's badge says it. */
function StatusBadge({ post }: { post: NewsBackOfficePost }) {
  if (post.status === "draft") {
    return <span className="admin-badge admin-news-status admin-news-status--draft">Чернетка</span>;
  }
  if (post.status === "scheduled") {
    const at = post.publish_at ? scheduleTime.format(new Date(post.publish_at)) : "";
    return (
      <span className="admin-badge admin-news-status admin-news-status--scheduled">
        Заплановано на <time dateTime={post.publish_at ?? undefined}>{at}</time>
      </span>
    );
  }
  return (
    <span className="admin-badge admin-news-status">
      Опубліковано{post.draft ? " · є чернетка змін" : ""}
    </span>
  );
}

/** A news card's date, status and whether its English text is filled (issue 23). */
export function NewsCardDetails({ post }: { post: NewsBackOfficePost }) {
  const english = hasEnglishText(post);
  return (
    <>
      <p className="admin-card__details">
        <time dateTime={post.createdAt}>{postDate.format(new Date(post.createdAt))}</time>
        <StatusBadge post={post} />
        <span className={english ? "admin-badge" : "admin-badge admin-badge--missing"}>
          {english ? "EN: текст є" : "EN: тексту немає"}
        </span>
      </p>
      {post.publish_error && (
        <p className="admin-news-publish-error" role="alert">
          Не вдалося опублікувати вчасно: {post.publish_error}. Спробуємо ще раз за хвилину.
        </p>
      )}
    </>
  );
}
