import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { altText } from "../altText.ts";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { leavePostAddress } from "./newsAddress.ts";
import { formatPublicationDate } from "./publicationDate.ts";
import "./NewsSection.css";

type ImageState = "loading" | "loaded" | "failed";

/** spec: the news side panel — title, publication date, image with its states, content. */
export function NewsPanel({ open, data: post, close }: ModalComponentProps<"news">) {
  const { t, i18n } = useTranslation("news");
  const localize = useLocalize();
  const [image, setImage] = useState<ImageState>("loading");
  const language = i18n.language === "en" ? "en" : "uk";
  const title = localize(post, "title");
  const date = formatPublicationDate(post.createdAt);
  const largest = post.image_variants.at(-1)?.url ?? post.image_url;

  const closePanel = () => {
    leavePostAddress(language);
    close();
  };

  return (
    <ModalFrame open={open} onClose={closePanel} labelledBy="news-panel-title" placement="side">
      <ModalCloseButton onClick={closePanel} />
      <article className="news-panel">
        <h2 id="news-panel-title" className="news-panel__title">
          {title}
        </h2>
        {date && <p className="news-panel__date">{t("published", { date })}</p>}
        {largest && (
          <div className={`news-panel__image news-panel__image--${image}`}>
            {image === "failed" ? (
              <p className="news-panel__image-failed" role="status">
                {t("imageFailed")}
              </p>
            ) : (
              <img
                src={largest}
                srcSet={
                  post.image_variants.map((v) => `${v.url} ${v.width}w`).join(", ") || undefined
                }
                sizes="(min-width: 560px) 31rem, 100vw"
                width={post.image_width ?? 4}
                height={post.image_height ?? 3}
                alt={altText(post, language, title)}
                onLoad={() => setImage("loaded")}
                onError={() => setImage("failed")}
                ref={(element) => {
                  // An image already in the cache may have loaded before React listened.
                  if (element?.complete && element.naturalWidth > 0) setImage("loaded");
                }}
              />
            )}
          </div>
        )}
        <div className="news-panel__content">
          {localize(post, "content")
            .split(/\n\s*\n/)
            .map((paragraph, index) => (
              // Paragraphs have no ids of their own; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, see above
              <p key={index}>{paragraph}</p>
            ))}
        </div>
      </article>
    </ModalFrame>
  );
}
