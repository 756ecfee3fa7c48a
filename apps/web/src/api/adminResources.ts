import {
  contactSchema,
  excursionPageSchema,
  excursionSchema,
  galleryImageSchema,
  galleryPageSchema,
  newsBackOfficePageSchema,
  newsBackOfficePostSchema,
  newsPreviewSchema,
  partnerPageSchema,
  partnerSchema,
  pdfDocumentSchema,
  type Registration,
  reviewPageSchema,
  reviewSchema,
  sessionSchema,
  siteSettingsSchema,
} from "@shelter/contract";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiRequest } from "./client.ts";
import { apiSend } from "./upload.ts";

export type Progress = (share: number) => void;

/** One page of records and how many there are in all. */
export interface RecordPage<T> {
  items: T[];
  total: number;
}

/** How a resource's page is asked for and read: its address and answer differ by entity (spec §7). */
interface PageCall<T> {
  url: (page: number, limit: number) => string;
  read: (answer: unknown) => RecordPage<T>;
}

/** `GET /api/<path>/pagination?page&limit`, answered as `{<field>: [...], totalLength}`. */
function paginationCall<T, Field extends string>(
  path: string,
  schema: z.ZodType<Record<Field, T[]> & { totalLength: number }>,
  field: Field,
): PageCall<T> {
  return {
    url: (page, limit) => `/${path}/pagination?page=${page}&limit=${limit}`,
    read: (answer) => {
      const parsed = schema.parse(answer);
      return { items: parsed[field], total: parsed.totalLength };
    },
  };
}

/** A resource the API pages under `/pagination`, updated by PATCH. */
function pagedResource<T, Field extends string>(
  path: string,
  item: z.ZodType<T>,
  pageSchema: z.ZodType<Record<Field, T[]> & { totalLength: number }>,
  field: Field,
) {
  return adminResource(path, item, "PATCH", paginationCall(path, pageSchema, field));
}

/**
 * What the back office does with one kind of record under `/api/<path>`: its list (one page at
 * a time where the API pages it), one record, create, update and delete. Query keys start with
 * the path, so `[path]` refreshes them all.
 */
export function adminResource<T>(
  path: string,
  item: z.ZodType<T>,
  updateMethod: "PUT" | "PATCH",
  pageCall?: PageCall<T>,
) {
  const list = item.array();
  return {
    key: [path] as const,
    list: () =>
      queryOptions({
        queryKey: [path, "list"],
        queryFn: ({ signal }) => apiGet(`/${path}`, list, signal),
      }),
    /** One page, 1-based; the whole list (as one page) for a resource the API does not page. */
    page: (page: number, limit: number) =>
      queryOptions({
        queryKey: [path, "page", page, limit],
        queryFn: async ({ signal }): Promise<RecordPage<T>> => {
          if (!pageCall) {
            const items = await apiGet(`/${path}`, list, signal);
            return { items, total: items.length };
          }
          return pageCall.read(await apiGet(pageCall.url(page, limit), z.unknown(), signal));
        },
      }),
    one: (id: number) =>
      queryOptions({
        queryKey: [path, "one", id],
        queryFn: ({ signal }) => apiGet(`/${path}/${id}`, item, signal),
      }),
    create: (body: unknown, onProgress?: Progress, idempotencyKey?: string) =>
      apiSend(`/${path}`, { method: "POST", body, schema: item, onProgress, idempotencyKey }),
    update: (id: number, body: unknown, onProgress?: Progress) =>
      apiSend(`/${path}/${id}`, { method: updateMethod, body, schema: item, onProgress }),
    remove: (id: number) => apiRequest(`/${path}/${id}`, { method: "DELETE", schema: z.unknown() }),
  };
}

export type AdminResource<T> = ReturnType<typeof adminResource<T>>;

export const newsResource = adminResource("news", newsBackOfficePostSchema, "PUT", {
  url: (page, limit) => `/news?page=${page}&limit=${limit}`,
  read: (answer) => {
    const { data, total } = newsBackOfficePageSchema.parse(answer);
    return { items: data, total };
  },
});
export const excursionResource = pagedResource(
  "excursions",
  excursionSchema,
  excursionPageSchema,
  "excursions",
);
export const reviewResource = pagedResource("reviews", reviewSchema, reviewPageSchema, "reviews");
export const galleryResource = pagedResource(
  "gallery",
  galleryImageSchema,
  galleryPageSchema,
  "images",
);
export const partnerResource = pagedResource(
  "partners",
  partnerSchema,
  partnerPageSchema,
  "partners",
);
export const contactResource = adminResource("contacts", contactSchema, "PATCH");
export const documentResource = adminResource("pdf", pdfDocumentSchema, "PATCH");

export const settingsQuery = queryOptions({
  queryKey: ["settings"],
  queryFn: ({ signal }) => apiGet("/settings", siteSettingsSchema, signal),
});

export const saveSettings = (body: unknown) =>
  apiSend("/settings", { method: "PUT", body, schema: siteSettingsSchema });

// Account calls (spec §7, CONTRACT.md Auth).
export const logIn = (body: { email: string; password: string }) =>
  apiRequest("/login", { method: "POST", body, schema: sessionSchema });

export const logOut = () => apiRequest("/logout", { method: "POST", schema: z.unknown() });

export const registerUser = (body: Registration) =>
  apiRequest("/user", { method: "POST", body, schema: z.unknown() });

export const changePassword = (body: { email: string; password: string }) =>
  apiRequest("/password/change", { method: "POST", body, schema: sessionSchema });

export const requestPasswordReset = (body: { email: string }) =>
  apiRequest("/password/forgot", { method: "POST", body, schema: z.unknown() });

export const resetPassword = (body: { token: string; password: string }) =>
  apiRequest("/password/reset", { method: "POST", body, schema: z.unknown() });

/** Takes a published or scheduled post off the site as a draft (issue 23). */
export const unpublishNews = (id: number) =>
  apiRequest(`/news/${id}/unpublish`, { method: "POST", schema: newsBackOfficePostSchema });

/** The private addresses of a news post's preview (its saved version, with its draft). */
export const previewNews = (id: number) =>
  apiRequest(`/news/${id}/preview`, { method: "POST", schema: newsPreviewSchema });
