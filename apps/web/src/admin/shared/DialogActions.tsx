import { SubmitButton } from "./SubmitButton.tsx";

interface DialogActionsProps {
  /** The submit button's word ('Зберегти', 'Розмістити'…). */
  submitLabel: string;
  disabled: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** A dialog form's two buttons: submit ('Обробка запиту...' while it runs) and cancel. */
export function DialogActions({ submitLabel, disabled, submitting, onCancel }: DialogActionsProps) {
  return (
    <div className="admin-dialog__actions">
      <SubmitButton label={submitLabel} disabled={disabled} submitting={submitting} />
      <button type="button" className="admin-button admin-button--quiet" onClick={onCancel}>
        Скасувати
      </button>
    </div>
  );
}

/** An upload's progress bar, while it is sent. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <div className="admin-progress">
      <progress max={1} value={progress} aria-label="Надсилання файлу" />
      <span>{Math.round(progress * 100)}%</span>
    </div>
  );
}
