import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { usePageData } from "../PageDataContext.tsx";
import { shownContact, telHref } from "../shared/contactsInfo.ts";
import { SiteImage } from "../shared/SiteImage.tsx";
import { WrapAtPunctuation } from "../shared/WrapAtPunctuation.tsx";
import "./PartnersSection.css";

/** spec: 'Thank you for support!' — how to contact the shelter to become a partner. */
export function PartnerContactModal({ open, close }: ModalComponentProps<"partners">) {
  const { t } = useTranslation("partners");
  const contact = shownContact(usePageData().contacts);
  return (
    <ModalFrame open={open} onClose={close} labelledBy="partner-modal-title" placement="side">
      <ModalCloseButton onClick={close} />
      <p className="partner-modal__kicker">{t("modalTitle")}</p>
      <h2 id="partner-modal-title" className="partner-modal__title">
        {t("modalHeading")}
      </h2>
      <SiteImage
        name="partner"
        className="partner-modal__photo"
        sizes="(min-width: 560px) 31rem, 100vw"
      />
      <p>{t("modalText")}</p>
      <dl className="partner-modal__contacts">
        <dt>{t("email")}</dt>
        <dd>
          <a className="tap-link" href={`mailto:${contact.email}`}>
            <WrapAtPunctuation text={contact.email} />
          </a>
        </dd>
        <dt>{t("phone")}</dt>
        <dd>
          <a className="tap-link" href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        </dd>
      </dl>
    </ModalFrame>
  );
}
