import { homePath } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { usePageData } from "../PageDataContext.tsx";

/**
 * The address of a home-page anchor (`#news`) from the page being shown: the anchor itself on
 * the home page, the home page's address before it on the news archive, which has no sections.
 */
export function useAnchorHref(): (anchor: `#${string}`) => string {
  const { archive } = usePageData();
  const { i18n } = useTranslation();
  const home = homePath(i18n.language === "en" ? "en" : "uk");
  return (anchor) => (archive ? `${home}${anchor}` : anchor);
}
