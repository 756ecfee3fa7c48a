import type { AdminResource } from "../../api/adminResources.ts";
import type { Entity } from "./entityNouns.ts";
import { useDeleteEntity } from "./useEntityWrites.ts";
import { usePagedList } from "./usePagedList.ts";

/** What a ListGrid of an entity's records takes from the API: its pages, keys and deletes. */
export function useRecordList<T>(
  resource: AdminResource<T>,
  entity: Entity,
  recordId: (record: T) => number,
) {
  const list = usePagedList(resource);
  const remove = useDeleteEntity(resource, entity);
  return { ...list, itemKey: recordId, onDelete: (record: T) => remove.mutate(recordId(record)) };
}
