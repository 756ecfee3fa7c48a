/** spec §5: the preset amounts of the donation form, in UAH. */
export const PRESET_AMOUNTS = [50, 100, 200] as const;

/** Bounds of the amount a visitor types: whole hryvnias. */
export const CUSTOM_AMOUNT_MIN = 1;
export const CUSTOM_AMOUNT_MAX = 100_000;

/** The typed amount in whole UAH, or null when it is not a whole number within the bounds. */
export function parseCustomAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0]+/g, "");
  if (!/^\d+$/.test(compact)) return null;
  const amount = Number(compact);
  return amount >= CUSTOM_AMOUNT_MIN && amount <= CUSTOM_AMOUNT_MAX ? amount : null;
}
