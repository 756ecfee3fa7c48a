import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { BookingForm } from "./BookingForm.tsx";
import { leaveBookingAddress } from "./bookingAddress.ts";

/** The excursion request in the side panel: from the hero, an excursion's dialog or `/booking`. */
export function BookingModal({ open, data, close }: ModalComponentProps<"booking">) {
  const { t, i18n } = useTranslation("booking");
  const { t: excursionTexts } = useTranslation("excursions");
  const { openModal } = useModal();
  const closeForm = () => {
    leaveBookingAddress(i18n.language === "en" ? "en" : "uk");
    close();
  };
  return (
    <ModalFrame open={open} onClose={closeForm} labelledBy="booking-title" placement="side">
      <ModalCloseButton onClick={closeForm} />
      <div className="booking">
        <h2 id="booking-title" className="booking__title">
          {t("title")}
        </h2>
        <p className="booking__address">
          {t("address", { address: excursionTexts("addressValue") })}
        </p>
        <BookingForm
          initialExcursionId={data.excursionId}
          onDonate={() => {
            leaveBookingAddress(i18n.language === "en" ? "en" : "uk");
            openModal("donation", undefined);
          }}
        />
      </div>
    </ModalFrame>
  );
}
