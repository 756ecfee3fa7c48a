import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadFailure } from "./LoadFailure.tsx";

/**
 * A screen's read before its data is shown: «Завантаження...» while it loads, what failed with
 * a retry, and `empty` in a dashed box when `isEmpty` finds nothing to show; else `children`.
 */
export function QueryView<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** «журнал», «заявки»: completes «Не вдалося завантажити …». */
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="admin-loading" role="status">
        Завантаження...
      </p>
    );
  }
  if (query.isError) {
    return <LoadFailure what={what} reason={query.error.message} onRetry={() => query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <p className="admin-empty-state">{empty}</p>;
  return children(query.data);
}
