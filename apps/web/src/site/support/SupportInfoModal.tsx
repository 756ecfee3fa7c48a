import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { SiteImage } from "../shared/SiteImage.tsx";
import { supportCard } from "./supportCards.ts";
import "./SupportSection.css";

/** A support card on a narrow screen (spec: title, image, banner, help button). */
export function SupportInfoModal({ open, data, close }: ModalComponentProps<"support_info">) {
  const { t } = useTranslation("support");
  const { openModal } = useModal();
  const card = supportCard(data.card);
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
      <SiteImage
        name={card.image}
        className="support-info__image"
        sizes="(min-width: 700px) 640px, 100vw"
        alt={t(`cards.${card.id}.imageAlt`)}
      />
      <p className="support-info__subtitle">{t(`cards.${card.id}.subtitle`)}</p>
      <p className="support-info__banner">{t(`cards.${card.id}.banner`)}</p>
      <button
        type="button"
        className="button button--donate support-info__help"
        aria-haspopup="dialog"
        onClick={() => openModal("donation", { frequency: card.frequency })}
      >
        {t("help")}
      </button>
    </ModalFrame>
  );
}
