/** A screen's list that could not be read: what failed, the server's reason, and a retry. */
export function LoadFailure({
  what,
  reason,
  onRetry,
  className,
}: {
  /** «журнал», «кошик»: completes «Не вдалося завантажити …». */
  what: string;
  /** The server's reason, when it gave one. */
  reason?: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`admin-note admin-note--error ${className ?? ""}`.trim()} role="alert">
      <p>
        Не вдалося завантажити {what}.{reason ? ` ${reason}` : ""}
      </p>
      <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
        Спробувати ще
      </button>
    </div>
  );
}
