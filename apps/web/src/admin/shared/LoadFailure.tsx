/** A screen's read that failed: what could not be loaded, the server's reason, and a retry. */
export function LoadFailure({
  what,
  reason,
  onRetry,
}: {
  /** «журнал», «кошик»: completes «Не вдалося завантажити …». */
  what: string;
  /** The server's reason, when it gave one. */
  reason?: string;
  onRetry: () => void;
}) {
  return (
    <div className="admin-note admin-note--error admin-load-failure" role="alert">
      <p>
        Не вдалося завантажити {what}.{reason ? ` ${reason}` : ""}
      </p>
      <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
        Спробувати ще
      </button>
    </div>
  );
}
