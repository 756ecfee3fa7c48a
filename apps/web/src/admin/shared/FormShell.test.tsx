// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type FormState, useForm } from "react-hook-form";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormShell } from "./FormShell.tsx";
import { TextField } from "./TextField.tsx";

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
  it("keeps the submit button pressable while the form is unchanged or invalid", () => {
    renderShell({ isDirty: true, isValid: false });
    expect(screen.getByRole("button", { name: "Розмістити" }).hasAttribute("disabled")).toBe(false);
    cleanup();
    renderShell({ isDirty: false, isValid: true });
    expect(screen.getByRole("button", { name: "Розмістити" }).hasAttribute("disabled")).toBe(false);
  });

  it("says 'Зберегти' on an existing record, and that nothing changed when nothing did", () => {
    const onSubmit = renderShell({ isDirty: false, isValid: true }, { editing: true });
    fireEvent.click(screen.getByRole("button", { name: "Зберегти" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Змін ще немає: нічого зберігати.");
  });

  it("lists what is missing or wrong on a press, and moves the focus to the first such field", async () => {
    render(
      <MemoryRouter>
        <TitledForm />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText("Підзаголовок"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Розмістити" }));
    const status = screen.getByRole("status");
    await waitFor(() =>
      expect(Array.from(status.querySelectorAll("li"), (item) => item.textContent)).toEqual([
        "Заголовок: Поле повинно бути заповнене",
        "Підзаголовок: Мінімум 3 символи",
      ]),
    );
    expect(status.textContent).toContain("Щоб розмістити, заповніть або виправте:");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Заголовок")));
    fireEvent.click(screen.getByRole("button", { name: "Підзаголовок" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Підзаголовок"));
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

const titledSchema = z.object({
  title: z.string().min(1, "Поле повинно бути заповнене"),
  subtitle: z.string().min(3, "Мінімум 3 символи"),
});

function TitledForm() {
  const form = useForm({
    resolver: zodResolver(titledSchema),
    mode: "all",
    defaultValues: { title: "", subtitle: "" },
  });
  const errors = form.formState.errors;
  return (
    <FormShell
      title="Додати новину"
      formState={form.formState}
      onSubmit={form.handleSubmit(() => {})}
    >
      <TextField label="Заголовок" error={errors.title?.message} {...form.register("title")} />
      <TextField
        label="Підзаголовок"
        error={errors.subtitle?.message}
        {...form.register("subtitle")}
      />
    </FormShell>
  );
}
