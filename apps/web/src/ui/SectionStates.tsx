import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PublicReadError, type SectionData } from "../api/publicApi.ts";
import { Spinner } from "./Spinner.tsx";

interface SectionStatesProps<T> {
  section: SectionData<T>;
  /** What failed, in the section's words (spec: 'Failed to load news'). */
  errorTitle: string;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The four states of a list section (spec: loading, error with Retry, empty, list). */
export function SectionStates<T>({
  section,
  errorTitle,
  emptyText,
  isEmpty,
  children,
}: SectionStatesProps<T>) {
  const { t } = useTranslation();
  const { data, status, error, retry } = section;
  if (status === "loading") {
    return (
      <div className="section-state">
        <Spinner size={32} />
      </div>
    );
  }
  if (status === "error" || data === null) {
    const detail =
      error instanceof PublicReadError && error.fromServer
        ? error.message
        : error instanceof PublicReadError && error.kind !== "http"
          ? t("state.noResponse")
          : t("state.generic");
    return (
      <div className="section-state section-state--error" role="alert">
        <p className="section-state__title">{errorTitle}</p>
        <p>{detail}</p>
        <button type="button" className="button button--outline" onClick={retry}>
          {t("state.retry")}
        </button>
      </div>
    );
  }
  if (isEmpty(data)) return <p className="section-state section-state--empty">{emptyText}</p>;
  return children(data);
}
