import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { compactValue } from "./paymentFormat.ts";
import "./payment.css";

// How long the button says "Copied" after a copy.
const COPIED_MS = 2000;

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and plain-http pages have no async clipboard.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

interface CopyButtonProps {
  /** The value as shown: an IBAN or card number goes to the clipboard without its reading spaces. */
  value: string;
  /** What it is, for the button's name: «Копіювати: IBAN». */
  what: string;
  /** The text to copy exactly as it is (a payment purpose, whose spaces are its words). */
  text?: string;
}

/** One tap puts a payment value on the clipboard; the button says so for two seconds. */
export function CopyButton({ value, what, text }: CopyButtonProps) {
  const { t } = useTranslation("donation");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    writeToClipboard(text ?? compactValue(value)).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      },
      () => setCopied(false),
    );
  };

  return (
    <button
      type="button"
      className={`copy-button${copied ? " is-copied" : ""}`}
      aria-label={t("copyLabel", { what })}
      onClick={copy}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {copied ? (
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <rect
              x="8"
              y="8"
              width="12"
              height="12"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path
              d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </>
        )}
      </svg>
      <span className="copy-button__text" aria-live="polite">
        {copied ? t("copied") : t("copy")}
      </span>
    </button>
  );
}
