// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertProvider, useAlert } from "./AdminAlert.tsx";

let show: (message: string) => void = () => {};

function Trigger() {
  show = useAlert();
  return null;
}

const alertElement = () => screen.queryByRole("status")?.querySelector(".admin-alert") ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <AlertProvider>
      <Trigger />
    </AlertProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the back office's alert", () => {
  it("shows a message for 2 s, green, or red when it says «не вдалося»", () => {
    act(() => show("Новину успішно додано"));
    expect(alertElement()?.textContent).toBe("Новину успішно додано");
    expect(alertElement()?.className).toContain("admin-alert--success");
    act(() => vi.advanceTimersByTime(1999));
    expect(alertElement()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(alertElement()).toBeNull();
    act(() => show("Не вдалося додати новину"));
    expect(alertElement()?.className).toContain("admin-alert--failure");
  });

  it("shows the next alert as a new element, announced anew, even in the render that clears the last", () => {
    act(() => show("Документ успішно додано"));
    const first = alertElement();
    // The last one's 2 s end and the next one comes before React renders either.
    act(() => {
      vi.advanceTimersByTime(2000);
      show("Документ успішно додано");
    });
    const second = alertElement();
    expect(second?.textContent).toBe("Документ успішно додано");
    expect(second).not.toBe(first);
    act(() => show("Зміни до екскурсії успішно застосовано"));
    expect(alertElement()).not.toBe(second);
  });
});
