import { formatDays } from "@shelter/contract/openingHours";
import type { Contact, SiteSettings } from "@shelter/contract/page";
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPublic, PublicReadError, useSectionData } from "../../api/publicApi.ts";
import { LineIcon } from "../../ui/LineIcon.tsx";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { useReportInView } from "../ActiveAnchor.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { OPEN_STREET_MAP_URL, shownContact, telHref } from "../shared/contactsInfo.ts";
import { hoursLanguage, isDaily, placeHours, timeRange } from "../shared/openingHours.ts";
import { CopyButton } from "../shared/payment/CopyButton.tsx";
import { formatCardNumber } from "../shared/payment/paymentFormat.ts";
import { useSiteSettings } from "../shared/payment/useSiteSettings.ts";
import { SiteImage } from "../shared/SiteImage.tsx";
import { markerHtml } from "./mapMarker.ts";
import "../shared/photoBackdrop.css";
import "./ContactsSection.css";

/** Contacts (#contacts): how to reach, visit and pay the shelter, and the map. */
export function ContactsSection() {
  const { t } = useTranslation("contacts");
  const section = useRef<HTMLElement>(null);
  useReportInView(section, "#contacts");
  return (
    <section id="contacts" ref={section} className="contacts" aria-labelledby="contacts-title">
      <div className="contacts__banner photo-backdrop">
        <SiteImage
          name="contacts"
          className="contacts__banner-image photo-backdrop__photo"
          sizes="100vw"
          loading="lazy"
          decoding="async"
        />
        <div className="container contacts__banner-text">
          <h2 id="contacts-title" className="section__title contacts__title">
            {t("title")}
          </h2>
          <p className="contacts__lead">{t("lead")}</p>
        </div>
      </div>
      <div className="container contacts__layout">
        <div className="contacts__cards">
          <ContactCard />
          <HoursCard />
          <InfoCard
            icon={<PinIcon />}
            title={t("location.title")}
            className="contacts-card--location"
          >
            <address className="contacts__address">
              <span>{t("location.street")}</span>
              <span>{t("location.village")}</span>
            </address>
          </InfoCard>
          <PaymentCard />
        </div>
        <ContactsMapBox />
      </div>
    </section>
  );
}

function InfoCard({
  icon,
  title,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={`contacts-card${className ? ` ${className}` : ""}`}>
      <h3 className="contacts-card__title">
        <span className="contacts-card__icon" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </article>
  );
}

/** The contacts' statement of the hours, from the settings (issue 21). */
function HoursCard() {
  const { t, i18n } = useTranslation("contacts");
  const { data: settings } = useSiteSettings();
  const hours = placeHours(settings, "contacts");
  return (
    <InfoCard icon={<ClockIcon />} title={t("hours.title")} className="contacts-card--hours">
      <p>
        {isDaily(hours) ? t("hours.days") : formatDays(hours.days, hoursLanguage(i18n.language))}
      </p>
      <p className="contacts__hours">{timeRange(hours)}</p>
    </InfoCard>
  );
}

function ContactCard() {
  const { t } = useTranslation("contacts");
  const { t: tCommon } = useTranslation();
  const { contacts } = usePageData();
  const list = useSectionData<unknown>(contacts, (signal) =>
    fetchPublic<Contact[]>("/contacts", signal),
  );
  const settings = useSiteSettings();

  let body: ReactNode;
  if (list.status === "loading") {
    body = <Spinner size={24} />;
  } else if (list.status === "error") {
    const detail =
      list.error instanceof PublicReadError && list.error.fromServer
        ? list.error.message
        : t("loadError");
    body = (
      <div className="contacts__error">
        <p role="alert">
          {t("loadErrorPrefix")}
          {detail}
        </p>
        <button type="button" className="button button--outline" onClick={list.retry}>
          {tCommon("state.retry")}
        </button>
      </div>
    );
  } else {
    const { email, phone } = shownContact(list.data);
    body = (
      <dl className="contacts__list">
        <div>
          <dt>{t("contact.email")}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("contact.phone")}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
      </dl>
    );
  }

  return (
    <InfoCard icon={<MailIcon />} title={t("contact.title")} className="contacts-card--contact">
      {body}
      {settings.data && <SocialLinks settings={settings.data} />}
    </InfoCard>
  );
}

function SocialLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation("contacts");
  return (
    <div className="contacts__social">
      <p className="contacts__social-title">{t("contact.social")}</p>
      <ul className="contacts__social-list">
        <li>
          <a href={settings.facebook_url} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
              />
            </svg>
            Facebook
          </a>
        </li>
        <li>
          <a href={settings.instagram_url} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <rect
                x="3.5"
                y="3.5"
                width="17"
                height="17"
                rx="5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
            </svg>
            Instagram
          </a>
        </li>
      </ul>
    </div>
  );
}

function PaymentCard() {
  const { t, i18n } = useTranslation("contacts");
  const settings = useSiteSettings();
  return (
    <InfoCard icon={<CardIcon />} title={t("payment.title")} className="contacts-card--payment">
      <SectionStates
        section={settings}
        errorTitle={t("payment.loadError")}
        emptyText=""
        isEmpty={() => false}
      >
        {(data) => (
          <dl className="contacts__list contacts__payment">
            <PaymentRow
              label={t("payment.privatbank")}
              value={formatCardNumber(data.privatbank_card)}
              copy
            />
            <PaymentRow
              label={t("payment.monobank")}
              value={formatCardNumber(data.monobank_card)}
              copy
            />
            <PaymentRow label={t("payment.paypal")} value={data.paypal} />
            <PaymentRow
              label={t("payment.transfer")}
              value={i18n.language === "en" ? data.transfer_payee_en : data.transfer_payee_ua}
            />
            <PaymentRow label={t("payment.swift")} value={data.swift_code} />
          </dl>
        )}
      </SectionStates>
    </InfoCard>
  );
}

function PaymentRow({
  label,
  value,
  copy = false,
}: {
  label: string;
  value: string;
  copy?: boolean;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="payment-value">
        <span className="payment-value__text">{value}</span>
        {copy && <CopyButton value={value} what={label} />}
      </dd>
    </div>
  );
}

// How far below the viewport the map starts loading, so it is ready when scrolled to.
const MAP_LOAD_MARGIN = "400px 0px";

interface LoadedMapProps {
  markerLabel: string;
  label: string;
  onReady: () => void;
}

/**
 * The map's box: its size reserved and a drawn, tile-free look underneath, so the page is whole
 * before Leaflet arrives and when tiles cannot load; Leaflet loads only as the section nears.
 */
function ContactsMapBox() {
  const { t } = useTranslation("contacts");
  const box = useRef<HTMLElement>(null);
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LoadedMapProps> | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      import("./ContactsMap.tsx").then(
        (module) => {
          if (!cancelled) setLoadedMap(() => module.default);
        },
        // Without the map chunk the drawn box and its link still serve.
        () => {},
      );
    };
    if (typeof IntersectionObserver === "undefined") {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: MAP_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <section
      ref={box}
      className={`contacts-map${ready ? " is-ready" : ""}`}
      aria-label={t("map.label")}
    >
      <div className="contacts-map__canvas">
        <div className="contacts-map__drawing" aria-hidden="true">
          <span
            className="contacts-marker contacts-map__static-pin"
            // The same drawing as the live marker, so nothing jumps when Leaflet takes over.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup
            dangerouslySetInnerHTML={{ __html: markerHtml("") }}
          />
        </div>
        {LoadedMap && (
          <LoadedMap
            markerLabel={t("map.marker")}
            label={t("map.keyboard")}
            onReady={() => setReady(true)}
          />
        )}
      </div>
      <div className="contacts-map__card">
        <p className="contacts-map__place">{t("map.marker")}</p>
        <p>
          {t("location.street")}, {t("location.village")}
        </p>
        <a href={OPEN_STREET_MAP_URL} target="_blank" rel="noopener noreferrer">
          {t("map.open")}
        </a>
      </div>
    </section>
  );
}

const MailIcon = () => <LineIcon size={22} d="M4 6h16v12H4zM4 7l8 6 8-6" />;
const ClockIcon = () => <LineIcon size={22} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />;
const PinIcon = () => (
  <LineIcon size={22} d="M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11zM12 8v4M10 10h4" />
);
const CardIcon = () => <LineIcon size={22} d="M3 6h18v12H3zM3 10h18M7 15h4" />;
