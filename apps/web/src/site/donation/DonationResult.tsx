import type { SiteSettings } from "@shelter/contract/page";
import { lazy, type ReactNode, type RefObject, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { SectionData } from "../../api/publicApi.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { CopyButton } from "../shared/payment/CopyButton.tsx";
import { formatCardNumber, formatIban } from "../shared/payment/paymentFormat.ts";
import { useMediaQuery } from "../useMediaQuery.ts";
import {
  type DonationFrequency,
  HANDHELD_QUERY,
  isUkrainianBank,
  type PaymentMethod,
} from "./donationChoices.ts";
import { buildNbuPaymentLink } from "./nbuPaymentLink.ts";

// The encoder arrives with the first result, not with the page.
const PaymentQrCode = lazy(() => import("./PaymentQrCode.tsx"));

const QR_SIZE = 240;

interface DonationResultProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  settings: SectionData<SiteSettings>;
  frequency: DonationFrequency;
  paymentMethod: PaymentMethod;
  amountUah: number | null;
  onBack: () => void;
}

/** The panel's second step: what is given and to whom, then the chosen method's own details. */
export function DonationResult({
  headingRef,
  settings,
  frequency,
  paymentMethod,
  amountUah,
  onBack,
}: DonationResultProps) {
  const { t } = useTranslation("donation");
  return (
    <section className="donation-result" aria-labelledby="donation-result-title">
      <h3
        id="donation-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="donation-result__title"
      >
        {t("details.title")}
      </h3>
      <SectionStates
        section={settings}
        errorTitle={t("loadError")}
        emptyText=""
        isEmpty={() => false}
      >
        {(data) => (
          <ResultBody
            settings={data}
            frequency={frequency}
            paymentMethod={paymentMethod}
            amountUah={amountUah}
            onBack={onBack}
          />
        )}
      </SectionStates>
    </section>
  );
}

interface ResultBodyProps extends Omit<DonationResultProps, "headingRef" | "settings"> {
  settings: SiteSettings;
}

function ResultBody({ settings, frequency, paymentMethod, amountUah, onBack }: ResultBodyProps) {
  const { t, i18n } = useTranslation("donation");
  const english = i18n.language === "en";
  const recipient = english ? settings.recipient_en : settings.recipient;
  const amountText =
    amountUah === null ? t("details.amountOpen") : t("amountValue", { amount: amountUah });

  const details: Record<PaymentMethod, () => ReactNode> = {
    privatbank: () => (
      <UkrainianBankDetails
        settings={settings}
        card={settings.privatbank_card}
        amountUah={amountUah}
        monthly={frequency === "monthly"}
      />
    ),
    monobank: () => (
      <UkrainianBankDetails
        settings={settings}
        card={settings.monobank_card}
        amountUah={amountUah}
        monthly={frequency === "monthly"}
      />
    ),
    paypal: () => <PayPalDetails settings={settings} />,
    westernUnion: () => <WesternUnionDetails settings={settings} english={english} />,
    swift: () => <SwiftDetails settings={settings} />,
  };

  return (
    <div className="donation-result__body">
      <div className="donation-result__summary">
        <dl className="donation-result__facts">
          <div>
            <dt>{t("details.amount")}</dt>
            <dd>
              {amountText} · {t(`method.${frequency}`)} · {t(`payment.${paymentMethod}`)}
            </dd>
          </div>
          <div>
            <dt>{t("details.recipient")}</dt>
            <dd>{recipient}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button--outline donation-result__back"
          onClick={onBack}
        >
          {t("back")}
        </button>
      </div>

      {frequency === "monthly" && (
        <p className="donation-result__note">
          {isUkrainianBank(paymentMethod)
            ? settings.monobank_jar_url
              ? t("monthly.bankWithJar")
              : t("monthly.bank")
            : t(`monthly.${paymentMethod}`)}
        </p>
      )}
      {details[paymentMethod]()}
      <p className="donation-result__thanks">{t("details.thanks")}</p>
    </div>
  );
}

interface UkrainianBankDetailsProps {
  settings: SiteSettings;
  card: string;
  amountUah: number | null;
  monthly: boolean;
}

/**
 * Card, IBAN and the NBU payment link. A phone opens the link in its banking app and copies the
 * values with one tap; a desktop shows the link as a QR code for the phone to scan.
 */
