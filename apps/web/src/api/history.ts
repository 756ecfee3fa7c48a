import {
  type HistoryEntity,
  type HistoryQuery,
  historyListSchema,
  historyPageSchema,
  restoredRecordSchema,
  trashListSchema,
} from "@shelter/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiRequest } from "./client.ts";

/** The history, journal and trash calls (issue 23, CONTRACT.md). */
export const historyKeys = {
  all: ["history"] as const,
  trash: ["trash"] as const,
};

/** One record's versions, newest first. */
export const recordHistoryQuery = (entity: HistoryEntity, id: number) =>
  queryOptions({
    queryKey: [...historyKeys.all, "record", entity, id],
    queryFn: ({ signal }) =>
      apiGet(`/history?entity=${entity}&id=${id}`, historyListSchema, signal),
  });

/** One page of the journal of every write, with the filters that are set. */
export const journalQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: [...historyKeys.all, "journal", query],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== "") search.set(name, String(value));
      }
      return apiGet(`/history?${search}`, historyPageSchema, signal);
    },
  });

/** Brings a version back as a new version; answers the record as it now is. */
export const restoreVersion = (versionId: number) =>
  apiRequest(`/history/${versionId}/restore`, { method: "POST", schema: restoredRecordSchema });

export const trashQuery = queryOptions({
  queryKey: historyKeys.trash,
  queryFn: ({ signal }) => apiGet("/trash", trashListSchema, signal),
});

export const restoreFromTrash = (entity: HistoryEntity, id: number) =>
  apiRequest(`/trash/${entity}/${id}/restore`, { method: "POST", schema: restoredRecordSchema });
