import type { Anchor } from "../ActiveAnchor.tsx";

/** The header's links, in the specification's order. */
export const NAV_LINKS = [
  { anchor: "#about-us", key: "about" },
  { anchor: "#excursions", key: "excursions" },
  { anchor: "#news", key: "news" },
  { anchor: "#partners", key: "partners" },
  { anchor: "#contacts", key: "contacts" },
] as const satisfies readonly { anchor: Anchor; key: string }[];
