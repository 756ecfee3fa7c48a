import { Dialog } from "./Dialog.tsx";

interface ConfirmDialogProps {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Red for what cannot be undone (a delete); the ordinary green otherwise. */
  destructive?: boolean;
}

/** A yes-or-no question: the confirm button, then 'Скасувати'. */
export function ConfirmDialog({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog title={question} onClose={onCancel}>
      <div className="admin-dialog__actions">
        <button
          type="button"
          className={`admin-button ${destructive ? "admin-button--danger" : "admin-button--primary"}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
        <button type="button" className="admin-button admin-button--quiet" onClick={onCancel}>
          Скасувати
        </button>
      </div>
    </Dialog>
  );
}
