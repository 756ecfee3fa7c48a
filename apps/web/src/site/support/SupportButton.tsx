import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useModal } from "../modals/ModalProvider.tsx";
import "./SupportButton.css";

/** What a visitor taps or clicks: the button must never lie over one of these (issue 21). */
const CONTROL = "a[href], button, input, select, textarea, summary, [tabindex], [role='button']";
/** The room kept around the button: spec-like 8 px between tap targets. */
const MARGIN = 8;

/** Whether a control of the page lies under the button, checked again as the page scrolls. */
function useCoversControl(button: RefObject<HTMLButtonElement | null>) {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const self = button.current;
      if (!self) return;
      const box = self.getBoundingClientRect();
      if (box.width === 0) return;
      const xs = [box.left - MARGIN, box.left + box.width / 2, box.right + MARGIN];
      const ys = [box.top - MARGIN, box.top + box.height / 2, box.bottom + MARGIN];
      const underneath = xs.some((x) =>
        ys.some((y) =>
          document
            .elementsFromPoint(x, y)
            .some(
              (element) => element !== self && !self.contains(element) && element.closest(CONTROL),
            ),
        ),
      );
      setCovers(underneath);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [button]);
  return covers;
}

/**
 * The round help button fixed at the bottom right; hidden while any modal is open (spec), and
 * faded out while a control of the page is under it, though still there for the keyboard.
 */
export function SupportButton() {
  const { t } = useTranslation();
  const { state, openModal } = useModal();
  const ref = useRef<HTMLButtonElement>(null);
  const covers = useCoversControl(ref);
  const hidden = state.isModalOpen || state.type !== null;
  const className = ["support-button", hidden && "is-hidden", covers && "is-making-room"]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      ref={ref}
      type="button"
      className={className}
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
