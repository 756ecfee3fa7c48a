import {
  createContext,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

/** The header links' anchors (spec: the active link is underlined). */
export type Anchor = "#about-us" | "#excursions" | "#news" | "#partners" | "#contacts" | "";

interface ActiveAnchorValue {
  activeLink: Anchor;
  setActiveLink: Dispatch<SetStateAction<Anchor>>;
}

const ActiveAnchorContext = createContext<ActiveAnchorValue>({
  activeLink: "",
  setActiveLink: () => {},
});

export function ActiveAnchorProvider({ children }: { children: ReactNode }) {
  const [activeLink, setActiveLink] = useState<Anchor>("");
  const value = useMemo(() => ({ activeLink, setActiveLink }), [activeLink]);
  return <ActiveAnchorContext.Provider value={value}>{children}</ActiveAnchorContext.Provider>;
}

export function useActiveAnchor(): ActiveAnchorValue {
  return useContext(ActiveAnchorContext);
}

// spec §9: in-view threshold 0.5.
const IN_VIEW_THRESHOLD = 0.5;

/**
 * Makes a section the active anchor while at least half of it is visible (or it fills at
 * least half of the viewport, for sections taller than the screen), and clears it after.
 */
export function useReportInView(ref: RefObject<HTMLElement | null>, anchor: Anchor) {
  const { setActiveLink } = useActiveAnchor();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visibleShare = entry.intersectionRect.height / window.innerHeight;
        const inView = entry.intersectionRatio >= IN_VIEW_THRESHOLD || visibleShare >= 0.5;
        if (inView) setActiveLink(anchor);
        else setActiveLink((current) => (current === anchor ? "" : current));
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, anchor, setActiveLink]);
}
