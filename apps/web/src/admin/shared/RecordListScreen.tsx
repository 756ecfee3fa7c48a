import type { AdminResource } from "../../api/adminResources.ts";
import { type Entity, formTitle } from "./entityNouns.ts";
import { HISTORY_ENTITY_INFO, historyEntityOf } from "./historyEntities.ts";
import { ListGrid, type ListGridProps } from "./ListGrid.tsx";
import { useRecordList } from "./useRecordList.ts";

interface RecordListScreenProps<T>
  extends Pick<ListGridProps<T>, "itemName" | "deleteQuestion" | "renderCard" | "className"> {
  resource: AdminResource<T>;
  /** Whose records: the heading is its section, the add tile reads 'Додати <noun>'. */
  entity: Entity;
  recordId: (record: T) => number;
}

/**
 * The list screen of an entity whose records are added and edited on screens of their own
 * (`/admin/<section>/add`, `/admin/<section>/edit/<id>`): its screen only says what a card shows.
 */
export function RecordListScreen<T>({
  resource,
  entity,
  recordId,
  ...card
}: RecordListScreenProps<T>) {
  const records = useRecordList(resource, entity, recordId);
  const section = historyEntityOf(entity);
  if (!section) throw new Error(`No section lists the records of '${entity}'`);
  const { section: title, screen } = HISTORY_ENTITY_INFO[section];
  return (
    <ListGrid<T>
      title={title}
      {...records}
      add={{ to: `/admin/${section}/add`, label: formTitle(entity, false) }}
      editTo={(record) => screen(recordId(record))}
      {...card}
    />
  );
}
