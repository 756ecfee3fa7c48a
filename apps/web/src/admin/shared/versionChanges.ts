import {
  formatDays,
  formatTimes,
  type HistoryAction,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryFields,
} from "@shelter/contract";
import { ROLE_LABELS } from "../session/roles.ts";
import { HISTORY_ENTITY_INFO } from "./historyEntities.ts";
import { formatKyivDateTime } from "./kyivTime.ts";

/** The actions as the history and the journal name them (issue 23). */
export const ACTION_LABELS: Record<HistoryAction, string> = {
  create: "Створено",
  update: "Змінено",
  delete: "Видалено",
  restore: "Відновлено",
};

/** One field of a version: its label and its value before and after. */
export interface FieldChange {
  name: string;
  label: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Nested settings (the opening hours per place) compared place by place: `opening_hours.footer`. */
function flattened(fields: HistoryFields | null): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields ?? {})) {
    const nested = isPlainObject(value) && !isOpeningHours(value);
    if (!nested) {
      flat[name] = value;
      continue;
    }
    for (const [inner, innerValue] of Object.entries(value)) flat[`${name}.${inner}`] = innerValue;
  }
  return flat;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * The fields a version changed, in the order the form shows them: for a create the values it was
 * made with, for an update or a restore what differs between before and after.
 */
export function fieldChanges(entity: HistoryEntity, version: HistoryEntry): FieldChange[] {
  if (version.action === "delete") return [];
  const before = flattened(version.before);
  const after = flattened(version.after);
  return Object.entries(HISTORY_ENTITY_INFO[entity].fields)
    .filter(([name]) => name in before || name in after)
    .filter(([name]) =>
      version.before === null ? !isEmpty(after[name]) : !same(before[name], after[name]),
    )
    .map(([name, label]) => ({ name, label, before: before[name], after: after[name] }));
}

/** A stored picture's address: what the history shows as a thumbnail. */
export function isImageValue(name: string, value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
  if (name === "image_url" || name === "logo") return true;
  return /^data:image\//.test(value) || /\.(webp|avif|jpe?g|png|gif)(\?.*)?$/i.test(value);
}

interface OpeningHoursValue {
  days: number[];
  open: string;
  close: string;
}

function isOpeningHours(value: unknown): value is OpeningHoursValue {
  return isPlainObject(value) && Array.isArray(value.days) && typeof value.open === "string";
}

const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: {
    draft: "Чернетка",
    scheduled: "Заплановано",
    published: "Опубліковано",
    new: "Нова",
    confirmed: "Підтверджена",
    declined: "Відхилена",
    cancelled: "Скасована",
    visited: "Відвідали",
    no_show: "Не прийшли",
  },
  role: ROLE_LABELS,
};

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a volunteer reads it: "—" for nothing, Kyiv time for a moment, days for hours. */
export function formatValue(name: string, value: unknown): string {
  if (isEmpty(value)) return "—";
  if (typeof value === "boolean") return value ? "Так" : "Ні";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    const word = VALUE_LABELS[name]?.[value];
    if (word) return word;
    return ISO_MOMENT.test(value) ? formatKyivDateTime(value) : value;
  }
  if (isOpeningHours(value)) return `${formatDays(value.days, "uk")}, ${formatTimes(value)}`;
  if (Array.isArray(value)) return value.map((item) => formatValue(name, item)).join(", ");
  return JSON.stringify(value);
}

/** Texts longer than this are shortened, with a button to read them whole. */
export const SHORT_TEXT_LENGTH = 160;

export function shortened(text: string): string {
  if (text.length <= SHORT_TEXT_LENGTH) return text;
  const cut = text.slice(0, SHORT_TEXT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > SHORT_TEXT_LENGTH * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
