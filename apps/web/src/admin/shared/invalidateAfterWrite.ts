import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * After a write, the queries under each key are read again, and the returned promise settles
 * once the screen's own (active) ones have been.
 *
 * A read that began before the write is cancelled first. TanStack Query's `invalidateQueries`
 * cancels an in-flight read only when the query already has data: a list still loading its first
 * answer (a slow phone, a busy server) would keep that read, whose answer predates the write, and
 * show it as fresh, so an invitation sent or a post added while the list loads would not be in it.
 */
export async function invalidateAfterWrite(
  queryClient: QueryClient,
  ...queryKeys: QueryKey[]
): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
