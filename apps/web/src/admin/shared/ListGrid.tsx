import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { Pager } from "../../ui/Pager.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import "./ListGrid.css";

export interface ListGridProps<T> {
  title: string;
  items: T[] | undefined;
  loading: boolean;
  error: Error | null;
  /** The list's pages, when the API pages it (usePagedList). */
  pager?: { pages: number; current: number; onChange: (page: number) => void };
  itemKey: (item: T) => number;
  /** What the card shows of the record. */
  renderCard: (item: T) => ReactNode;
  /** The card's accessible name for its buttons ("Видалити: …"). */
  itemName: (item: T) => string;
  /** Where the add tile leads; or what it does, when adding opens a dialog. */
  add: { to: string; label: string } | { onClick: () => void; label: string };
  editTo?: (item: T) => string;
  /** More of the card's buttons, before the delete (a photo's «Історія змін»). */
  cardActions?: (item: T) => ReactNode;
  deleteQuestion: string;
  onDelete: (item: T) => void;
  className?: string;
}

/**
 * The list screen every entity shares: an add tile first, then one card per record with its
 * edit link and a delete button that asks first (spec §2).
 */
export function ListGrid<T>({
  title,
  items,
  loading,
  error,
  itemKey,
  renderCard,
  itemName,
  add,
  editTo,
  cardActions,
  deleteQuestion,
  onDelete,
  className,
  pager,
}: ListGridProps<T>) {
  const [doomed, setDoomed] = useState<T | null>(null);
  const addTile =
    "to" in add ? (
      <Link className="admin-grid__add" to={add.to}>
        <span aria-hidden="true" className="admin-grid__plus">
          +
        </span>
        {add.label}
      </Link>
    ) : (
      <button type="button" className="admin-grid__add" onClick={add.onClick}>
        <span aria-hidden="true" className="admin-grid__plus">
          +
        </span>
        {add.label}
      </button>
    );

  return (
    <section>
      <h1 className="admin-heading">{title}</h1>
      {loading && <p className="admin-note">Завантаження...</p>}
      {error && (
        <p className="admin-note admin-note--error" role="alert">
          {error.message}
        </p>
      )}
      <ul className={`admin-grid${className ? ` ${className}` : ""}`}>
        <li>{addTile}</li>
        {items?.map((item) => (
          <li key={itemKey(item)} className="admin-card">
            <div className="admin-card__body">{renderCard(item)}</div>
            <div className="admin-card__actions">
              {editTo && (
                <Link
                  className="admin-button admin-button--secondary"
                  to={editTo(item)}
                  aria-label={`Редагувати: ${itemName(item)}`}
                >
                  Редагувати
                </Link>
              )}
              {cardActions?.(item)}
              <button
                type="button"
                className="admin-button admin-button--danger-outline"
                aria-label={`Видалити: ${itemName(item)}`}
                onClick={() => setDoomed(item)}
              >
                Видалити
              </button>
            </div>
          </li>
        ))}
      </ul>
      {pager && pager.pages > 1 && (
        <Pager {...pager} label={`${title}: сторінки`} pageLabel={(page) => `Сторінка ${page}`} />
      )}
      {doomed !== null && (
        <ConfirmDialog
          question={deleteQuestion}
          confirmLabel="Видалити"
          destructive
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            onDelete(doomed);
            setDoomed(null);
          }}
        />
      )}
    </section>
  );
}
