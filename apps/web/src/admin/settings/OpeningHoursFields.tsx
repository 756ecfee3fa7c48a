import type { SiteSettingsInput } from "@shelter/contract";
import {
  disagreeingPlaces,
  formatDays,
  formatTimes,
  HOURS_PLACES,
  type HoursPlace,
  WEEKDAYS,
} from "@shelter/contract/openingHours";
import { useId } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { TextField } from "../shared/TextField.tsx";

/** Where each statement of the hours appears on the page, as a volunteer knows it. */
export const PLACE_NAMES: Record<HoursPlace, string> = {
  contacts: "Розділ «Контакти»",
  footer: "Підвал сайту",
  faq: "«Часті запитання»",
};

const DAY_NAMES = ["Понеділок", "Вівторок", "Середа", "Четвер", "П’ятниця", "Субота", "Неділя"];

type SettingsForm = UseFormReturn<SiteSettingsInput>;

/**
 * The opening hours of every place of the page that states them, side by side (issue 21): one
 * screen to keep them in agreement, with a warning while they differ.
 */
export function OpeningHoursFields({ form }: { form: SettingsForm }) {
  const hours = useWatch({ control: form.control, name: "opening_hours" });
  const disagreeing = disagreeingPlaces(hours);

  function applyToAll(source: HoursPlace) {
    const { days, open, close } = form.getValues(`opening_hours.${source}`);
    const options = { shouldDirty: true, shouldValidate: true };
    for (const place of HOURS_PLACES) {
      if (place === source) continue;
      form.setValue(`opening_hours.${place}.days`, [...days], options);
      form.setValue(`opening_hours.${place}.open`, open, options);
      form.setValue(`opening_hours.${place}.close`, close, options);
    }
  }

  return (
    <fieldset className="admin-fieldset settings-hours" id="settings-hours">
      <legend>Графік роботи</legend>
      <p className="admin-note">
        Години роботи сайт показує в трьох місцях. Змініть їх тут, і після збереження сайт покаже
        нові години всюди, а пошуковики отримають години з розділу «Контакти».
      </p>
      {disagreeing.length > 0 && (
        <p className="settings-hours__warning" role="status">
          Години в різних місцях не збігаються:{" "}
          {disagreeing.map((place) => PLACE_NAMES[place]).join(", ")}{" "}
          {disagreeing.length === 1 ? "показує" : "показують"} інші години, ніж розділ «Контакти».
          Відвідувач може приїхати, коли притулок зачинено. Щоб вирівняти, натисніть «Застосувати до
          всіх» під правильними годинами.
        </p>
      )}
      <div className="settings-hours__places">
        {HOURS_PLACES.map((place) => (
          <PlaceHours key={place} form={form} place={place} onApplyToAll={applyToAll} />
        ))}
      </div>
    </fieldset>
  );
}

function PlaceHours({
  form,
  place,
  onApplyToAll,
}: {
  form: SettingsForm;
  place: HoursPlace;
  onApplyToAll: (place: HoursPlace) => void;
}) {
  const hours = useWatch({ control: form.control, name: `opening_hours.${place}` });
  const errors = form.formState.errors.opening_hours?.[place];
  const daysErrorId = useId();
  const daysError = errors?.days?.message ?? errors?.days?.root?.message;

  function toggleDay(day: number, checked: boolean) {
    const days = checked
      ? [...hours.days, day].sort((a, b) => a - b)
      : hours.days.filter((shown) => shown !== day);
    form.setValue(`opening_hours.${place}.days`, days, {
      shouldDirty: true,
      shouldValidate: true,
    });
  }

  return (
    <fieldset className="settings-hours__place">
      <legend>{PLACE_NAMES[place]}</legend>
      <fieldset
        className="settings-hours__days"
        aria-describedby={daysError ? daysErrorId : undefined}
      >
        <legend>Дні роботи</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className="settings-hours__day">
            <input
              type="checkbox"
              checked={hours.days.includes(day)}
              onChange={(event) => toggleDay(day, event.currentTarget.checked)}
            />
            {DAY_NAMES[day - 1]}
          </label>
        ))}
        {daysError && (
          <p id={daysErrorId} className="admin-field__error">
            {daysError}
          </p>
        )}
      </fieldset>
      <div className="settings-hours__times">
        <TextField
          type="time"
          label="Відчиняється"
          error={errors?.open?.message}
          {...form.register(`opening_hours.${place}.open`)}
        />
        <TextField
          type="time"
          label="Зачиняється"
          error={errors?.close?.message}
          {...form.register(`opening_hours.${place}.close`)}
        />
      </div>
      <p className="settings-hours__preview">
        На сайті:{" "}
        {hours.days.length > 0 ? `${formatDays(hours.days, "uk")}, ${formatTimes(hours)}` : "—"}
      </p>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        aria-label={`Застосувати до всіх години: ${PLACE_NAMES[place]}`}
        onClick={() => onApplyToAll(place)}
      >
        Застосувати до всіх
      </button>
    </fieldset>
  );
}
