import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/ApiError.ts";

interface ErrorNoticeProps {
  /** What failed, in the section's words ("Failed to load news"). */
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}

export function ErrorNotice({ title, error, onRetry, retrying = false }: ErrorNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="error-notice" role="alert">
      <p className="error-notice__title">{title}</p>
      <p>{describeError(error, t)}</p>
      <button type="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t("state.retry")}
      </button>
    </div>
  );
}

function describeError(error: Error, t: TFunction<"common">): string {
  if (!(error instanceof ApiError)) return t("state.generic");
  if (error.fromServer) return error.message;
  switch (error.kind) {
    case "network":
    case "timeout":
      return t("state.noResponse");
    case "invalid-response":
      return t("state.invalidResponse");
    case "http":
      return t("state.generic");
  }
}
