import {
  contactSchema,
  excursionSchema,
  galleryImageSchema,
  newsPostSchema,
  partnerSchema,
  pdfDocumentSchema,
  type Registration,
  reviewSchema,
  sessionSchema,
  siteSettingsSchema,
} from "@shelter/contract";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiRequest } from "./client.ts";
import { apiSend } from "./upload.ts";

export type Progress = (share: number) => void;

/**
 * What the back office does with one kind of record under `/api/<path>`: its list, one record,
 * create, update and delete. Query keys start with the path, so `[path]` refreshes them all.
 */
export function adminResource<T>(path: string, item: z.ZodType<T>, updateMethod: "PUT" | "PATCH") {
  const list = item.array();
  return {
    key: [path] as const,
    list: () =>
      queryOptions({
        queryKey: [path, "list"],
        queryFn: ({ signal }) => apiGet(`/${path}`, list, signal),
      }),
    one: (id: number) =>
      queryOptions({
        queryKey: [path, "one", id],
        queryFn: ({ signal }) => apiGet(`/${path}/${id}`, item, signal),
      }),
    create: (body: unknown, onProgress?: Progress) =>
      apiSend(`/${path}`, { method: "POST", body, schema: item, onProgress }),
    update: (id: number, body: unknown, onProgress?: Progress) =>
      apiSend(`/${path}/${id}`, { method: updateMethod, body, schema: item, onProgress }),
    remove: (id: number) => apiRequest(`/${path}/${id}`, { method: "DELETE", schema: z.unknown() }),
  };
}

export type AdminResource<T> = ReturnType<typeof adminResource<T>>;

export const newsResource = adminResource("news", newsPostSchema, "PUT");
export const excursionResource = adminResource("excursions", excursionSchema, "PATCH");
export const reviewResource = adminResource("reviews", reviewSchema, "PATCH");
export const galleryResource = adminResource("gallery", galleryImageSchema, "PATCH");
export const partnerResource = adminResource("partners", partnerSchema, "PATCH");
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
