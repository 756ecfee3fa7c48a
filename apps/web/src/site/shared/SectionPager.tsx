import { useTranslation } from "react-i18next";
import { Pager } from "../../ui/Pager.tsx";

interface SectionPagerProps {
  /** False until the browser has measured the page size: the server's HTML keeps the room only. */
  measured: boolean;
  pages: number;
  current: number;
  onChange: (page: number) => void;
  label: string;
}

/** The page numbers under a section's grid, in the page's language. */
export function SectionPager({ measured, ...pager }: SectionPagerProps) {
  const { t } = useTranslation("common");
  if (!measured) return <div className="pager" aria-hidden="true" />;
  return <Pager {...pager} pageLabel={(page) => t("pager.page", { page })} />;
}
