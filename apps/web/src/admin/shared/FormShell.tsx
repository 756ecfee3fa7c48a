import type { ReactNode } from "react";
import type { FieldValues, FormState } from "react-hook-form";
import { Link } from "react-router";
import { UploadProgress } from "./DialogActions.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import "./forms.css";

interface FormShellProps<T extends FieldValues> {
  title: string;
  formState: FormState<T>;
  onSubmit: () => void;
  submitLabel?: string;
  cancelTo?: string;
  /** Share of the upload sent, 0 to 1, while a file travels. */
  progress?: number | null;
  /** A failure of the whole form (not of one field). */
  formError?: string;
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * What every back-office form shares: its heading, the fields, the submit button that wakes
 * only when the form is changed and valid (spec §4), the upload progress and the cancel link.
 */
export function FormShell<T extends FieldValues>({
  title,
  formState,
  onSubmit,
  submitLabel = "Розмістити",
  cancelTo,
  progress,
  formError,
  aside,
  children,
}: FormShellProps<T>) {
  const { isDirty, isValid, isSubmitting } = formState;
  return (
    <section className="admin-form-screen">
      <h1 className="admin-heading">{title}</h1>
      <div
        className={aside ? "admin-form-layout admin-form-layout--with-aside" : "admin-form-layout"}
      >
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
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
          <div className="admin-form__actions">
            <SubmitButton
              label={submitLabel}
              disabled={!isDirty || !isValid}
              submitting={isSubmitting}
            />
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
