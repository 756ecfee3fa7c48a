// The shelter's own time zone, so the server's HTML and the browser write the same date.
const SHELTER_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Kyiv",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** `createdAt` as dd.mm.yyyy in Kyiv time; a missing or invalid date gives "". */
export function formatPublicationDate(createdAt: string | null | undefined): string {
  if (!createdAt) return "";
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "";
  return SHELTER_DATE.format(date).replace(/\//g, ".");
}
