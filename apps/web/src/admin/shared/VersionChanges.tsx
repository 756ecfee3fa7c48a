import type { HistoryAction, HistoryEntity, HistoryEntry } from "@shelter/contract";
import { useState } from "react";
import {
  ACTION_LABELS,
  type FieldChange,
  fieldChanges,
  formatValue,
  isImageValue,
  shortened,
} from "./versionChanges.ts";
import "./VersionChanges.css";

/** «Створено», «Змінено», «Видалено» or «Відновлено», in its colour. */
export function ActionBadge({ action }: { action: HistoryAction }) {
  return (
    <span className={`admin-version-action admin-version-action--${action}`}>
      {ACTION_LABELS[action]}
    </span>
  );
}

/** What one version changed, field by field: old → new, long texts shortened, pictures shown. */
export function VersionChanges({
  entity,
  version,
}: {
  entity: HistoryEntity;
  version: HistoryEntry;
}) {
  if (version.action === "delete") {
    return <p className="admin-version-changes__note">Запис перенесено до кошика.</p>;
  }
  const changes = fieldChanges(entity, version);
  if (changes.length === 0) {
    return <p className="admin-version-changes__note">Поля не змінилися.</p>;
  }
  const created = version.before === null;
  return (
    <dl className="admin-version-changes">
      {changes.map((change) => (
        <div key={change.name} className="admin-version-changes__field">
          <dt>{change.label}</dt>
          <dd>
            {created ? <Value change={change} side="after" /> : <Difference change={change} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Difference({ change }: { change: FieldChange }) {
  return (
    <div className="admin-version-changes__diff">
      <del className="admin-version-changes__old">
        <span className="admin-version-changes__side">Було</span>
        <Value change={change} side="before" />
      </del>
      <span className="admin-version-changes__arrow" aria-hidden="true">
        →
      </span>
      <ins className="admin-version-changes__new">
        <span className="admin-version-changes__side">Стало</span>
        <Value change={change} side="after" />
      </ins>
    </div>
  );
}

function Value({ change, side }: { change: FieldChange; side: "before" | "after" }) {
  const value = change[side];
  if (isImageValue(change.name, value)) {
    return (
      <a href={value} target="_blank" rel="noreferrer" className="admin-version-changes__image">
        <img src={value} alt={`${change.label}: ${side === "before" ? "було" : "стало"}`} />
      </a>
    );
  }
  if (change.name === "document_url" && typeof value === "string" && value !== "") {
    return (
      <a href={value} target="_blank" rel="noreferrer">
        Відкрити файл ({side === "before" ? "було" : "стало"})
      </a>
    );
  }
  return <LongText text={formatValue(change.name, value)} />;
}

/** A text shortened past a few lines, with «Показати все» to read it whole. */
function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const short = shortened(text);
  if (short === text) return <span className="admin-version-changes__text">{text}</span>;
  return (
    <span className="admin-version-changes__text">
      {open ? text : short}{" "}
      <button
        type="button"
        className="admin-button admin-button--link"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? "Згорнути" : "Показати все"}
      </button>
    </span>
  );
}
