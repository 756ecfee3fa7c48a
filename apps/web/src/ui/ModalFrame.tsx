import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./ModalFrame.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export type ModalPlacement = "center" | "side" | "fullscreen";

interface ModalFrameProps {
  /** False while the closing animation plays; the owner unmounts the frame afterwards. */
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its heading). */
  labelledBy?: string;
  label?: string;
  placement?: ModalPlacement;
  className?: string;
  children: ReactNode;
}

/**
 * A dialog: announced as modal, focus kept inside and given back on close, Escape and the
 * backdrop close it. Scroll locking belongs to the page's modal system.
 */
export function ModalFrame({
  open,
  onClose,
  labelledBy,
  label,
  placement = "center",
  className,
  children,
}: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus({ preventScroll: true });
    return () => previouslyFocused?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialogRef.current) return;
      const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div
      className={`modal modal--${placement}${open ? " is-open" : " is-closing"}${className ? ` ${className}` : ""}`}
    >
      {/* A pointer's way out only: Escape and the close button are everyone else's. */}
      {/* Out of the accessibility tree (the dialog has its own «Закрити»), yet a tap on it
          before the page has hydrated is held for it (site/hydration/startScripts.ts). */}
      <div className="modal__backdrop" aria-hidden="true" data-clickable="" onClick={onClose} />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}

/** The × button every dialog of the page carries. */
export function ModalCloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="modal__close" aria-label={t("modal.close")} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
