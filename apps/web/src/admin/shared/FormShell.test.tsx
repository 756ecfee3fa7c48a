// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { FormState } from "react-hook-form";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormShell } from "./FormShell.tsx";

function formState(state: Partial<FormState<{ title: string }>>) {
  return { isDirty: false, isValid: false, isSubmitting: false, ...state } as FormState<{
    title: string;
  }>;
}

function renderShell(state: Partial<FormState<{ title: string }>>, extra = {}) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <FormShell
        title="Додати новину"
        formState={formState(state)}
        onSubmit={onSubmit}
        cancelTo="/admin"
        {...extra}
      >
        <input aria-label="Заголовок" />
      </FormShell>
    </MemoryRouter>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe("FormShell", () => {
  it("keeps the submit button asleep until the form is changed and valid", () => {
    renderShell({ isDirty: true, isValid: false });
    expect(screen.getByRole("button", { name: "Розмістити" }).hasAttribute("disabled")).toBe(true);
    cleanup();
    renderShell({ isDirty: false, isValid: true });
    expect(screen.getByRole("button", { name: "Розмістити" }).hasAttribute("disabled")).toBe(true);
  });

  it("submits a changed, valid form", () => {
    const onSubmit = renderShell({ isDirty: true, isValid: true });
    const button = screen.getByRole("button", { name: "Розмістити" });
    expect(button.hasAttribute("disabled")).toBe(false);
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("says it is working, with the upload's progress, while submitting", () => {
    renderShell({ isDirty: true, isValid: true, isSubmitting: true }, { progress: 0.5 });
    const button = screen.getByRole("button", { name: "Обробка запиту..." });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("progressbar")).toBeDefined();
  });

  it("shows a failure of the whole form as an alert, and the cancel link", () => {
    renderShell({ isDirty: true, isValid: true }, { formError: "Сталася несподівана помилка" });
    expect(screen.getByRole("alert").textContent).toBe("Сталася несподівана помилка");
    expect(screen.getByRole("link", { name: "Скасувати" }).getAttribute("href")).toBe("/admin");
  });
});
