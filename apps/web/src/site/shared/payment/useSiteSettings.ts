import type { SiteSettings } from "@shelter/contract/page";
import { fetchPublic, type SectionData, useSectionData } from "../../../api/publicApi.ts";
import { usePageData } from "../../PageDataContext.tsx";

/** The payment details and social links (CONTRACT.md, Site settings): embedded, or fetched. */
export function useSiteSettings(): SectionData<SiteSettings> {
  const { settings } = usePageData();
  return useSectionData(settings, (signal) => fetchPublic<SiteSettings>("/settings", signal));
}
