import { useTranslation } from "react-i18next";
import { useModal } from "../modals/ModalProvider.tsx";
import "./SupportButton.css";

/** The round help button fixed at the bottom right; hidden while any modal is open (spec). */
export function SupportButton() {
  const { t } = useTranslation();
  const { state, openModal } = useModal();
  const hidden = state.isModalOpen || state.type !== null;
  return (
    <button
      type="button"
      className={`support-button${hidden ? " is-hidden" : ""}`}
      aria-label={t("supportButton")}
      aria-haspopup="dialog"
      title={t("supportButton")}
      tabIndex={hidden ? -1 : undefined}
      onClick={() => openModal("donation", undefined)}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}
