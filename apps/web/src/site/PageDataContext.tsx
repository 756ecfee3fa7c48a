import type { PublicPageData } from "@shelter/contract/page";
import { createContext, type ReactNode, useContext } from "react";

/** The page's data with nothing embedded (the dev server, tests): every section fetches its own. */
export const NOTHING_EMBEDDED: PublicPageData = {
  news: null,
  excursions: null,
  gallery: null,
  partners: null,
  reviews: null,
  contacts: null,
  documents: null,
  settings: null,
  openNews: null,
};

const PageDataContext = createContext<PublicPageData | null>(null);

export function PageDataProvider({
  data,
  children,
}: {
  data: PublicPageData;
  children: ReactNode;
}) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** What the server embedded in the page; a null section fetches for itself. */
export function usePageData(): PublicPageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error("usePageData outside PageDataProvider");
  return data;
}
