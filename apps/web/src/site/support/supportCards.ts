import type { SiteImageName } from "../images/siteImages.ts";

/** spec: the two fixed support cards, one-time (111) and monthly (222). */
export const SUPPORT_CARDS = [
  { id: "111", image: "about-help", frequency: "oneTime" },
  { id: "222", image: "about-mission", frequency: "monthly" },
] as const satisfies readonly {
  id: string;
  image: SiteImageName;
  /** How often the donation panel this card's help button opens is set to give. */
  frequency: "oneTime" | "monthly";
}[];

export type SupportCardId = (typeof SUPPORT_CARDS)[number]["id"];

export function supportCard(id: SupportCardId) {
  return SUPPORT_CARDS.find((card) => card.id === id) ?? SUPPORT_CARDS[0];
}

/** spec: three numbered steps. */
export const SUPPORT_STEPS = ["1", "2", "3"] as const;
