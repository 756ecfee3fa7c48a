import type { HistoryEntity } from "@shelter/contract";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { FieldValues, FormState } from "react-hook-form";
import { Link } from "react-router";
import { UploadProgress } from "./DialogActions.tsx";
import { RecordHistory } from "./RecordHistory.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import "./forms.css";

interface FormShellProps<T extends FieldValues> {
  title: string;
  formState: FormState<T>;
  onSubmit: () => void;
  /** An existing record: the button saves ('Зберегти') rather than places ('Розмістити'). */
  editing?: boolean;
  submitLabel?: string;
  cancelTo?: string;
  /** Share of the upload sent, 0 to 1, while a file travels. */
  progress?: number | null;
  /** A failure of the whole form (not of one field). */
  formError?: string;
  /** Said beside the button while the form is not ready to send (an image being prepared). */
  busy?: string;
  aside?: ReactNode;
  /** The record whose «Історія змін» the screen offers (an existing one). */
  history?: { entity: HistoryEntity; id: number };
  children: ReactNode;
}

/** A field the last press of the button found wrong: its label and its message. */
export interface FieldProblem {
  element: HTMLElement;
  label: string;
  message: string;
}

/**
 * What every back-office form shares: its heading, the fields, the submit button, the upload
 * progress and the cancel link. The button stays pressable (issue 23): a press on a form that
 * is not ready lists what is missing or wrong beside it and moves the focus to the first field.
 */
export function FormShell<T extends FieldValues>({
  title,
  formState,
  onSubmit,
  editing = false,
  submitLabel = editing ? "Зберегти" : "Розмістити",
  cancelTo,
  progress,
  formError,
  busy,
  aside,
  history,
  children,
}: FormShellProps<T>) {
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting, submitCount, errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [unchanged, setUnchanged] = useState(false);
  const showProblems = submitCount > 0 && !isValid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list follows the form's errors
  useEffect(() => {
    setProblems(showProblems && formRef.current ? fieldProblems(formRef.current) : []);
  }, [showProblems, errors, submitCount]);

  // Focus moves once per press.
  useEffect(() => {
    if (submitCount > 0 && formRef.current) fieldProblems(formRef.current)[0]?.element.focus();
  }, [submitCount]);

  return (
    <section className="admin-form-screen">
      <div className="admin-form-screen__head">
        <h1 className="admin-heading">{title}</h1>
        {history && <RecordHistory entity={history.entity} id={history.id} />}
      </div>
      <div
        className={aside ? "admin-form-layout admin-form-layout--with-aside" : "admin-form-layout"}
      >
        <form
          ref={formRef}
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            setUnchanged(editing && !isDirty);
            if (editing && !isDirty) return;
            onSubmit();
          }}
        >
          {children}
          {formError && (
            <p className="admin-form__error" role="alert">
              {formError}
            </p>
          )}
          {isSubmitting && <UploadProgress progress={progress ?? null} />}
          <div className="admin-form__status" role="status">
            {showProblems && problems.length === 0 && (
              <p className="admin-form__problems">
                Щоб {editing ? "зберегти" : "розмістити"}, заповніть або виправте: поля, позначені
                червоним.
              </p>
            )}
            {showProblems && problems.length > 0 && (
              <div className="admin-form__problems">
                <p>Щоб {editing ? "зберегти" : "розмістити"}, заповніть або виправте:</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.element.id || problem.label}>
                      <button type="button" onClick={() => problem.element.focus()}>
                        {problem.label}
                      </button>
                      : {problem.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {unchanged && !isDirty && (
              <p className="admin-note">Змін ще немає: нічого зберігати.</p>
            )}
            {busy && <p className="admin-note">{busy}</p>}
          </div>
          <div className="admin-form__actions">
            <SubmitButton label={submitLabel} disabled={false} submitting={isSubmitting} />
            {cancelTo && (
              <Link className="admin-button admin-button--quiet" to={cancelTo}>
                Скасувати
              </Link>
            )}
          </div>
        </form>
        {aside && <div className="admin-form-layout__aside">{aside}</div>}
      </div>
    </section>
  );
}

/** The fields of `form` marked invalid, in the order they stand, with their labels and messages. */
export function fieldProblems(form: HTMLFormElement): FieldProblem[] {
  const invalid = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  return Array.from(invalid, (element) => ({
    element,
    label: labelOf(element),
    message: messageOf(element),
  }));
}

function labelOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  const byId = labelledBy ? element.ownerDocument.getElementById(labelledBy) : null;
  const label = byId ?? (element as HTMLInputElement).labels?.[0] ?? null;
  return label?.textContent?.trim() || element.getAttribute("name") || "";
}

function messageOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  const error = ids.find((id) => id.endsWith("-error"));
  return (error && element.ownerDocument.getElementById(error)?.textContent?.trim()) || "";
}
