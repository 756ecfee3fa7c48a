import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorNotice } from "./ErrorNotice.tsx";
import { Spinner } from "./Spinner.tsx";

interface ListStatusProps<Item> {
  query: UseQueryResult<Item[]>;
  errorTitle: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}

/** The four states of a list section (spec: loading, error with Retry, empty, list). */
export function ListStatus<Item>({
  query,
  errorTitle,
  emptyText,
  children,
}: ListStatusProps<Item>) {
  const { data, error, isFetching, refetch } = query;
  // Data already shown stays on screen when a later refresh fails.
  if (data === undefined) {
    if (error) {
      return (
        <ErrorNotice
          title={errorTitle}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <Spinner />;
  }
  if (data.length === 0) return <p className="empty-state">{emptyText}</p>;
  return children(data);
}
