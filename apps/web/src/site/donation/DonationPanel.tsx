import type { SiteSettings } from "@shelter/contract/page";
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { CopyButton } from "../payment/CopyButton.tsx";
import { formatCardNumber, formatIban } from "../payment/paymentFormat.ts";
import { useSiteSettings } from "../payment/useSiteSettings.ts";
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  PRESET_AMOUNTS,
  parseCustomAmount,
} from "./donationAmount.ts";
import { buildNbuPaymentLink } from "./nbuPaymentLink.ts";
import "./DonationPanel.css";

// The encoder arrives with the panel's first opening, not with the page.
const PaymentQrCode = lazy(() => import("./PaymentQrCode.tsx"));

const QR_SIZE = 240;

type DonationMethod = "oneTime" | "monthly";
type AmountChoice = `${(typeof PRESET_AMOUNTS)[number]}` | "custom";
type PaymentMethod = "privatbank" | "monobank" | "paypal" | "westernUnion" | "swift";

const DONATION_METHODS: DonationMethod[] = ["oneTime", "monthly"];
const PAYMENT_METHODS: PaymentMethod[] = [
  "privatbank",
  "monobank",
  "paypal",
  "westernUnion",
  "swift",
];

/** The donation side panel (spec: method, amount, payment method, then bank details and QR). */
export function DonationPanel({ open, close }: ModalComponentProps<"donation">) {
  const { t } = useTranslation("donation");
  const settings = useSiteSettings();
  const idPrefix = useId();
  const [method, setMethod] = useState<DonationMethod>("oneTime");
  const [amountChoice, setAmountChoice] = useState<AmountChoice | null>(null);
  const [customText, setCustomText] = useState("");
  const [customTouched, setCustomTouched] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("privatbank");
  const [revealed, setRevealed] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);

  const customAmount = parseCustomAmount(customText);
  const customInvalid = amountChoice === "custom" && customTouched && customAmount === null;
  const amountUah =
    amountChoice === null ? null : amountChoice === "custom" ? customAmount : Number(amountChoice);

  const goToPayment = (event: FormEvent) => {
    event.preventDefault();
    if (amountChoice === "custom" && customAmount === null) {
      setCustomTouched(true);
      customInput.current?.focus();
      return;
    }
    if (revealed) detailsHeading.current?.focus();
    setRevealed(true);
  };

  useEffect(() => {
    if (revealed) detailsHeading.current?.focus();
  }, [revealed]);

  const errorId = `${idPrefix}-amount-error`;
  const cardOf = (value: PaymentMethod) =>
    settings.data && value === "privatbank"
      ? formatCardNumber(settings.data.privatbank_card)
      : settings.data && value === "monobank"
        ? formatCardNumber(settings.data.monobank_card)
        : null;

  return (
    <ModalFrame open={open} onClose={close} labelledBy="donation-title" placement="side">
      <ModalCloseButton onClick={close} />
      <div className="donation">
        <h2 id="donation-title" className="donation__title">
          {t("title")}
        </h2>
        <p className="donation__intro">{t("intro")}</p>

        <form className="donation__form" onSubmit={goToPayment} noValidate>
          <fieldset className="donation__group">
            <legend className="donation__legend">{t("method.legend")}</legend>
            <div className="donation__options donation__options--two">
              {DONATION_METHODS.map((value) => (
                <label key={value} className="donation-option">
                  <input
                    type="radio"
                    name="donation-method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  <span className="donation-option__label">{t(`method.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="donation__group">
            <legend className="donation__legend">{t("amount.legend")}</legend>
            <div className="donation__options donation__options--amounts">
              {PRESET_AMOUNTS.map((amount) => (
                <label key={amount} className="donation-option">
                  <input
                    type="radio"
                    name="donation-amount"
                    value={amount}
                    checked={amountChoice === `${amount}`}
                    onChange={() => setAmountChoice(`${amount}`)}
                  />
                  <span className="donation-option__label">{t("amount.preset", { amount })}</span>
                </label>
              ))}
              <label className="donation-option donation-option--wide">
                <input
                  type="radio"
                  name="donation-amount"
                  value="custom"
                  checked={amountChoice === "custom"}
                  onChange={() => {
                    setAmountChoice("custom");
                    // Typing follows choosing: the field appears and takes the focus.
                    requestAnimationFrame(() => customInput.current?.focus());
                  }}
                />
                <span className="donation-option__label">{t("amount.custom")}</span>
              </label>
            </div>
            {amountChoice === "custom" && (
              <div className="donation__custom">
                <label htmlFor={`${idPrefix}-custom`} className="donation__custom-label">
                  {t("amount.customLabel")}
                </label>
                <input
                  ref={customInput}
                  id={`${idPrefix}-custom`}
                  className="donation__custom-input"
                  type="number"
                  inputMode="numeric"
                  min={CUSTOM_AMOUNT_MIN}
                  max={CUSTOM_AMOUNT_MAX}
                  step={1}
                  value={customText}
                  aria-invalid={customInvalid || undefined}
                  aria-describedby={customInvalid ? errorId : undefined}
                  onChange={(event) => {
                    setCustomText(event.target.value);
                    setCustomTouched(true);
                  }}
                  onBlur={() => setCustomTouched(true)}
                />
                {customInvalid && (
                  <p id={errorId} className="donation__error" role="alert">
                    {t("amount.customError")}
                  </p>
                )}
              </div>
            )}
          </fieldset>

          <fieldset className="donation__group">
            <legend className="donation__legend">{t("payment.legend")}</legend>
            <div className="donation__options donation__options--methods">
              {PAYMENT_METHODS.map((value) => {
                const card = cardOf(value);
                return (
                  <label key={value} className="donation-option donation-option--method">
                    <input
                      type="radio"
                      name="donation-payment"
                      value={value}
                      checked={paymentMethod === value}
                      onChange={() => setPaymentMethod(value)}
                    />
                    <span className="donation-option__label">
                      {t(`payment.${value}`)}
                      {card && <span className="donation-option__hint">{card}</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <button type="submit" className="button button--donate donation__submit">
            {t("submit")}
          </button>
        </form>

        {revealed && (
          <section className="donation-details" aria-labelledby="donation-details-title">
            <h3
              id="donation-details-title"
              ref={detailsHeading}
              tabIndex={-1}
              className="donation-details__title"
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
                <PaymentDetails
                  settings={data}
                  method={method}
                  paymentMethod={paymentMethod}
                  amountUah={amountUah}
                />
              )}
            </SectionStates>
          </section>
        )}
      </div>
    </ModalFrame>
  );
}

interface PaymentDetailsProps {
  settings: SiteSettings;
  method: DonationMethod;
  paymentMethod: PaymentMethod;
  amountUah: number | null;
}

function PaymentDetails({ settings, method, paymentMethod, amountUah }: PaymentDetailsProps) {
  const { t, i18n } = useTranslation("donation");
  const amountText = amountUah === null ? null : t("amountValue", { amount: amountUah });
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

  const payee = i18n.language === "en" ? settings.transfer_payee_en : settings.transfer_payee_ua;
  const own: Record<PaymentMethod, ReactNode> = {
    privatbank: (
      <DetailRow
        label={t("details.card")}
        copyAs={t("details.card")}
        value={formatCardNumber(settings.privatbank_card)}
      />
    ),
    monobank: (
      <DetailRow
        label={t("details.card")}
        copyAs={t("details.card")}
        value={formatCardNumber(settings.monobank_card)}
      />
    ),
    paypal: (
      <DetailRow label={t("details.paypal")} copyAs={t("details.paypal")} value={settings.paypal} />
    ),
    westernUnion: <DetailRow label={t("details.payee")} value={payee} />,
    swift: (
      <>
        <DetailRow
          label={t("details.swift")}
          copyAs={t("details.swift")}
          value={settings.swift_code}
        />
        <DetailRow label={t("details.recipient")} value={settings.recipient} />
      </>
    ),
  };

  return (
    <div className="donation-details__body">
      <div className="donation-details__own">
        <p className="donation-details__method">{t(`payment.${paymentMethod}`)}</p>
        <dl className="donation-details__list">{own[paymentMethod]}</dl>
      </div>
      {method === "monthly" && <p className="donation-details__note">{t("details.monthlyNote")}</p>}

      <h4 className="donation-details__subtitle">{t("details.bankTitle")}</h4>
      {link ? (
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
          <a className="button button--outline donation-qr__app-link" href={link}>
            {t("qr.openApp")}
          </a>
        </figure>
      ) : (
        <p className="donation-details__note" role="status">
          {t("qr.unavailable")}
        </p>
      )}

      <dl className="donation-details__list">
        <DetailRow label={t("details.recipient")} value={settings.recipient} />
        <DetailRow
          label={t("details.iban")}
          copyAs={t("details.iban")}
          value={formatIban(settings.iban)}
        />
        <DetailRow
          label={t("details.code")}
          copyAs={t("details.code")}
          value={settings.recipient_code}
        />
        <DetailRow label={t("details.purpose")} value={settings.purpose} />
        <DetailRow label={t("details.amount")} value={amountText ?? t("details.amountOpen")} />
      </dl>
      <p className="donation-details__thanks">{t("details.thanks")}</p>
    </div>
  );
}

function DetailRow({ label, value, copyAs }: { label: string; value: string; copyAs?: string }) {
  return (
    <div className="donation-details__row">
      <dt>{label}</dt>
      <dd className="payment-value">
        <span className="payment-value__text">{value}</span>
        {copyAs && <CopyButton value={value} what={copyAs} />}
      </dd>
    </div>
  );
}
