// The back office states every moment as the shelter's clock shows it (Europe/Kyiv).
const dateTime = new Intl.DateTimeFormat("uk-UA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Kyiv",
});

/** "27 лист. 2026 р., 10:15" in Kyiv time. */
export function formatKyivDateTime(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : dateTime.format(moment);
}
