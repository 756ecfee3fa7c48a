import {
  HISTORY_ENTITIES,
  type HistoryEntity,
  type HistoryEntry,
  historyEntitySchema,
} from "@shelter/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { journalQuery } from "../../api/history.ts";
import { teamQuery } from "../../api/team.ts";
import { HISTORY_ENTITY_INFO, recordTitle } from "../shared/historyEntities.ts";
import { formatKyivDateTime } from "../shared/kyivTime.ts";
import { QueryView } from "../shared/QueryView.tsx";
import { ActionBadge, VersionChanges } from "../shared/VersionChanges.tsx";
import "./JournalScreen.css";

/** Entries on one page of the journal. */
export const JOURNAL_PAGE_SIZE = 50;

interface JournalFilters {
  author: string;
  entity: HistoryEntity | "";
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the address keeps them (`?author&entity&from&to&page`): a link shows the same. */
function readFilters(params: URLSearchParams): JournalFilters {
  const entity = historyEntitySchema.safeParse(params.get("entity"));
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    author: params.get("author")?.trim() ?? "",
    entity: entity.success ? entity.data : "",
    from: day("from"),
    to: day("to"),
  };
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function filtersParams(filters: JournalFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  return params;
}

/**
 * «Журнал» (issue 23): every write of the site, newest first, page by page, filtered by who,
 * which section and which days; the filters live in the address.
 */
export function JournalScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const query = useQuery({
    ...journalQuery({
      page,
      limit: JOURNAL_PAGE_SIZE,
      author: filters.author || undefined,
      entity: filters.entity || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.totalLength ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
  const goTo = (next: number) => setParams(filtersParams(filters, next));
  // An address past the last page (the journal was shorter than its link): show the last there is.
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && page > pages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves once, when the page is past the end
  useEffect(() => {
    if (pastTheEnd) setParams(filtersParams(readFilters(params), pages), { replace: true });
  }, [pastTheEnd]);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section className="admin-journal">
      <h1 className="admin-heading">Журнал</h1>
      <JournalFilterForm
        key={params.toString()}
        initial={filters}
        onApply={(next) => setParams(filtersParams(next))}
      />
      <QueryView
        query={query}
        what="журнал"
        isEmpty={(data) => data.entries.length === 0}
        empty={filtered ? "За цими умовами записів немає" : "Записів ще немає"}
      >
        {(data) => (
          <>
            <p className="admin-journal__count" aria-live="polite">
              Записів: {total}
            </p>
            <ol
              className={`admin-journal__list${query.isPlaceholderData ? " is-loading" : ""}`}
              aria-label="Дії, від найновішої"
            >
              {data.entries.map((entry) => (
                <JournalRow key={entry.version_id} entry={entry} />
              ))}
            </ol>
          </>
        )}
      </QueryView>
      {pages > 1 && (
        <nav className="admin-journal__pager" aria-label="Сторінки журналу">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            Новіші
          </button>
          <span>
            Сторінка {Math.min(page, pages)} з {pages}
          </span>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page >= pages}
            onClick={() => goTo(page + 1)}
          >
            Старіші
          </button>
        </nav>
      )}
    </section>
  );
}

function JournalFilterForm({
  initial,
  onApply,
}: {
  initial: JournalFilters;
  onApply: (filters: JournalFilters) => void;
}) {
  const id = useId();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string>();
  // The team's addresses, offered as the author is typed; anyone who ever wrote may be typed.
  const team = useQuery(teamQuery);
  const set = (name: keyof JournalFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (filters.from && filters.to && filters.from > filters.to) {
      setProblem("Дата «до» не може бути раніше за дату «від»");
      return;
    }
    setProblem(undefined);
    onApply({ ...filters, author: filters.author.trim() });
  }

  const empty: JournalFilters = { author: "", entity: "", from: "", to: "" };
  const anySet = Object.values(initial).some(Boolean);

  return (
    <form className="admin-journal__filters" noValidate onSubmit={submit} aria-label="Фільтри">
      <div className="admin-field admin-journal__author-filter">
        <label className="admin-field__label" htmlFor={`${id}-author`}>
          Хто (email)
        </label>
        <input
          id={`${id}-author`}
          className="admin-field__control"
          type="email"
          list={`${id}-team`}
          autoComplete="off"
          value={filters.author}
          onChange={set("author")}
        />
        <datalist id={`${id}-team`}>
          {team.data?.map((member) => (
            <option key={member.id} value={member.email} />
          ))}
        </datalist>
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-entity`}>
          Розділ
        </label>
        <select
          id={`${id}-entity`}
          className="admin-field__control"
          value={filters.entity}
          onChange={set("entity")}
        >
          <option value="">Усі розділи</option>
          {HISTORY_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {HISTORY_ENTITY_INFO[entity].section}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-from`}>
          Від дати
        </label>
        <input
          id={`${id}-from`}
          className="admin-field__control"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set("from")}
        />
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-to`}>
          До дати
        </label>
        <input
          id={`${id}-to`}
          className="admin-field__control"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={set("to")}
        />
      </div>
      <div className="admin-journal__filter-actions">
        <button type="submit" className="admin-button admin-button--primary">
          Показати
        </button>
        {anySet && (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => onApply(empty)}
          >
            Скинути
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="admin-field__error admin-journal__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function JournalRow({ entry }: { entry: HistoryEntry }) {
  const info = HISTORY_ENTITY_INFO[entry.entity];
  const title = recordTitle(entry.entity, entry.record_id, entry.after, entry.before);
  const gone = entry.action === "delete";

  return (
    <li className="admin-journal__row">
      <div className="admin-journal__head">
        <time className="admin-journal__time" dateTime={entry.at}>
          {formatKyivDateTime(entry.at)}
        </time>
        <ActionBadge action={entry.action} />
      </div>
      <span className="admin-journal__record">
        {info.section !== title && <span className="admin-journal__section">{info.section}: </span>}
        {gone ? <span>{title}</span> : <Link to={info.screen(entry.record_id)}>{title}</Link>}
      </span>
      <span className="admin-journal__author">{entry.author ?? "Сайт (автоматично)"}</span>
      <details className="admin-journal__details">
        <summary>Що змінилося</summary>
        <VersionChanges entity={entry.entity} version={entry} />
      </details>
    </li>
  );
}
