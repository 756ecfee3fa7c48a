import { type BookingSettings, bookingMessage, bookingSettingsSchema } from "@shelter/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import { bookingKeys, bookingSettingsQuery, saveBookingSettings } from "../../api/bookingAdmin.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { TextField } from "../shared/TextField.tsx";
import "../shared/forms.css";
import "./BookingsScreen.css";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { QueryView } from "../shared/QueryView.tsx";

type SettingsKey = keyof BookingSettings;

/** The settings as typed: lists one item a line (slots also by commas), numbers as text. */
type SettingsText = Record<SettingsKey, string>;

const LIST_FIELDS = new Set<SettingsKey>(["slots", "closed_days", "notify_emails"]);
const NUMBER_FIELDS = new Set<SettingsKey>([
  "capacity",
  "min_notice_hours",
  "max_days_ahead",
  "retention_days",
]);

function asText(settings: BookingSettings): SettingsText {
  return {
    season_start: settings.season_start,
    season_end: settings.season_end,
    slots: settings.slots.join(", "),
    capacity: String(settings.capacity),
    closed_days: settings.closed_days.join("\n"),
    min_notice_hours: String(settings.min_notice_hours),
    max_days_ahead: String(settings.max_days_ahead),
    notify_emails: settings.notify_emails.join("\n"),
    retention_days: String(settings.retention_days),
  };
}

function fromText(text: SettingsText): Record<SettingsKey, unknown> {
  const result = {} as Record<SettingsKey, unknown>;
  for (const key of Object.keys(text) as SettingsKey[]) {
    const value = text[key].trim();
    result[key] = LIST_FIELDS.has(key)
      ? value
          .split(/[\n,]/)
          .map((item) => item.trim())
          .filter(Boolean)
      : NUMBER_FIELDS.has(key)
        ? value === ""
          ? Number.NaN
          : Number(value)
        : value;
  }
  return result;
}

const LABELS: Record<SettingsKey, { label: string; hint?: string; multiline?: boolean }> = {
  season_start: { label: "Початок сезону", hint: "ММ-ДД, наприклад 04-01" },
  season_end: { label: "Кінець сезону", hint: "ММ-ДД, наприклад 10-31 (включно)" },
  slots: { label: "Час початку екскурсій", hint: "Через кому: 10:00, 12:00, 14:00, 16:00" },
  capacity: { label: "Місць на одну екскурсію" },
  closed_days: {
    label: "Вихідні дні",
    hint: "По одній даті в рядку, РРРР-ММ-ДД",
    multiline: true,
  },
  min_notice_hours: { label: "Заявка не пізніше ніж за (годин)" },
  max_days_ahead: { label: "Заявка не раніше ніж за (днів)" },
  notify_emails: {
    label: "Кому надсилати нові заявки",
    hint: "По одній адресі в рядку",
    multiline: true,
  },
  retention_days: {
    label: "Видаляти особисті дані через (днів після візиту)",
  },
};

/** The booking rules the volunteer sets: season, slots, capacity, closed days, mail, retention. */
export function BookingSettingsScreen() {
  const settings = useQuery(bookingSettingsQuery);
  return (
    <section className="admin-form-screen">
      <h1 className="admin-heading">Налаштування екскурсій</h1>
      <p>
        <Link to="/admin/bookings">До заявок</Link>
      </p>
      <QueryView query={settings} what="налаштування">
        {(initial) => <BookingSettingsForm initial={initial} />}
      </QueryView>
    </section>
  );
}

export function BookingSettingsForm({ initial }: { initial: BookingSettings }) {
  const [text, setText] = useState<SettingsText>(() => asText(initial));
  const [errors, setErrors] = useState<Partial<Record<SettingsKey, string>>>({});
  const alert = useAlert();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.settings, saved);
      setText(asText(saved));
      alert("Налаштування збережено");
      return invalidateAfterWrite(queryClient, bookingKeys.all);
    },
    onError: (error) =>
      alert(
        `Не вдалося зберегти налаштування. ${error instanceof ApiError ? error.message : ""}`.trim(),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bookingSettingsSchema.safeParse(fromText(text));
    if (!parsed.success) {
      const found: Partial<Record<SettingsKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as SettingsKey;
        found[key] ??= bookingMessage(issue.message, "uk");
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form className="admin-form admin-booking-settings" noValidate onSubmit={submit}>
      {(Object.keys(LABELS) as SettingsKey[]).map((key) => {
        const { label, hint, multiline } = LABELS[key];
        const common = {
          label,
          hint,
          error: errors[key],
          value: text[key],
          name: key,
        };
        return multiline ? (
          <TextField
            key={key}
            {...common}
            multiline
            rows={4}
            onChange={(event) => setText({ ...text, [key]: event.target.value })}
          />
        ) : (
          <TextField
            key={key}
            {...common}
            inputMode={NUMBER_FIELDS.has(key) ? "numeric" : undefined}
            onChange={(event) => setText({ ...text, [key]: event.target.value })}
          />
        );
      })}
      <div className="admin-form__actions">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={save.isPending}
        >
          Зберегти
        </button>
      </div>
    </form>
  );
}
