import type { NewsPost, PageLanguage } from "@shelter/contract/page";
import type { ReactNode } from "react";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { altText } from "../altText.ts";
import { formatPublicationDate } from "./publicationDate.ts";

interface NewsCardProps {
  post: NewsPost;
  language: PageLanguage;
  /** h3 under the page's news section, h2 under the archive's own h1. */
  heading: "h2" | "h3";
  /** The photo's `sizes`: the card's width in the grid it stands in. */
  sizes: string;
  /** The first card on the archive: its photo is the page's largest paint. */
  priority?: boolean;
  className?: string;
  titleClassName?: string;
  /** The title as a link to the post's own address (the archive), else plain text. */
  href?: string;
  /** Below the subtitle: the section's «Детальніше» button. */
  children?: ReactNode;
}

/** One news post as a card: photo, date, title, subtitle; the section and the archive show it. */
export function NewsCard({
  post,
  language,
  heading: Heading,
  sizes,
  priority,
  className,
  titleClassName,
  href,
  children,
}: NewsCardProps) {
  const localize = useLocalize();
  const title = localize(post, "title");
  return (
    <article className={className ? `news-card ${className}` : "news-card"}>
      <ContentImage
        className="news-card__image"
        variants={post.image_variants}
        fallbackSrc={post.image_url}
        width={post.image_width}
        height={post.image_height}
        alt={altText(post, language, title)}
        priority={priority}
        sizes={sizes}
      />
      <div className="news-card__body">
        <p className="news-card__date">
          <time dateTime={post.createdAt}>{formatPublicationDate(post.createdAt)}</time>
        </p>
        <Heading
          className={titleClassName ? `news-card__title ${titleClassName}` : "news-card__title"}
        >
          {href ? (
            <a className="news-archive__link" href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        <p className="news-card__subtitle">{localize(post, "subtitle")}</p>
        {children}
      </div>
    </article>
  );
}
