import {
  type Booking,
  type BookingStatus,
  bookingMessage,
  bookingStatusChangeSchema,
  bookingStatuses,
  bookingTransitions,
} from "@shelter/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import {
  BOOKINGS_PAGE_SIZE,
  bookingKeys,
  bookingListQuery,
  changeBookingStatus,
  downloadBookingsCsv,
} from "../../api/bookingAdmin.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { Dialog } from "../shared/Dialog.tsx";
import { BookingDays } from "./BookingDays.tsx";
import "./BookingsScreen.css";
import "../shared/Dialog.css";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { QueryView } from "../shared/QueryView.tsx";

export const STATUS_LABELS: Record<BookingStatus, string> = {
  new: "Нові",
  confirmed: "Підтверджені",
  declined: "Відхилені",
  cancelled: "Скасовані",
  visited: "Відвідали",
  no_show: "Не прийшли",
};

const ACTION_LABELS: Record<Exclude<BookingStatus, "new">, string> = {
  confirmed: "Підтвердити",
  declined: "Відхилити",
  cancelled: "Скасувати",
  visited: "Відвідали",
  no_show: "Не прийшли",
};

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : "Не вдалося виконати дію";

/** «Бронювання»: the requests by status, the coming weeks' seats, and what the volunteer does. */
export function BookingsScreen() {
  const [status, setStatus] = useState<BookingStatus>("new");
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<Booking | null>(null);
  const alert = useAlert();
  const queryClient = useQueryClient();
  const list = useQuery({ ...bookingListQuery(status, page), placeholderData: keepPreviousData });
  const change = useMutation({
    mutationFn: ({
      id,
      next,
      reason,
    }: {
      id: number;
      next: Exclude<BookingStatus, "new">;
      reason?: string;
    }) =>
      changeBookingStatus(id, reason === undefined ? { status: next } : { status: next, reason }),
    onSuccess: (_booking, { next }) => {
      alert(`Статус змінено: ${STATUS_LABELS[next].toLowerCase()}`);
      setDeclining(null);
      return invalidateAfterWrite(queryClient, bookingKeys.all);
    },
    onError: (error) => alert(`Не вдалося змінити статус. ${failureText(error)}`),
  });
  const exportCsv = useMutation({
    mutationFn: downloadBookingsCsv,
    onError: (error) => alert(`Не вдалося завантажити CSV. ${failureText(error)}`),
  });

  const total = list.data?.totalLength ?? 0;
  const pages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));

  return (
    <section className="admin-bookings">
      <div className="admin-bookings__head">
        <h1 className="admin-heading">Бронювання</h1>
        <div className="admin-bookings__tools">
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            Завантажити CSV
          </button>
          <Link className="admin-button admin-button--quiet" to="/admin/bookings/settings">
            Налаштування екскурсій
          </Link>
        </div>
      </div>

      <fieldset className="admin-bookings__tabs">
        <legend className="admin-bookings__legend">Статус заявок</legend>
        {bookingStatuses.map((value) => (
          <button
            key={value}
            type="button"
            className="admin-bookings__tab"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {STATUS_LABELS[value]}
          </button>
        ))}
      </fieldset>

      <QueryView
        query={list}
        what="заявки"
        isEmpty={(data) => data.bookings.length === 0}
        empty={`Заявок зі статусом «${STATUS_LABELS[status]}» немає`}
      >
        {(data) => (
          <ul className="admin-bookings__list" aria-label={`Заявки: ${STATUS_LABELS[status]}`}>
            {data.bookings.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                busy={change.isPending}
                onChange={(next) =>
                  next === "declined"
                    ? setDeclining(booking)
                    : change.mutate({ id: booking.id, next })
                }
              />
            ))}
          </ul>
        )}
      </QueryView>

      {pages > 1 && (
        <nav className="admin-bookings__pager" aria-label="Сторінки заявок">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Попередня
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Наступна
          </button>
        </nav>
      )}

      <BookingDays />

      {declining && (
        <DeclineDialog
          booking={declining}
          busy={change.isPending}
          onCancel={() => setDeclining(null)}
          onDecline={(reason) => change.mutate({ id: declining.id, next: "declined", reason })}
        />
      )}
    </section>
  );
}

function formatDay(date: string) {
  return new Intl.DateTimeFormat("uk-UA", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

function BookingCard({
  booking,
  busy,
  onChange,
}: {
  booking: Booking;
  busy: boolean;
  onChange: (next: Exclude<BookingStatus, "new">) => void;
}) {
  const actions = bookingTransitions[booking.status].filter(
    (next): next is Exclude<BookingStatus, "new"> => next !== "new",
  );
  return (
    <li className="admin-booking">
      <div className="admin-booking__when">
        <strong>
          {formatDay(booking.date)}, {booking.time}
        </strong>
        <span>{booking.excursion_title ?? "Екскурсію видалено"}</span>
        <span>Людей: {booking.group_size}</span>
      </div>
      {booking.erased_at ? (
        <p className="admin-booking__erased">Особисті дані видалено</p>
      ) : (
        <div className="admin-booking__who">
          <span>{booking.name}</span>
          {booking.phone && (
            <a href={`tel:${booking.phone.replace(/\s/g, "")}`} className="admin-booking__contact">
              {booking.phone}
            </a>
          )}
          {booking.email && (
            <a href={`mailto:${booking.email}`} className="admin-booking__contact">
              {booking.email}
            </a>
          )}
          {booking.message && <p className="admin-booking__message">{booking.message}</p>}
        </div>
      )}
      {booking.reason && <p className="admin-booking__reason">Причина: {booking.reason}</p>}
      {actions.length > 0 && (
        <div className="admin-booking__actions">
          {actions.map((next) => (
            <button
              key={next}
              type="button"
              disabled={busy}
              className={
                next === "confirmed"
                  ? "admin-button admin-button--primary"
                  : next === "declined" || next === "cancelled"
                    ? "admin-button admin-button--danger-outline"
                    : "admin-button admin-button--secondary"
              }
              onClick={() => onChange(next)}
            >
              {ACTION_LABELS[next]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function DeclineDialog({
  booking,
  busy,
  onCancel,
  onDecline,
}: {
  booking: Booking;
  busy: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = bookingStatusChangeSchema.safeParse({ status: "declined", reason });
    if (!parsed.success) {
      setError(bookingMessage(parsed.error.issues[0]?.message ?? "reason", "uk"));
      return;
    }
    onDecline(parsed.data.reason ?? "");
  };
  return (
    <Dialog title="Відхилити заявку" onClose={onCancel}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>
          {booking.name ?? "Відвідувач"}, {formatDay(booking.date)}, {booking.time}. Причину отримає
          відвідувач листом.
        </p>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor="decline-reason">
            Причина відмови
          </label>
          <textarea
            id="decline-reason"
            className="admin-field__control"
            rows={4}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "decline-reason-error" : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="decline-reason-error" className="admin-field__error">
              {error}
            </p>
          )}
        </div>
        <div className="admin-dialog__actions">
          <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
            Відхилити
          </button>
          <button type="button" className="admin-button admin-button--quiet" onClick={onCancel}>
            Скасувати
          </button>
        </div>
      </form>
    </Dialog>
  );
}
