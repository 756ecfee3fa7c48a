import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";

interface SpinnerProps {
  /** Diameter in pixels; spec: default 15. */
  size?: number;
  label?: string;
}

export function Spinner({ size = 15, label }: SpinnerProps) {
  const { t } = useTranslation();
  const style = { "--spinner-size": `${size}px` } as CSSProperties;
  return (
    <span className="spinner" role="status" style={style}>
      <span className="visually-hidden">{label ?? t("state.loading")}</span>
    </span>
  );
}
