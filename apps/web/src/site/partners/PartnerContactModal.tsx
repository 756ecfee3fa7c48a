import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { shownContact, telHref } from "../contacts/contactsInfo.ts";
import { siteImage } from "../images/siteImages.ts";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { usePageData } from "../PageDataContext.tsx";
import "./PartnersSection.css";

/** spec: 'Thank you for support!' — how to contact the shelter to become a partner. */
export function PartnerContactModal({ open, close }: ModalComponentProps<"partners">) {
  const { t } = useTranslation("partners");
  const contact = shownContact(usePageData().contacts);
  const photo = siteImage("partner");
  return (
    <ModalFrame open={open} onClose={close} labelledBy="partner-modal-title" placement="side">
      <ModalCloseButton onClick={close} />
      <p className="partner-modal__kicker">{t("modalTitle")}</p>
      <h2 id="partner-modal-title" className="partner-modal__title">
        {t("modalHeading")}
      </h2>
      <img
        className="partner-modal__photo"
        src={photo.src}
        srcSet={photo.srcSet}
        sizes="(min-width: 560px) 31rem, 100vw"
        width={photo.width}
        height={photo.height}
        alt=""
      />
      <p>{t("modalText")}</p>
      <dl className="partner-modal__contacts">
        <dt>{t("email")}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t("phone")}</dt>
        <dd>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </dd>
      </dl>
    </ModalFrame>
  );
}
