import { queryOptions } from "@tanstack/react-query";
import { apiGet, type ResponseSchema } from "./client.ts";

/**
 * The query for one public list, `GET /api/<resource>` (a bare array, newest first).
 * Its key starts with the resource name, so invalidating `[resource]` refreshes it.
 */
export function listQuery<T>(resource: string, schema: ResponseSchema<T[]>) {
  return queryOptions({
    queryKey: [resource, "list"],
    queryFn: ({ signal }) => apiGet(`/${resource}`, schema, signal),
  });
}
