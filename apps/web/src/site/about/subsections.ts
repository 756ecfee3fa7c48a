import type { SiteImageName } from "../images/siteImages.ts";

/** spec: three subsections of about us (mission, natural properties of cows, about help). */
export const ABOUT_SUBSECTIONS = [
  { id: "mission", image: "about-mission" },
  { id: "nature", image: "about-nature" },
  { id: "help", image: "about-help" },
] as const satisfies readonly { id: string; image: SiteImageName }[];

export type AboutSubsectionId = (typeof ABOUT_SUBSECTIONS)[number]["id"];
