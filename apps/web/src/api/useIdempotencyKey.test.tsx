// @vitest-environment happy-dom
import { IDEMPOTENCY_KEY_FORMAT } from "@shelter/contract";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useIdempotencyKey } from "./useIdempotencyKey.ts";

describe("useIdempotencyKey", () => {
  it("keeps the key while the same body is sent again, and makes a new one for another body", () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current({ title: "Телята", image: "data:image/jpeg;base64,AAAA" });
    expect(first).toMatch(IDEMPOTENCY_KEY_FORMAT);
    rerender();
    // A retry after a timeout: the same body, the same key.
    expect(result.current({ title: "Телята", image: "data:image/jpeg;base64,AAAA" })).toBe(first);
    // The volunteer corrected the title: another create.
    const second = result.current({
      title: "Телята підросли",
      image: "data:image/jpeg;base64,AAAA",
    });
    expect(second).not.toBe(first);
    expect(second).toMatch(IDEMPOTENCY_KEY_FORMAT);
  });

  it("gives each form its own keys", () => {
    const one = renderHook(() => useIdempotencyKey()).result.current({ name: "Оля" });
    const other = renderHook(() => useIdempotencyKey()).result.current({ name: "Оля" });
    expect(one).not.toBe(other);
  });
});
