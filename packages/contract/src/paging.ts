import { z } from "zod";

export const MAX_PAGE_LIMIT = 100;
/**
 * A list call without paging answers the newest this many records (CONTRACT.md, Lists: a bare
 * array, newest first); older ones are reached by paging. Ten years of news would otherwise be
 * one answer of some 30 MB, made again after every write (issue 20).
 */
export const MAX_LIST_LENGTH = 100;

/** `page` from 1 and `limit` from 1 to 100; anything else is a 400 (CONTRACT.md, Lists). */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** A numeric record id in a path; anything else names no record. */
export const recordIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const idParamsSchema = z.object({ id: z.string().max(64) });
