import { useTranslation } from "react-i18next";

interface SpinnerProps {
  /** Diameter in pixels; spec: default 15. A class per size, as the page allows no inline style. */
  size?: 15 | 24 | 32;
  label?: string;
}

export function Spinner({ size = 15, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? t("state.loading")}</span>
    </span>
  );
}
