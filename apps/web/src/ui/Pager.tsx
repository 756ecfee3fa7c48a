interface PagerProps {
  pages: number;
  /** 1-based (spec: the slider page number is the slide index plus one). */
  current: number;
  onChange: (page: number) => void;
  /** What is being paged, for screen readers ("News pages"). */
  label: string;
  /** One page's button, for screen readers ("Page 2"). */
  pageLabel: (page: number) => string;
}

/** Numbered page buttons under a grid or slider, on the page and in the back office. */
export function Pager({ pages, current, onChange, label, pageLabel }: PagerProps) {
  if (pages <= 1) return <div className="pager" aria-hidden="true" />;
  return (
    <nav className="pager" aria-label={label}>
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <button
          key={page}
          type="button"
          className="pager__page"
          aria-current={page === current ? "true" : undefined}
          aria-label={pageLabel(page)}
          onClick={() => onChange(page)}
        >
          {page}
        </button>
      ))}
    </nav>
  );
}
