import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import "./SnapSlider.css";

interface SnapSliderProps {
  /** Accessible names: the list, and the previous/next buttons. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
  /** Cards with nothing focusable in them (reviews): the row, while it scrolls, takes focus for the arrow keys. */
  focusableTrack?: boolean;
  children: ReactNode[];
}

/**
 * A paged slider on CSS scroll snapping: the server's HTML already is the slider (or, where the
 * section's CSS says so, a plain list), and the buttons page it by one view (spec: slider).
 */
export function SnapSlider({
  label,
  previousLabel,
  nextLabel,
  className,
  focusableTrack = false,
  children,
}: SnapSliderProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  // Until measured (the server's HTML, a section not yet hydrated) the track counts as scrolling,
  // so that a phone's row is focusable from the first paint; a grid drops its tab stop once measured.
  const [position, setPosition] = useState({ page: 1, pages: 1, scrolls: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null;
    if (!track || !first || first.offsetWidth === 0) return;
    const perView = Math.max(1, Math.round(track.clientWidth / first.offsetWidth));
    // Cards past the fifth page are hidden by the section's CSS (spec §9: at most 5 pages).
    const shown = [...track.children].filter((card) => card.getClientRects().length > 0).length;
    const pages = Math.max(1, Math.ceil(shown / perView));
    // A short last page scrolls less than a whole view: reaching the end is reaching it.
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    const page = atEnd
      ? pages
      : Math.min(pages, Math.round(track.scrollLeft / track.clientWidth) + 1);
    const scrolls = track.scrollWidth > track.clientWidth + 1;
    setPosition((current) =>
      current.page === page && current.pages === pages && current.scrolls === scrolls
        ? current
        : { page, pages, scrolls },
    );
  }, []);

  // Whenever the cards change (they may arrive after the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: children is the reason to measure again
  useEffect(() => measure(), [measure, children]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    // The cards' widths change with their images and fonts too (no observer in jsdom).
    const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resizes?.observe(track);
    return () => {
      track.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      resizes?.disconnect();
    };
  }, [measure]);

  const go = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth, behavior: "smooth" });
  };

  return (
    <div className={`snap-slider${className ? ` ${className}` : ""}`}>
      <ul
        ref={trackRef}
        className="snap-slider__track"
        aria-label={label}
        tabIndex={focusableTrack && position.scrolls ? 0 : undefined}
      >
        {children}
      </ul>
      <div className="snap-slider__controls" data-single-page={position.pages <= 1}>
        <button
          type="button"
          className="icon-button"
          aria-label={previousLabel}
          disabled={position.page <= 1}
          onClick={() => go(-1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </button>
        <span className="snap-slider__page" aria-live="polite">
          {position.page} / {position.pages}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={nextLabel}
          disabled={position.page >= position.pages}
          onClick={() => go(1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </button>
      </div>
    </div>
  );
}
