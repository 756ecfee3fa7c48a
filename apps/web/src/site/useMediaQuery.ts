import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches; null on the server and during hydration, so the first render
 * in the browser equals the server's HTML and CSS decides the layout until then.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** spec §9 breakpoints. */
export const MEDIA = {
  tablet: "(min-width: 768px)",
  desktop: "(min-width: 1280px)",
} as const;

/** Items per page by width (spec §9), or null before the browser has measured. */
export function usePageSize(sizes: { mobile: number; tablet: number; desktop: number }) {
  const tablet = useMediaQuery(MEDIA.tablet);
  const desktop = useMediaQuery(MEDIA.desktop);
  if (tablet === null || desktop === null) return null;
  return desktop ? sizes.desktop : tablet ? sizes.tablet : sizes.mobile;
}

/** spec §9: page count is the total divided by the page size, capped at 5. */
export const MAX_PAGES = 5;

export function pageCount(total: number, pageSize: number): number {
  return Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / pageSize)));
}
