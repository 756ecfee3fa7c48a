import type { SiteImageName } from "../images/siteImages.ts";

/** spec: the two fixed support cards, one-time (111) and monthly (222). */
export const SUPPORT_CARDS = [
  { id: "111", image: "about-help" },
  { id: "222", image: "about-mission" },
] as const satisfies readonly { id: string; image: SiteImageName }[];

export type SupportCardId = (typeof SUPPORT_CARDS)[number]["id"];

export function supportCard(id: SupportCardId) {
  return SUPPORT_CARDS.find((card) => card.id === id) ?? SUPPORT_CARDS[0];
}

/** spec: three numbered steps. */
export const SUPPORT_STEPS = ["1", "2", "3"] as const;
