import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { siteImage } from "../images/siteImages.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { supportCard } from "./supportCards.ts";
import "./SupportSection.css";

/** A support card on a narrow screen (spec: title, image, banner, help button). */
export function SupportInfoModal({ open, data, close }: ModalComponentProps<"support_info">) {
  const { t } = useTranslation("support");
  const { openModal } = useModal();
  const card = supportCard(data.card);
  const photo = siteImage(card.image);
  return (
    <ModalFrame
      open={open}
      onClose={close}
      labelledBy="support-info-title"
      placement="center"
      className="support-info"
    >
      <ModalCloseButton onClick={close} />
      <h2 id="support-info-title" className="support-info__title">
        {t(`cards.${card.id}.title`)}
      </h2>
      <img
        className="support-info__image"
        src={photo.src}
        srcSet={photo.srcSet}
        sizes="(min-width: 700px) 640px, 100vw"
        width={photo.width}
        height={photo.height}
        alt={t(`cards.${card.id}.imageAlt`)}
      />
      <p className="support-info__subtitle">{t(`cards.${card.id}.subtitle`)}</p>
      <p className="support-info__banner">{t(`cards.${card.id}.banner`)}</p>
      <button
        type="button"
        className="button button--donate support-info__help"
        aria-haspopup="dialog"
        onClick={() => openModal("donation", undefined)}
      >
        {t("help")}
      </button>
    </ModalFrame>
  );
}
