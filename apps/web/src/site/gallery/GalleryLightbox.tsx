import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { altText } from "../altText.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import "./GallerySection.css";

/** spec: the full-screen lightbox at the clicked image, previous/next, close and share. */
export function GalleryLightbox({ open, data, close }: ModalComponentProps<"lightbox">) {
  const { t, i18n } = useTranslation("gallery");
  const { openModal } = useModal();
  const { images } = data;
  const [index, setIndex] = useState(data.index);
  const image = images[index];
  const language = i18n.language === "en" ? "en" : "uk";
  const total = images.length;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") setIndex((current) => Math.max(0, current - 1));
      if (event.key === "ArrowRight") setIndex((current) => Math.min(total - 1, current + 1));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [total]);

  if (!image) return null;
  return (
    <ModalFrame
      open={open}
      onClose={close}
      label={t("viewer")}
      placement="fullscreen"
      className="lightbox"
    >
      <ModalCloseButton onClick={close} />
      <figure className="lightbox__figure">
        <ContentImage
          key={image.ID}
          variants={image.image_variants}
          fallbackSrc={image.image_url}
          width={image.image_width}
          height={image.image_height}
          alt={altText(image, language, t("photoOf", { n: index + 1, total }))}
          sizes="100vw"
          priority
        />
      </figure>
      <div className="lightbox__bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t("previous")}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          ‹
        </button>
        <span className="lightbox__counter" aria-live="polite">
          {t("counter", { n: index + 1, total })}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t("next")}
          disabled={index >= total - 1}
          onClick={() => setIndex(index + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="button button--light"
          onClick={() => openModal("share", { image, position: index + 1, total })}
        >
          {t("share")}
        </button>
      </div>
    </ModalFrame>
  );
}
