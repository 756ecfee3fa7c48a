/**
 * The rendered page in both languages and every public list call of the API, as visitors read
 * them: `bench:api` loads each, and the cache tests hold each in memory.
 */
export const PUBLIC_READS = [
  "/",
  "/en",
  "/api/news",
  "/api/news?page=1&limit=3",
  "/api/gallery",
  "/api/gallery/pagination?page=1&limit=6",
  "/api/excursions",
  "/api/excursions/pagination?page=1&limit=3",
  "/api/reviews",
  "/api/reviews/pagination?page=1&limit=3",
  "/api/partners",
  "/api/partners/pagination?page=1&limit=3",
  "/api/pdf",
  "/api/contacts",
  "/api/settings",
] as const;
