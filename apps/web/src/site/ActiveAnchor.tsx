import {
  createContext,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

/** The header links' anchors (spec: the active link is underlined). */
export type Anchor = "#about-us" | "#excursions" | "#news" | "#partners" | "#contacts" | "";

/**
 * Which anchor is active, kept outside React's context so that a change never reaches the
 * sections not yet hydrated (React would drop their server HTML).
 */
function createAnchorStore() {
  let activeLink: Anchor = "";
  const listeners = new Set<() => void>();
  return {
    get: () => activeLink,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: ((next) => {
      activeLink = typeof next === "function" ? next(activeLink) : next;
      for (const listener of listeners) listener();
    }) as Dispatch<SetStateAction<Anchor>>,
  };
}

type AnchorStore = ReturnType<typeof createAnchorStore>;

const ActiveAnchorContext = createContext<AnchorStore | null>(null);

export function ActiveAnchorProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAnchorStore);
  return <ActiveAnchorContext.Provider value={store}>{children}</ActiveAnchorContext.Provider>;
}

interface ActiveAnchorValue {
  activeLink: Anchor;
  setActiveLink: Dispatch<SetStateAction<Anchor>>;
}

export function useActiveAnchor(): ActiveAnchorValue {
  const store = useContext(ActiveAnchorContext);
  if (!store) throw new Error("useActiveAnchor outside ActiveAnchorProvider");
  const activeLink = useSyncExternalStore(store.subscribe, store.get, () => "" as const);
  return { activeLink, setActiveLink: store.set };
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
