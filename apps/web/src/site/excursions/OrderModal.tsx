import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { shownContact, telHref } from "../contacts/contactsInfo.ts";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { usePageData } from "../PageDataContext.tsx";
import "./ExcursionsSection.css";

/** spec: the order modal, with the shelter's address and how to reach it. */
export function OrderModal({ open, close }: ModalComponentProps<"order">) {
  const { t } = useTranslation("excursions");
  const contact = shownContact(usePageData().contacts);
  return (
    <ModalFrame open={open} onClose={close} labelledBy="order-title">
      <ModalCloseButton onClick={close} />
      <h2 id="order-title" className="order-modal__title">
        {t("orderTitle")}
      </h2>
      <p>{t("orderText")}</p>
      <dl className="order-modal__details">
        <dt>{t("address")}</dt>
        <dd>{t("addressValue")}</dd>
        <dt>{t("phone")}</dt>
        <dd>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </dd>
        <dt>{t("email")}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>
    </ModalFrame>
  );
}
