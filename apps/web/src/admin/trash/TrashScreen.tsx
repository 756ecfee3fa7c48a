import { TRASH_DAYS, type TrashItem } from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../api/ApiError.ts";
import { historyKeys, restoreFromTrash, trashQuery } from "../../api/history.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { HISTORY_ENTITY_INFO, restoredText } from "../shared/historyEntities.ts";
import { formatKyivDateTime } from "../shared/kyivTime.ts";
import { QueryView } from "../shared/QueryView.tsx";
import "./TrashScreen.css";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const dayWords = new Intl.PluralRules("uk-UA");
const DAY_WORD: Record<string, string> = { one: "день", few: "дні", many: "днів", other: "дня" };

/** "через 29 днів": when the record leaves the trash for good (30 days after, issue 23). */
export function removalText(deletedAt: string, now = Date.now()): string {
  const removal = Date.parse(deletedAt) + TRASH_DAYS * DAY_MS;
  const days = Math.ceil((removal - now) / DAY_MS);
  if (!Number.isFinite(days)) return "";
  // Past its time, the scheduled work removes it on its next round.
  if (days <= 0) return "Видалиться назавжди найближчим часом";
  return `Видалиться назавжди через ${days} ${DAY_WORD[dayWords.select(days)] ?? "днів"}`;
}

const itemKey = (item: TrashItem) => `${item.entity}-${item.id}`;

/** «Кошик» (issue 23): what was deleted in the last 30 days, each brought back with one press. */
export function TrashScreen() {
  const trash = useQuery(trashQuery);

  return (
    <section className="admin-trash">
      <h1 className="admin-heading">Кошик</h1>
      <p className="admin-trash__intro">
        Видалене зберігається тут {TRASH_DAYS} днів, разом із зображеннями, а потім зникає назавжди.
        Відновлений запис повертається на сайт.
      </p>
      <QueryView
        query={trash}
        what="кошик"
        isEmpty={(items) => items.length === 0}
        empty="Кошик порожній"
      >
        {(items) => (
          <ul className="admin-trash__list" aria-label="Видалені записи">
            {items.map((item) => (
              <TrashRow key={itemKey(item)} item={item} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function TrashRow({ item }: { item: TrashItem }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const info = HISTORY_ENTITY_INFO[item.entity];

  async function restore() {
    setBusy(true);
    try {
      await restoreFromTrash(item.entity, item.id);
    } catch (error) {
      const reason = error instanceof ApiError && error.fromServer ? ` ${error.message}` : "";
      alert(`Не вдалося відновити «${item.title}».${reason}`);
      setBusy(false);
      return;
    }
    // It leaves the list at once; the lists it returns to read afresh.
    queryClient.setQueryData(trashQuery.queryKey, (items) =>
      items?.filter((other) => itemKey(other) !== itemKey(item)),
    );
    alert(restoredText(item.entity, item.title));
    await invalidateAfterWrite(queryClient, historyKeys.trash, info.queryKey, historyKeys.all);
  }

  return (
    <li className="admin-trash__row">
      <div className="admin-trash__what">
        <span className="admin-trash__entity">{info.section}</span>
        <strong className="admin-trash__title">{item.title}</strong>
      </div>
      <p className="admin-trash__when">
        Видалено <time dateTime={item.deleted_at}>{formatKyivDateTime(item.deleted_at)}</time>
        {item.deleted_by && (
          <>
            {" "}
            · <span className="admin-trash__who">{item.deleted_by}</span>
          </>
        )}
      </p>
      <p className="admin-trash__left">{removalText(item.deleted_at)}</p>
      <button
        type="button"
        className="admin-button admin-button--primary admin-trash__restore"
        aria-label={`Відновити: ${item.title}`}
        disabled={busy}
        onClick={restore}
      >
        {busy ? "Обробка запиту..." : "Відновити"}
      </button>
    </li>
  );
}
