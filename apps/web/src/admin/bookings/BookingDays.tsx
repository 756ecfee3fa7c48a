import { useQuery } from "@tanstack/react-query";
import { bookingSettingsQuery, comingDaysQuery } from "../../api/bookingAdmin.ts";
import { LoadFailure } from "../shared/LoadFailure.tsx";

/** spec (issue 22): the day view covers the coming weeks. */
const DAYS_SHOWN = 28;

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

function formatDay(date: string) {
  return new Intl.DateTimeFormat("uk-UA", {
    weekday: "short",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The coming weeks' booked days, each slot with the seats its requests (new or confirmed) take. */
export function BookingDays() {
  const days = useQuery(comingDaysQuery(isoDay(0), isoDay(DAYS_SHOWN - 1)));
  const settings = useQuery(bookingSettingsQuery);
  const capacity = settings.data?.capacity;
  // Only the days someone comes: a month of empty slots would bury them.
  const open =
    capacity === undefined
      ? []
      : (days.data?.days ?? []).filter(
          (day) => day.open && day.slots.some((slot) => slot.seats_left < capacity),
        );
  return (
    <section className="admin-booking-days" aria-labelledby="booking-days-title">
      <h2 id="booking-days-title" className="admin-section-title">
        Найближчі тижні
      </h2>
      {days.isPending || settings.isPending ? (
        <p className="admin-loading" role="status">
          Завантаження...
        </p>
      ) : days.isError || settings.isError ? (
        <LoadFailure
          what="розклад"
          onRetry={() => {
            void days.refetch();
            void settings.refetch();
          }}
        />
      ) : open.length === 0 ? (
        <p className="admin-empty-state">У найближчі {DAYS_SHOWN} днів заявок на екскурсії немає</p>
      ) : (
        <ul className="admin-booking-days__list">
          {open.map((day) => (
            <li key={day.date} className="admin-booking-day">
              <strong>{formatDay(day.date)}</strong>
              <ul className="admin-booking-day__slots">
                {day.slots.map((slot) => {
                  const taken = capacity === undefined ? 0 : capacity - slot.seats_left;
                  return (
                    <li
                      key={slot.time}
                      className={
                        slot.seats_left === 0
                          ? "admin-booking-day__slot is-full"
                          : taken > 0
                            ? "admin-booking-day__slot is-taken"
                            : "admin-booking-day__slot"
                      }
                    >
                      <span>{slot.time}</span>
                      <span>
                        {taken} / {capacity}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
