import {
  type AvailabilityDay,
  availabilityRange,
  BOOKING_MAX_GROUP,
  BOOKING_MESSAGE_MAX,
} from "@shelter/contract/bookings";
import type { Excursion, PageLanguage } from "@shelter/contract/page";
import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { type BookingRequestBody, fetchAvailability, sendBooking } from "../../api/bookingApi.ts";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useIdempotencyKey } from "../../api/useIdempotencyKey.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { usePageData } from "../PageDataContext.tsx";
import {
  type BookingFields,
  bookingFieldErrors,
  formatBookingDate,
  formatSeasonDate,
} from "./bookingRules.ts";
import "./BookingForm.css";

const EMPTY_FIELDS: BookingFields = {
  date: "",
  time: "",
  group_size: "",
  name: "",
  phone: "",
  email: "",
  message: "",
  consent: false,
  website: "",
};

type Notice =
  | { kind: "slotFull" }
  | { kind: "throttled"; retryAfterSeconds: number | null }
  | { kind: "failed"; message: string | null }
  | { kind: "invalid"; message: string }
  | null;

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true after (and at once in a form
 * opened in the browser): a choice made before the form answers would be lost, so until then
 * its controls are disabled rather than silently ignoring it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface BookingFormProps {
  /** The excursion whose dialog opened the form. */
  initialExcursionId: number | null;
  /** After sending: the donation panel (excursions are free, donation-based). */
  onDonate: () => void;
}

/**
 * The excursion request (issue 22): excursion, an open day, a slot with its seats left, the
 * group and the visitor's contact; then a success step that offers the donation panel.
 */
