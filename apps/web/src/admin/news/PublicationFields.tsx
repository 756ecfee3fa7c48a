import type { NewsStatus } from "@shelter/contract";
import { useId } from "react";
import type { FieldError, UseFormRegister } from "react-hook-form";

/** The form's fields of where a post stands: its status, and its time when scheduled. */
export interface PublicationValues {
  status: NewsStatus;
  /** A Kyiv wall-clock time, as the datetime-local field holds it ("2026-12-01T09:30"). */
  publish_at: string;
}

const CHOICES: { value: NewsStatus; label: string }[] = [
  { value: "draft", label: "Чернетка" },
  { value: "scheduled", label: "Заплановано на…" },
  { value: "published", label: "Опубліковано" },
];

/**
 * What the form's button does for the chosen status: a new post is placed ('Розмістити') and a
 * published one saved ('Зберегти') as every form says it; a draft or a scheduled one is published.
 */
export function submitLabelFor(
  status: NewsStatus,
  post: { status: NewsStatus } | undefined,
): string {
  if (status === "draft") return "Зберегти чернетку";
  if (status === "scheduled") return "Запланувати";
  if (!post) return "Розмістити";
  return post.status === "published" ? "Зберегти" : "Опублікувати";
}

/**
 * The status choice (Чернетка / Заплановано на… / Опубліковано) with the schedule's date and
 * time in Kyiv, and what the choice means for visitors. `published`: the post is on the site.
 */
export function PublicationFields<T extends PublicationValues>({
  register,
  status,
  published,
  error,
  onPreview,
  previewNote,
}: {
  register: UseFormRegister<T>;
  status: NewsStatus;
  published: boolean;
  error: FieldError | undefined;
  /** Opens the saved post's preview; absent before the post is first saved. */
  onPreview?: () => void;
  previewNote?: string;
}) {
  const id = useId();
  // The form's values are `T`, which holds these two fields: react-hook-form cannot follow that.
  const field = register as unknown as UseFormRegister<PublicationValues>;
  const hint =
    status === "draft"
      ? published
        ? "Зміни збережуться як чернетка: відвідувачі бачать опубліковану версію, доки ви не опублікуєте зміни."
        : "Новину бачите лише ви в адмінці: на сайті її немає."
      : status === "scheduled"
        ? "Новина з’явиться на сайті сама у вказаний час (за київським часом)."
        : "Новина одразу з’явиться на сайті.";
  return (
    <fieldset className="admin-news-publication">
      <legend className="admin-field__label">Публікація</legend>
      <div className="admin-news-publication__choices">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="admin-news-publication__choice">
            <input type="radio" value={choice.value} {...field("status")} />
            {choice.label}
          </label>
        ))}
      </div>
      {status === "scheduled" && (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-at`}>
            Дата й час публікації (Київ)
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className="admin-field__control"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...field("publish_at")}
          />
          {error && (
            <p id={`${id}-error`} className="admin-field__error">
              {error.message}
            </p>
          )}
        </div>
      )}
      <p className="admin-field__hint">{hint}</p>
      <div className="admin-news-publication__preview">
        <button
          type="button"
          className="admin-button admin-button--quiet"
          disabled={!onPreview}
          onClick={onPreview}
        >
          Переглянути
        </button>
        <span className="admin-field__hint">
          {previewNote ??
            (onPreview
              ? "Відкриє збережену версію на сторінці сайту в новій вкладці."
              : "Збережіть чернетку, щоб переглянути новину на сторінці сайту.")}
        </span>
      </div>
    </fieldset>
  );
}
