import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminResource } from "../../api/adminResources.ts";

/**
 * Records a list screen shows at once: whole rows of three, two or one cards, a few screens'
 * worth, so that a small site's list (the demo's 24 photos) fits on one page.
 */
export const ADMIN_PAGE_SIZE = 48;

/**
 * One page of a back-office list, asked of the API page by page: the whole list is never
 * loaded. The page shown stays until the next one has arrived.
 */
export function usePagedList<T>(resource: AdminResource<T>, limit = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...resource.page(page, limit), placeholderData: keepPreviousData });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // A delete that empties the last page leaves its number behind: show the new last page.
  if (query.isSuccess && !query.isPlaceholderData && page > pages) setPage(pages);
  return {
    items: query.data?.items,
    loading: query.isPending,
    error: query.error,
    pager: { pages, current: Math.min(page, pages), onChange: setPage },
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
