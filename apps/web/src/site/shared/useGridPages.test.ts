// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA } from "../useMediaQuery.ts";
import { useGridPages } from "./useGridPages.ts";

const SIZES = { mobile: 1, tablet: 3, desktop: 5 };
const items = Array.from({ length: 12 }, (_, index) => index + 1);

function atWidth(width: "phone" | "tablet" | "desktop") {
  const matching: string[] =
    width === "desktop" ? [MEDIA.tablet, MEDIA.desktop] : width === "tablet" ? [MEDIA.tablet] : [];
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: matching.includes(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe("useGridPages", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the first page as large as the width allows", () => {
    atWidth("tablet");
    const { result } = renderHook(() => useGridPages(SIZES));
    const page = result.current.pageOf(items);
    expect(page.shown).toEqual([1, 2, 3]);
    expect(page.pager).toMatchObject({ measured: true, pages: 4, current: 1 });
  });

  it("moves to the chosen page and counts its first item", () => {
    atWidth("desktop");
    const { result } = renderHook(() => useGridPages(SIZES));
    act(() => result.current.pageOf(items).pager.onChange(2));
    const page = result.current.pageOf(items);
    expect(page.shown).toEqual([6, 7, 8, 9, 10]);
    expect(page.first).toBe(5);
    expect(page.current).toBe(2);
  });

  it("counts pages only as far as the items go, and stops at five", () => {
    atWidth("phone");
    const { result } = renderHook(() => useGridPages(SIZES));
    expect(result.current.pageOf(items.slice(0, 2), 40).pages).toBe(2);
    expect(result.current.pageOf(items).pages).toBe(5);
  });
});
