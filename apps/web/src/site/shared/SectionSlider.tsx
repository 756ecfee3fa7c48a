import type { ReactNode } from "react";
import type { SectionData } from "../../api/publicApi.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { SnapSlider } from "../../ui/SnapSlider.tsx";

interface SectionSliderProps<T> {
  section: SectionData<T[]>;
  /** The section's texts: its title names the list, its loadError heads the error state. */
  t: (key: "title" | "loadError" | "previous" | "next") => string;
  emptyText: string;
  className: string;
  /** Cards with nothing focusable in them: see SnapSlider. */
  focusableTrack?: boolean;
  /** One item's card, an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** A list section's items (spec: loading, error with Retry, empty), shown in a snap slider. */
export function SectionSlider<T>({
  section,
  t,
  emptyText,
  className,
  focusableTrack,
  children,
}: SectionSliderProps<T>) {
  return (
    <SectionStates
      section={section}
      errorTitle={t("loadError")}
      emptyText={emptyText}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <SnapSlider
          className={className}
          label={t("title")}
          previousLabel={t("previous")}
          nextLabel={t("next")}
          focusableTrack={focusableTrack}
        >
          {list.map((item) => children(item))}
        </SnapSlider>
      )}
    </SectionStates>
  );
}
