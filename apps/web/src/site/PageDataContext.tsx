import type { PublicPageData } from "@shelter/contract/page";
import { createContext, type ReactNode, useContext } from "react";

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
