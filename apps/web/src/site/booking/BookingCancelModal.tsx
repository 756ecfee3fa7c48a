import { homePath, type PageLanguage } from "@shelter/contract/page";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cancelBooking } from "../../api/bookingApi.ts";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { leaveBookingAddress } from "./bookingAddress.ts";
import "./BookingForm.css";

type CancelState = "ready" | "cancelling" | "cancelled" | "refused" | "failed";

/** `/booking/cancel/{token}`: the visitor's cancel link, one button that sends the token. */
export function BookingCancelModal({ open, data, close }: ModalComponentProps<"bookingCancel">) {
  const { t, i18n } = useTranslation("booking");
  const language: PageLanguage = i18n.language === "en" ? "en" : "uk";
  const [state, setState] = useState<CancelState>("ready");
  const closeStep = () => {
    leaveBookingAddress(language);
    close();
  };
  const cancel = async () => {
    setState("cancelling");
    setState(await cancelBooking(data.token, language));
  };
  const done = state === "cancelled" || state === "refused";
  return (
    <ModalFrame open={open} onClose={closeStep} labelledBy="booking-cancel-title">
      <ModalCloseButton onClick={closeStep} />
      <div className="booking booking--cancel">
        <h2 id="booking-cancel-title" className="booking__title">
          {t("cancelTitle")}
        </h2>
        {state === "cancelled" ? (
          <p role="status" className="booking__done">
            {t("cancelled")}
          </p>
        ) : state === "refused" ? (
          <p role="alert" className="booking__notice">
            {t("cancelRefused")}
          </p>
        ) : (
          <>
            <p>{t("cancelText")}</p>
            {state === "failed" ? (
              <p role="alert" className="booking__notice">
                {t("cancelFailed")}
              </p>
            ) : null}
          </>
        )}
        <div className="booking__actions">
          {done ? (
            <a className="button button--light" href={homePath(language)}>
              {t("toHome")}
            </a>
          ) : (
            <button
              type="button"
              className="button"
              disabled={state === "cancelling"}
              onClick={cancel}
            >
              {state === "cancelling" ? t("cancelling") : t("cancelButton")}
            </button>
          )}
        </div>
      </div>
    </ModalFrame>
  );
}
