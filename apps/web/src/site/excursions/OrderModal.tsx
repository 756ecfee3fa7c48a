import { bookingPath } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { usePageData } from "../PageDataContext.tsx";
import { shownContact, telHref } from "../shared/contactsInfo.ts";
import { WrapAtPunctuation } from "../shared/WrapAtPunctuation.tsx";
import "./ExcursionsSection.css";

/** spec: the order modal, with the shelter's address and how to reach it; then the request form. */
export function OrderModal({ open, data, close }: ModalComponentProps<"order">) {
  const { t, i18n } = useTranslation("excursions");
  const { openModal } = useModal();
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
          <a className="tap-link" href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        </dd>
        <dt>{t("email")}</dt>
        <dd>
          <a className="tap-link" href={`mailto:${contact.email}`}>
            <WrapAtPunctuation text={contact.email} />
          </a>
        </dd>
      </dl>
      <a
        className="button order-modal__book"
        href={bookingPath(i18n.language === "en" ? "en" : "uk")}
        onClick={(event) => {
          event.preventDefault();
          openModal("booking", { excursionId: data?.excursionId ?? null });
        }}
      >
        {t("bookOnline")}
      </a>
    </ModalFrame>
  );
}
