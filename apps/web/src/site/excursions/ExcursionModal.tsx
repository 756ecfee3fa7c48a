import type { GalleryImage } from "@shelter/contract/page";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPublic } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { altText } from "../altText.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import { type ModalComponentProps, ORDER_MODAL_OPEN_DELAY_MS } from "../modals/modalTypes.ts";
import { usePageData } from "../PageDataContext.tsx";
import { DonateButton } from "../shared/DonateButton.tsx";
import "./ExcursionsSection.css";

/** spec: random distinct gallery images, 3 on desktop, 2 on tablet, 1 on a phone. */
function photoCount(): number {
  if (window.matchMedia("(min-width: 1280px)").matches) return 3;
  return window.matchMedia("(min-width: 768px)").matches ? 2 : 1;
}

function pickDistinct<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

export function ExcursionModal({
  open,
  data: excursion,
  close,
}: ModalComponentProps<"excursions">) {
  const { t, i18n } = useTranslation("excursions");
  const localize = useLocalize();
  const { openModal } = useModal();
  const embedded = usePageData().gallery;
  const [photos, setPhotos] = useState<GalleryImage[] | null>(null);
  const language = i18n.language === "en" ? "en" : "uk";

  useEffect(() => {
    const controller = new AbortController();
    const choose = (images: GalleryImage[]) =>
      setPhotos(images.length >= 3 ? pickDistinct(images, photoCount()) : []);
    if (embedded) choose(embedded.images);
    else
      fetchPublic<{ images: GalleryImage[] }>(
        "/gallery/pagination?page=1&limit=30",
        controller.signal,
      )
        .then((page) => choose(page.images))
        .catch(() => setPhotos([]));
    return () => controller.abort();
  }, [embedded]);

  const title = localize(excursion, "title");
  const order = () => {
    close();
    setTimeout(() => openModal("order", { excursionId: excursion.ID }), ORDER_MODAL_OPEN_DELAY_MS);
  };

  return (
    <ModalFrame
      open={open}
      onClose={close}
      labelledBy="excursion-title"
      className="excursion-modal"
    >
      <ModalCloseButton onClick={close} />
      <h2 id="excursion-title" className="excursion-modal__title">
        {title}
      </h2>
      <p className="excursion-modal__facts">
        <span>{t("duration", { from: excursion.time_from, to: excursion.time_to })}</span>
        <span>{t("upTo", { count: excursion.amount_of_persons })}</span>
      </p>
      {photos !== null &&
        (photos.length > 0 ? (
          <ul className="excursion-modal__photos" aria-label={t("photos")}>
            {photos.map((photo, index) => (
              <li key={photo.ID}>
                <ContentImage
                  variants={photo.image_variants}
                  fallbackSrc={photo.image_url}
                  width={photo.image_width}
                  height={photo.image_height}
                  alt={altText(photo, language, `${title} ${index + 1}`)}
                  sizes="(min-width: 1280px) 18rem, (min-width: 768px) 45vw, 90vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="excursion-modal__no-photos">{t("noImages")}</p>
        ))}
      <p className="excursion-modal__description">{localize(excursion, "description")}</p>
      <div className="excursion-modal__actions">
        <button type="button" className="button" onClick={order}>
          {t("order")}
        </button>
        <DonateButton>{t("donate")}</DonateButton>
      </div>
    </ModalFrame>
  );
}
