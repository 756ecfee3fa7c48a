// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEMO_SITE_SETTINGS,
  type SiteSettingsInput,
  siteSettingsInputSchema,
} from "@shelter/contract";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { OpeningHoursFields } from "./OpeningHoursFields.tsx";

let latestValues: () => SiteSettingsInput;

function HoursForm() {
  const form = useForm<SiteSettingsInput>({
    resolver: zodResolver(siteSettingsInputSchema),
    mode: "all",
    defaultValues: DEMO_SITE_SETTINGS,
  });
  latestValues = form.getValues;
  return <OpeningHoursFields form={form} />;
}

const place = (name: string) => within(screen.getByRole("group", { name }));
const warning = () => screen.queryByText(/Години в різних місцях не збігаються/);

afterEach(cleanup);

describe("OpeningHoursFields", () => {
  it("warns while the places' hours differ and names the ones that differ", () => {
    render(<HoursForm />);
    expect(warning()?.textContent).toContain("Підвал сайту, «Часті запитання» показують");
  });

  it("copies one place's hours to the others with «Застосувати до всіх», and the warning goes", async () => {
    render(<HoursForm />);
    const footer = place("Підвал сайту");
    await act(async () => {
      fireEvent.click(footer.getByLabelText("Субота"));
      fireEvent.click(footer.getByRole("button", { name: /^Застосувати до всіх/ }));
    });
    const expected = { days: [1, 2, 3, 4, 5, 6], open: "10:00", close: "18:00" };
    expect(latestValues().opening_hours).toEqual({
      contacts: expected,
      footer: expected,
      faq: expected,
    });
    expect(warning()).toBeNull();
    expect((place("Розділ «Контакти»").getByLabelText("Неділя") as HTMLInputElement).checked).toBe(
      false,
    );
    expect(
      place("«Часті запитання»").getByText("На сайті: Понеділок - Субота, 10:00 - 18:00"),
    ).toBeTruthy();
  });

  it("shows the schema's message when a place has no day left", async () => {
    render(<HoursForm />);
    const footer = place("Підвал сайту");
    await act(async () => {
      for (const day of ["Понеділок", "Вівторок", "Середа", "Четвер", "П’ятниця"]) {
        fireEvent.click(footer.getByLabelText(day));
      }
    });
    expect(await footer.findByText("Оберіть хоча б один день тижня")).toBeTruthy();
  });
});
