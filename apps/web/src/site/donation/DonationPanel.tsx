import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { formatCardNumber } from "../shared/payment/paymentFormat.ts";
import { useSiteSettings } from "../shared/payment/useSiteSettings.ts";
import { DonationResult } from "./DonationResult.tsx";
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  PRESET_AMOUNTS,
  parseCustomAmount,
} from "./donationAmount.ts";
import {
  DONATION_FREQUENCIES,
  type DonationFrequency,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "./donationChoices.ts";
import "./DonationPanel.css";

type AmountChoice = `${(typeof PRESET_AMOUNTS)[number]}` | "custom";

/**
 * The donation side panel (spec: how often, amount, payment method, go to payment). The
 * payment details then take the form's place as a step of their own, with «Назад» to the form.
 */
export function DonationPanel({ open, data, close }: ModalComponentProps<"donation">) {
  const { t } = useTranslation("donation");
  const settings = useSiteSettings();
  const idPrefix = useId();
  const [frequency, setFrequency] = useState<DonationFrequency>(data?.frequency ?? "oneTime");
  const [amountChoice, setAmountChoice] = useState<AmountChoice | null>(null);
  const [customText, setCustomText] = useState("");
  const [customTouched, setCustomTouched] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("privatbank");
  const [step, setStep] = useState<"form" | "result">("form");
  const root = useRef<HTMLDivElement>(null);
  const customInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

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
    stepChanged.current = true;
    setStep("result");
  };

  const backToForm = () => {
    stepChanged.current = true;
    setStep("form");
  };

  // Each step starts at the top of the panel, its first element focused: the result's heading,
  // or back on the form the button that led away from it.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    root.current?.closest('[role="dialog"]')?.scrollTo?.({ top: 0 });
    const target = step === "result" ? resultHeading.current : submitButton.current;
    target?.focus({ preventScroll: step === "form" });
  }, [step]);

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
      <div ref={root} className="donation">
        <h2 id="donation-title" className="donation__title">
          {t("title")}
        </h2>

        {step === "result" ? (
          <DonationResult
            headingRef={resultHeading}
            settings={settings}
            frequency={frequency}
            paymentMethod={paymentMethod}
            amountUah={amountUah}
            onBack={backToForm}
          />
        ) : (
          <>
            <p className="donation__intro">{t("intro")}</p>
            <form className="donation__form" onSubmit={goToPayment} noValidate>
              <fieldset className="donation__group">
                <legend className="donation__legend">{t("method.legend")}</legend>
                <div className="donation__options donation__options--two">
                  {DONATION_FREQUENCIES.map((value) => (
                    <label key={value} className="donation-option">
                      <input
                        type="radio"
                        name="donation-method"
                        value={value}
                        checked={frequency === value}
                        onChange={() => setFrequency(value)}
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
                      <span className="donation-option__label">
                        {t("amount.preset", { amount })}
                      </span>
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

              {/* Held at the panel's foot: on a phone the amount and this button are two taps. */}
              <div className="donation__actions">
                <button
                  ref={submitButton}
                  type="submit"
                  className="button button--donate donation__submit"
                >
                  {t("submit")}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </ModalFrame>
  );
}
