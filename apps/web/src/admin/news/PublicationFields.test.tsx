// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import { kyivLocalTime } from "@shelter/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkKyivSchedule } from "./newsFormSchema.ts";
import { PublicationFields, type PublicationValues, submitLabelFor } from "./PublicationFields.tsx";

const schedule = z
  .object({ status: z.enum(["draft", "scheduled", "published"]), publish_at: z.string() })
  .superRefine(checkKyivSchedule);

function Harness({
  initial,
  published = false,
  onPreview,
  onSave = () => {},
}: {
  initial: PublicationValues;
  published?: boolean;
  onPreview?: () => void;
  onSave?: (values: PublicationValues) => void;
}) {
  const form = useForm<PublicationValues>({
    resolver: zodResolver(schedule),
    mode: "all",
    defaultValues: initial,
  });
  const status = form.watch("status");
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <PublicationFields
        register={form.register}
        status={status}
        published={published}
        error={form.formState.errors.publish_at}
        onPreview={onPreview}
      />
      <button type="submit">
        {submitLabelFor(status, published ? { status: "published" } : { status: "draft" })}
      </button>
    </form>
  );
}

/** The schedule field's value (Kyiv's clock) this many minutes from now. */
const kyivLocal = (minutesFromNow: number) =>
  kyivLocalTime(new Date(Date.now() + minutesFromNow * 60_000).toISOString());

afterEach(cleanup);

describe("PublicationFields", () => {
  it("offers Чернетка, Заплановано на… and Опубліковано, the button saying what it does", () => {
    expect(submitLabelFor("published", undefined)).toBe("Розмістити");
    render(<Harness initial={{ status: "draft", publish_at: "" }} />);
    for (const label of ["Чернетка", "Заплановано на…", "Опубліковано"]) {
      expect(screen.getByRole("radio", { name: label })).toBeDefined();
    }
    expect(screen.getByRole("radio", { name: "Чернетка" })).toHaveProperty("checked", true);
    expect(screen.getByRole("button", { name: "Зберегти чернетку" })).toBeDefined();
    expect(screen.queryByLabelText("Дата й час публікації (Київ)")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Опубліковано" }));
    expect(screen.getByRole("button", { name: "Опублікувати" })).toBeDefined();
    expect(screen.getByText("Новина одразу з’явиться на сайті.")).toBeDefined();
  });

  it("asks for the schedule's date and time in Kyiv, refusing none and a past one", async () => {
    const onSave = vi.fn();
    render(<Harness initial={{ status: "draft", publish_at: "" }} onSave={onSave} />);
    fireEvent.click(screen.getByRole("radio", { name: "Заплановано на…" }));
    const when = screen.getByLabelText("Дата й час публікації (Київ)");
    expect(screen.getByRole("button", { name: "Запланувати" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Запланувати" }));
    expect(await screen.findByText("Вкажіть, коли опублікувати новину")).toBeDefined();
    fireEvent.change(when, { target: { value: kyivLocal(-60) } });
    expect(await screen.findByText("Час публікації має бути в майбутньому")).toBeDefined();
    fireEvent.change(when, { target: { value: kyivLocal(120) } });
    await waitFor(() =>
      expect(screen.queryByText("Час публікації має бути в майбутньому")).toBeNull(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Запланувати" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ status: "scheduled" });
  });

  it("tells a published post's draft from its publication", () => {
    render(<Harness initial={{ status: "draft", publish_at: "" }} published />);
    expect(
      screen.getByText(
        "Зміни збережуться як чернетка: відвідувачі бачать опубліковану версію, доки ви не опублікуєте зміни.",
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole("radio", { name: "Опубліковано" }));
    expect(screen.getByRole("button", { name: "Зберегти" })).toBeDefined();
  });

  it("previews a saved post, and only a saved one", () => {
    const onPreview = vi.fn();
    render(<Harness initial={{ status: "draft", publish_at: "" }} onPreview={onPreview} />);
    fireEvent.click(screen.getByRole("button", { name: "Переглянути" }));
    expect(onPreview).toHaveBeenCalledOnce();
    cleanup();
    render(<Harness initial={{ status: "draft", publish_at: "" }} />);
    expect(screen.getByRole("button", { name: "Переглянути" })).toHaveProperty("disabled", true);
    expect(
      screen.getByText("Збережіть чернетку, щоб переглянути новину на сторінці сайту."),
    ).toBeDefined();
  });
});
