import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { AdminResource } from "../../api/adminResources.ts";
import { useReloadableRecord } from "./recordReload.tsx";

interface RecordLoaderProps<T> {
  resource: AdminResource<T>;
  /** The form, with the record on edit and undefined on add. */
  children: (record: T | undefined, id: number | undefined) => ReactNode;
}

/** Add and edit share a form: on /edit/{id} the record is loaded first. */
export function RecordLoader<T>({ resource, children }: RecordLoaderProps<T>) {
  const { id } = useParams();
  const recordId = id === undefined ? undefined : Number(id);
  const query = useQuery({ ...resource.one(recordId ?? 0), enabled: recordId !== undefined });
  const reloadable = useReloadableRecord();
  if (recordId === undefined) return children(undefined, undefined);
  if (query.isPending) return <p className="admin-note">Завантаження...</p>;
  if (query.isError) {
    return (
      <p className="admin-note admin-note--error" role="alert">
        {query.error.message}
      </p>
    );
  }
  return reloadable(children(query.data, recordId));
}