function UkrainianBankDetails({ settings, card, amountUah, monthly }: UkrainianBankDetailsProps) {
  const { t, i18n } = useTranslation("donation");
  const handheld = useMediaQuery(HANDHELD_QUERY) ?? false;
  const purpose = i18n.language === "en" ? settings.purpose_en : settings.purpose;
  const amountText = amountUah === null ? null : t("amountValue", { amount: amountUah });
  // The link carries the account holder's registered (Ukrainian) name: the bank checks it.
  const link = useMemo(() => {
    try {
      return buildNbuPaymentLink({
        recipient: settings.recipient,
        iban: settings.iban,
        recipientCode: settings.recipient_code,
        purpose: settings.purpose,
        amountUah,
      });
    } catch {
      return null;
    }
  }, [settings, amountUah]);

  const appLink = link && (
    <a className="button button--donate donation-result__app-link" href={link}>
      {t("qr.openApp")}
    </a>
  );
  const jar = settings.monobank_jar_url && (
    <div className="donation-result__jar">
      <a
        className="button button--outline donation-result__jar-link"
        href={settings.monobank_jar_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(monthly ? "jar.openMonthly" : "jar.open")}
      </a>
      <p className="donation-result__hint">{t("jar.hint")}</p>
    </div>
  );
  const qr = link ? (
    <figure className="donation-qr">
      <Suspense
        fallback={
          <div className="donation-qr__placeholder">
            <Spinner size={32} />
          </div>
        }
      >
        <PaymentQrCode
          text={link}
          size={QR_SIZE}
          label={amountText ? t("qr.label", { amount: amountText }) : t("qr.labelOpen")}
        />
      </Suspense>
      <figcaption className="donation-qr__caption">{t("qr.title")}</figcaption>
    </figure>
  ) : (
    <p className="donation-result__note" role="status">
      {t("qr.unavailable")}
    </p>
  );
  const values = (
    <dl className="donation-result__list">
      <DetailRow label={t("details.card")} value={formatCardNumber(card)} copy />
      <DetailRow label={t("details.iban")} value={formatIban(settings.iban)} copy />
      <DetailRow label={t("details.purpose")} value={purpose} copy copyExactly />
      <DetailRow label={t("details.code")} value={settings.recipient_code} copy />
    </dl>
  );

  return handheld ? (
    <div className="donation-result__method" data-layout="handheld">
      {appLink}
      {values}
      {jar}
      {qr}
    </div>
  ) : (
    <div className="donation-result__method" data-layout="desktop">
      {qr}
      {values}
      {jar}
    </div>
  );
}

function PayPalDetails({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation("donation");
  return (
    <div className="donation-result__method">
      {settings.paypal_donate_url && (
        <a
          className="button button--donate donation-result__app-link"
          href={settings.paypal_donate_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("paypal.open")}
        </a>
      )}
      <dl className="donation-result__list">
        <DetailRow label={t("details.paypal")} value={settings.paypal} copy copyExactly />
      </dl>
      <p className="donation-result__hint">{t("paypal.hint")}</p>
    </div>
  );
}

function WesternUnionDetails({ settings, english }: { settings: SiteSettings; english: boolean }) {
  const { t } = useTranslation("donation");
  return (
    <div className="donation-result__method">
      <dl className="donation-result__list">
        <DetailRow
          label={t("details.payee")}
          value={english ? settings.transfer_payee_en : settings.transfer_payee_ua}
          copy
          copyExactly
        />
        <DetailRow
          label={t("details.city")}
          value={english ? settings.transfer_city_en : settings.transfer_city_ua}
        />
        <DetailRow
          label={t("details.country")}
          value={english ? settings.transfer_country_en : settings.transfer_country_ua}
        />
      </dl>
      <p className="donation-result__hint">{t("westernUnion.hint")}</p>
    </div>
  );
}

function SwiftDetails({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation("donation");
  return (
    <div className="donation-result__method">
      <dl className="donation-result__list">
        <DetailRow
          label={t("swift.beneficiary")}
          value={settings.swift_beneficiary}
          copy
          copyExactly
        />
        <DetailRow
          label={t("swift.iban", { currency: settings.swift_currency })}
          value={formatIban(settings.swift_iban)}
          copy
        />
        <DetailRow label={t("swift.bankName")} value={settings.swift_bank_name} copy copyExactly />
        <DetailRow
          label={t("swift.bankAddress")}
          value={settings.swift_bank_address}
          copy
          copyExactly
        />
        <DetailRow label={t("swift.code")} value={settings.swift_code} copy />
        <DetailRow label={t("swift.currency")} value={settings.swift_currency} />
        {settings.swift_intermediary && (
          <DetailRow label={t("swift.intermediary")} value={settings.swift_intermediary} />
        )}
      </dl>
      <p className="donation-result__hint">{t("swift.hint")}</p>
    </div>
  );
}

interface DetailRowProps {
  label: string;
  value: string;
  /** A copy button beside the value. */
  copy?: boolean;
  /** Copy the value as written (a text), not without its spaces (a number). */
  copyExactly?: boolean;
}

function DetailRow({ label, value, copy, copyExactly }: DetailRowProps) {
  return (
    <div className="donation-result__row">
      <dt>{label}</dt>
      <dd className="payment-value">
        <span className="payment-value__text">{value}</span>
        {copy && <CopyButton value={value} what={label} text={copyExactly ? value : undefined} />}
      </dd>
    </div>
  );
}
