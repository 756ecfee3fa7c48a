import { useState } from "react";
import { pageCount, usePageSize } from "../useMediaQuery.ts";

type PageSizes = { mobile: number; tablet: number; desktop: number };

/** A section's grid shown page by page: as many items as the width allows, and the page chosen. */
export function useGridPages(sizes: PageSizes) {
  const pageSize = usePageSize(sizes);
  const [page, setPage] = useState(1);
  return {
    /** Null until the browser has measured the width. */
    pageSize,
    setPage,
    /** The chosen page of `items`; `total` (all there are) counts only as far as `items` go. */
    pageOf<Item>(items: Item[], total = items.length) {
      // Before the browser has measured, the largest page: CSS hides what a phone skips.
      const size = pageSize ?? sizes.desktop;
      const pages = pageCount(Math.min(total, items.length), size);
      const current = Math.min(page, pages);
      const first = (current - 1) * size;
      return {
        shown: items.slice(first, first + size),
        first,
        current,
        pages,
        /** What SectionPager takes besides its label. */
        pager: { measured: pageSize !== null, pages, current, onChange: setPage },
      };
    },
  };
}