export function BookingForm({ initialExcursionId, onDonate }: BookingFormProps) {
  const { t, i18n } = useTranslation("booking");
  const language: PageLanguage = i18n.language === "en" ? "en" : "uk";
  const localize = useLocalize();
  const idPrefix = useId();
  const hydrated = useHydrated();
  const pageData = usePageData();
  const excursions = useSectionData(pageData.excursions, (signal) =>
    fetchPublic<Excursion[]>("/excursions", signal),
  );
  // At `/booking` the page brings the first days: the form is painted as it will stay.
  const embeddedDays = useRef(pageData.openBooking?.availability ?? null);
  const [excursionId, setExcursionId] = useState<number | null>(initialExcursionId);
  const [fields, setFields] = useState<BookingFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Partial<Record<keyof BookingFields, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  // The same key while the same request is sent again: a press after a lost answer books once.
  const idempotencyKeyFor = useIdempotencyKey();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [days, setDays] = useState<AvailabilityDay[] | null>(embeddedDays.current?.days ?? null);
  const [nextSeasonStart, setNextSeasonStart] = useState<string | null>(
    embeddedDays.current?.next_season_start ?? null,
  );
  const [daysFailed, setDaysFailed] = useState(false);
  const [daysAttempt, setDaysAttempt] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const chosenExcursion =
    excursionId ?? (excursions.data && excursions.data.length > 0 ? excursions.data[0]?.ID : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new daysAttempt asks again (a 409, Retry).
  useEffect(() => {
    if (chosenExcursion == null) return;
    // The page's own days serve the first look; any change or retry asks the server.
    if (embeddedDays.current) {
      embeddedDays.current = null;
      return;
    }
    const controller = new AbortController();
    setDaysFailed(false);
    setDays(null);
    fetchAvailability(
      { ...availabilityRange(new Date()), excursionId: chosenExcursion },
      controller.signal,
    ).then(
      (availability) => {
        if (controller.signal.aborted) return;
        setDays(availability.days);
        setNextSeasonStart(availability.next_season_start);
      },
      () => {
        if (!controller.signal.aborted) setDaysFailed(true);
      },
    );
    return () => controller.abort();
  }, [chosenExcursion, daysAttempt]);

  const refreshDays = useCallback(() => setDaysAttempt((count) => count + 1), []);

  const openDays = (days ?? []).filter(
    (day) => day.open && day.slots.some((slot) => slot.seats_left > 0),
  );
  const chosenDay = openDays.find((day) => day.date === fields.date);
  const freeSlots = chosenDay?.slots.filter((slot) => slot.seats_left > 0) ?? [];
  const chosenSlot = freeSlots.find((slot) => slot.time === fields.time);
  const groupMax = Math.min(BOOKING_MAX_GROUP, chosenSlot?.seats_left ?? BOOKING_MAX_GROUP);

  const update = <Field extends keyof BookingFields>(field: Field, value: BookingFields[Field]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || chosenExcursion == null) return;
    const found = bookingFieldErrors(fields, { language, seatsLeft: chosenSlot?.seats_left });
    setErrors(found.errors);
    if (!found.body) {
      setNotice({ kind: "invalid", message: t("fixFields") });
      return;
    }
    const body: BookingRequestBody = {
      ...found.body,
      excursion_id: chosenExcursion,
      language,
      ...(fields.website ? { website: fields.website } : {}),
    };
    setSending(true);
    setNotice(null);
    const outcome = await sendBooking(body, idempotencyKeyFor(body));
    setSending(false);
    if (outcome.kind === "created") {
      setSentTo(body.email);
      return;
    }
    if (outcome.kind === "invalid") {
      setErrors(outcome.fieldErrors);
      setNotice({ kind: "invalid", message: outcome.message || t("fixFields") });
    } else if (outcome.kind === "slotFull") {
      setNotice({ kind: "slotFull" });
      setFields((current) => ({ ...current, time: "" }));
      refreshDays();
    } else if (outcome.kind === "throttled") {
      setNotice({ kind: "throttled", retryAfterSeconds: outcome.retryAfterSeconds });
    } else {
      setNotice({ kind: "failed", message: outcome.message });
    }
  };

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (sentTo) successHeading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div className="booking__success">
        <h3 ref={successHeading} tabIndex={-1} className="booking__success-title">
          {t("successTitle")}
        </h3>
        <p>{t("successText", { email: sentTo })}</p>
        <p>{t("successDonate")}</p>
        <div className="booking__actions">
          <button type="button" className="button button--donate" onClick={onDonate}>
            {t("donate")}
          </button>
          <button
            type="button"
            className="button button--light"
            onClick={() => {
              setSentTo(null);
              setFields(EMPTY_FIELDS);
              refreshDays();
            }}
          >
            {t("another")}
          </button>
        </div>
      </div>
    );
  }

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: keyof BookingFields) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="booking__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof BookingFields, hint?: string) =>
    [hint, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(" ") || undefined;
  // The visitor's contact: a labelled text input each, its error beneath.
  const contactField = (
    field: "name" | "phone" | "email",
    type: "text" | "tel" | "email",
    autoComplete: string,
    placeholder?: string,
  ) => (
    <div className="booking__field">
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={fields[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        onChange={(event) => update(field, event.target.value)}
      />
      {errorOf(field)}
    </div>
  );

  const noticeText =
    notice?.kind === "slotFull"
      ? t("slotFull")
      : notice?.kind === "throttled"
        ? notice.retryAfterSeconds
          ? t("throttled", { minutes: Math.max(1, Math.ceil(notice.retryAfterSeconds / 60)) })
          : t("throttledSoon")
        : notice?.kind === "failed"
          ? (notice.message ?? t("failed"))
          : notice?.kind === "invalid"
            ? notice.message
            : null;

  const everyDayClosed = days !== null && openDays.length === 0;
  // Out of season with the next one beyond the days offered: say when it opens.
  const lastDay = days?.at(-1)?.date;
  const seasonOpens =
    nextSeasonStart && lastDay && nextSeasonStart > lastDay ? nextSeasonStart : null;

  return (
    <form className="booking__form" onSubmit={submit} noValidate>
      <fieldset className="booking__controls" disabled={!hydrated}>
        <legend className="visually-hidden">{t("formLegend")}</legend>
        <p className="booking__free">{t("free")}</p>
        {noticeText ? (
          <div ref={noticeRef} tabIndex={-1} role="alert" className="booking__notice">
            {noticeText}
          </div>
        ) : null}

        <div className="booking__field">
          <label htmlFor={id("excursion")}>{t("excursion")}</label>
          <SectionStates
            section={excursions}
            errorTitle={t("loadError")}
            emptyText={t("noDays")}
            isEmpty={(list) => list.length === 0}
          >
            {(list) => (
              <select
                id={id("excursion")}
                value={chosenExcursion ?? ""}
                onChange={(event) => {
                  setExcursionId(Number(event.target.value));
                  setFields((current) => ({ ...current, date: "", time: "" }));
                }}
              >
                {list.map((excursion) => (
                  <option key={excursion.ID} value={excursion.ID}>
                    {localize(excursion, "title")}
                  </option>
                ))}
              </select>
            )}
          </SectionStates>
        </div>

        {daysFailed ? (
          <div className="booking__notice" role="alert">
            {t("loadError")}{" "}
            <button type="button" className="booking__retry" onClick={refreshDays}>
              {t("retry")}
            </button>
          </div>
        ) : days === null ? (
          <p className="booking__loading" role="status">
            {t("loading")}
          </p>
        ) : everyDayClosed ? (
          <p className="booking__notice" role="status">
            {seasonOpens
              ? t("outOfSeasonFrom", { date: formatSeasonDate(seasonOpens, language) })
              : nextSeasonStart
                ? t("outOfSeason")
                : t("noDays")}
          </p>
        ) : (
          <>
            <div className="booking__field">
              <label htmlFor={id("date")}>{t("date")}</label>
              <select
                id={id("date")}
                value={fields.date}
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={described("date")}
                onChange={(event) => {
                  update("date", event.target.value);
                  setFields((current) => ({ ...current, time: "" }));
                }}
              >
                <option value="">{t("datePlaceholder")}</option>
                {openDays.map((day) => (
                  <option key={day.date} value={day.date}>
                    {formatBookingDate(day.date, language)}
                  </option>
                ))}
              </select>
              {errorOf("date")}
            </div>

            {chosenDay ? (
              <fieldset className="booking__field booking__slots">
                <legend>{t("time")}</legend>
                <div className="booking__slot-options">
                  {freeSlots.map((slot) => (
                    <label key={slot.time} className="booking-slot">
                      <input
                        type="radio"
                        name={id("time")}
                        value={slot.time}
                        checked={fields.time === slot.time}
                        onChange={() => update("time", slot.time)}
                      />
                      <span className="booking-slot__time">{slot.time}</span>
                      <span className="booking-slot__seats">
                        {t("seatsLeft", { count: slot.seats_left })}
                      </span>
                    </label>
                  ))}
                </div>
                {errorOf("time")}
              </fieldset>
            ) : null}
          </>
        )}

        <div className="booking__field">
          <label htmlFor={id("group_size")}>{t("groupSize")}</label>
          <input
            id={id("group_size")}
            type="number"
            inputMode="numeric"
            min={1}
            max={groupMax}
            value={fields.group_size}
            aria-invalid={errors.group_size ? true : undefined}
            aria-describedby={described("group_size", id("group_size-hint"))}
            onChange={(event) => update("group_size", event.target.value)}
          />
          <p id={id("group_size-hint")} className="booking__hint">
            {t("groupSizeHint", { max: groupMax })}
          </p>
          {errorOf("group_size")}
        </div>

        {contactField("name", "text", "name")}
        {contactField("phone", "tel", "tel", t("phoneHint"))}
        {contactField("email", "email", "email")}

        <div className="booking__field">
          <label htmlFor={id("message")}>{t("message")}</label>
          <textarea
            id={id("message")}
            rows={3}
            value={fields.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described("message", id("message-count"))}
            onChange={(event) => update("message", event.target.value)}
          />
          <p id={id("message-count")} className="booking__hint">
            {t("messageCount", { count: fields.message.length, max: BOOKING_MESSAGE_MAX })}
          </p>
          {errorOf("message")}
        </div>

        {/* The honeypot: hidden from people and screen readers alike; a robot fills it in. */}
        <div className="booking__website" aria-hidden="true">
          <label htmlFor={id("website")}>{t("website")}</label>
          <input
            id={id("website")}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={(event) => update("website", event.target.value)}
          />
        </div>

        <div className="booking__field">
          <label className="booking__consent">
            <input
              type="checkbox"
              checked={fields.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={described("consent", id("privacy"))}
              onChange={(event) => update("consent", event.target.checked)}
            />
            <span>{t("consent")}</span>
          </label>
          {errorOf("consent")}
        </div>

        <details className="booking__privacy">
          <summary>{t("privacyTitle")}</summary>
          <p id={id("privacy")}>{t("privacyText")}</p>
        </details>

        <button type="submit" className="button booking__submit" disabled={sending}>
          {sending ? t("sending") : t("submit")}
        </button>
      </fieldset>
    </form>
  );
}
