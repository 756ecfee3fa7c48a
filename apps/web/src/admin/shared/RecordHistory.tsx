import type { HistoryEntity, HistoryEntry } from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ApiError } from "../../api/ApiError.ts";
import { historyKeys, recordHistoryQuery, restoreVersion } from "../../api/history.ts";
import { LineIcon } from "../../ui/LineIcon.tsx";
import { useAlert } from "./AdminAlert.tsx";
import { Dialog } from "./Dialog.tsx";
import { HISTORY_ENTITY_INFO } from "./historyEntities.ts";
import { formatKyivDateTime } from "./kyivTime.ts";
import { useRecordReload } from "./recordReload.tsx";
import { ActionBadge, VersionChanges } from "./VersionChanges.tsx";
import "./RecordHistory.css";
import { invalidateAfterWrite } from "./invalidateAfterWrite.ts";

interface RecordHistoryProps {
  entity: HistoryEntity;
  id: number;
}

/**
 * «Історія змін» of one record (issue 23): a button that opens its versions, newest first, each
 * with who, when and what changed, and «Відновити» to bring a version back as a new one.
 */
export function RecordHistory({
  entity,
  id,
  itemName,
}: RecordHistoryProps & {
  /** Which record, for a screen reader, where a list shows several («фото №3»). */
  itemName?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reload = useRecordReload();
  // After a restore the form starts again: the focus comes back to where the volunteer was.
  const restored = (reload?.revision ?? 0) > 0;
  useEffect(() => {
    if (restored) buttonRef.current?.focus();
  }, [restored]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="admin-button admin-button--secondary admin-history__open"
        aria-haspopup="dialog"
        aria-label={itemName ? `Історія змін: ${itemName}` : undefined}
        onClick={() => setOpen(true)}
      >
        <LineIcon size={18} d="M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 7v5l3 2" />
        Історія змін
      </button>
      {/* On the page's own level: a card's styles (a photo's buttons) never reach the panel. */}
      {open &&
        createPortal(
          <HistoryPanel entity={entity} id={id} onClose={() => setOpen(false)} />,
          document.body,
        )}
    </>
  );
}

function HistoryPanel({ entity, id, onClose }: RecordHistoryProps & { onClose: () => void }) {
  const history = useQuery(recordHistoryQuery(entity, id));
  const versions = history.data && newestFirst(history.data);

  return (
    <Dialog title="Історія змін" placement="side" onClose={onClose}>
      <button type="button" className="admin-history__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="admin-visually-hidden">Закрити</span>
      </button>
      {history.isPending ? (
        <p className="admin-spinner" role="status">
          <span className="admin-spinner__circle" aria-hidden="true" />
          Завантаження...
        </p>
      ) : history.isError ? (
        <div className="admin-history__failure" role="alert">
          <p>Не вдалося завантажити історію змін. {history.error.message}</p>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => history.refetch()}
          >
            Спробувати ще
          </button>
        </div>
      ) : !versions || versions.length === 0 ? (
        <p className="admin-history__empty">Змін ще не було</p>
      ) : (
        <ol className="admin-history__list" aria-label="Версії, від найновішої">
          {versions.map((version, index) => (
            <VersionItem
              key={version.version_id}
              entity={entity}
              version={version}
              current={index === 0 && version.after !== null}
              onRestored={onClose}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

/** The server answers newest first; a tie in time keeps the later version on top. */
function newestFirst(versions: HistoryEntry[]): HistoryEntry[] {
  return [...versions].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || b.version_id - a.version_id,
  );
}

function VersionItem({
  entity,
  version,
  current,
  onRestored,
}: {
  entity: HistoryEntity;
  version: HistoryEntry;
  /** The record as it is now: nothing to restore. */
  current: boolean;
  onRestored: () => void;
}) {
  const { confirming, setConfirming, busy, restore } = useRestore(entity, version, onRestored);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const when = formatKyivDateTime(version.at);

  return (
    <li className="admin-history__version">
      <div className="admin-history__meta">
        <ActionBadge action={version.action} />
        <time dateTime={version.at}>{when}</time>
        {current && <span className="admin-history__current">Поточна версія</span>}
      </div>
      <p className="admin-history__author">{version.author ?? "Сайт (автоматично)"}</p>
      <VersionChanges entity={entity} version={version} />
      {!current && version.after !== null && (
        <div className="admin-history__restore">
          {confirming ? (
            <div className="admin-history__confirm">
              <p>Повернути запис до версії від {when}? Поточні значення залишаться в історії.</p>
              <div className="admin-dialog__actions">
                <button
                  ref={confirmRef}
                  type="button"
                  className="admin-button admin-button--primary"
                  disabled={busy}
                  onClick={restore}
                >
                  {busy ? "Обробка запиту..." : "Відновити"}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  disabled={busy}
                  onClick={() => setConfirming(false)}
                >
                  Скасувати
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              aria-label={`Відновити версію від ${when}`}
              onClick={() => setConfirming(true)}
            >
              Відновити
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Brings a version back: the record's screens and its history read afresh, the form (when there
 * is one around) starts again from the restored values, and the alert says how it went.
 */
function useRestore(entity: HistoryEntity, version: HistoryEntry, onRestored: () => void) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const reload = useRecordReload();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function restore() {
    setBusy(true);
    try {
      await restoreVersion(version.version_id);
    } catch (error) {
      const reason = error instanceof ApiError && error.fromServer ? ` ${error.message}` : "";
      alert(`Не вдалося відновити версію.${reason}`);
      setBusy(false);
      return;
    }
    await invalidateAfterWrite(
      queryClient,
      HISTORY_ENTITY_INFO[entity].queryKey,
      historyKeys.all,
      historyKeys.trash,
    );
    alert(`Версію від ${formatKyivDateTime(version.at)} відновлено`);
    onRestored();
    reload?.reload();
  }

  return { confirming, setConfirming, busy, restore };
}
