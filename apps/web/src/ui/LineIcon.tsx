interface LineIconProps {
  /** The path's outline, drawn on a 24 × 24 grid. */
  d: string;
  /** Width and height in pixels. */
  size: number;
}

/** A decorative icon of one round-ended line in the text's colour, hidden from screen readers. */
export function LineIcon({ d, size }: LineIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
