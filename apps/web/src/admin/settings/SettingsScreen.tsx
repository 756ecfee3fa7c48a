import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CardBank,
  SITE_SETTINGS_ID,
  type SiteSettings,
  type SiteSettingsInput,
  SWIFT_CURRENCIES,
  siteSettingsInputSchema,
} from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { saveSettings, settingsQuery } from "../../api/adminResources.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { alertText } from "../shared/entityNouns.ts";
import { FormShell } from "../shared/FormShell.tsx";
import { useReloadableRecord } from "../shared/recordReload.tsx";
import { TextField } from "../shared/TextField.tsx";
import { cardBankNote } from "./cardBankNote.ts";
import { OpeningHoursFields } from "./OpeningHoursFields.tsx";
import "./SettingsScreen.css";

/**
 * What a volunteer changes without a developer (CONTRACT.md, Site settings): the social links,
 * each payment method's details and the opening hours, in `GET/PUT /api/settings`.
 */
export function SettingsScreen() {
  const settings = useQuery(settingsQuery);
  const reloadable = useReloadableRecord();
  if (settings.isPending) return <p className="admin-note">Завантаження...</p>;
  if (settings.isError) {
    return (
      <p className="admin-note admin-note--error" role="alert">
        {settings.error.message}
      </p>
    );
  }
  return reloadable(<SettingsForm settings={settings.data} />);
}

type SettingsFormApi = UseFormReturn<SiteSettingsInput>;
type TextName = Exclude<keyof SiteSettingsInput, "opening_hours">;

/** The groups, in the order a volunteer looks for them; each anchor is listed at the top. */
const SECTIONS = [
  { id: "settings-contacts", title: "Соцмережі" },
  { id: "settings-ukrainian-banks", title: "Українські банки" },
  { id: "settings-monobank-jar", title: "Банка monobank" },
  { id: "settings-paypal", title: "PayPal" },
  { id: "settings-western-union", title: "Western Union" },
  { id: "settings-swift", title: "SWIFT (валютний рахунок)" },
  { id: "settings-hours", title: "Графік роботи" },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const [formError, setFormError] = useState<string>();
  const form = useForm<SiteSettingsInput>({
    resolver: zodResolver(siteSettingsInputSchema),
    mode: "all",
    defaultValues: settings,
  });
  const { formState } = form;
  const texts = alertText("settings");
  const field = (name: TextName, label: string, extra: Partial<FieldProps> = {}) => (
    <SettingsField form={form} name={name} label={label} {...extra} />
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await saveSettings(values);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      form.reset(saved);
      alert(texts.edited);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : undefined);
      alert(texts.editFailed);
    }
  });

  return (
    <FormShell
      title="Реквізити й посилання"
      formState={formState}
      onSubmit={submit}
      editing
      history={{ entity: "settings", id: SITE_SETTINGS_ID }}
      formError={formError}
    >
      <nav className="settings-contents" aria-label="Групи налаштувань">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Group id="settings-contacts">
        <p className="admin-note">
          Пошту й телефон притулку змінюють у розділі <Link to="/admin/contacts">«Контакти»</Link>.
        </p>
        {field("facebook_url", "Facebook", { hint: "Посилання https://" })}
        {field("instagram_url", "Instagram", { hint: "Посилання https://" })}
      </Group>

      <Group id="settings-ukrainian-banks">
        <p className="admin-note">
          Переказ на рахунок (з цих даних складається QR-код) і номери карток для переказу з картки
          на картку.
        </p>
        <div className="admin-form__pair">
          {field("recipient", "Отримувач", { hint: "До 70 символів" })}
          {field("recipient_en", "Отримувач англійською", { hint: "Для англійської версії сайту" })}
        </div>
        {field("iban", "IBAN", { hint: "UA і 27 цифр" })}
        {field("recipient_code", "Код ЄДРПОУ або РНОКПП", { inputMode: "numeric" })}
        <div className="admin-form__pair">
          {field("purpose", "Призначення платежу", { hint: "До 140 символів" })}
          {field("purpose_en", "Призначення платежу англійською", { hint: "До 140 символів" })}
        </div>
        <div className="admin-form__pair">
          <CardField
            form={form}
            name="privatbank_card"
            bank="privatbank"
            label="Картка ПриватБанку"
          />
          <CardField form={form} name="monobank_card" bank="monobank" label="Картка monobank" />
        </div>
      </Group>

      <Group id="settings-monobank-jar">
        {field("monobank_jar_url", "Посилання на банку monobank", {
          hint: "Необов’язково. Посилання https://send.monobank.ua/jar/… відкриває банку одним дотиком; без нього сайт банку не пропонує",
          inputMode: "url",
        })}
      </Group>

      <Group id="settings-paypal">
        {field("paypal", "PayPal (email)", { inputMode: "email" })}
        {field("paypal_donate_url", "Посилання PayPal для пожертви", {
          hint: "Необов’язково. Посилання https:// на сторінку пожертви PayPal",
          inputMode: "url",
        })}
      </Group>

      <Group id="settings-western-union">
        <BilingualFields
          register={form.register}
          errors={formState.errors}
          name="transfer_payee"
          label="Отримувач переказу"
        />
        <BilingualFields
          register={form.register}
          errors={formState.errors}
          name="transfer_city"
          label="Місто"
        />
        <BilingualFields
          register={form.register}
          errors={formState.errors}
          name="transfer_country"
          label="Країна"
        />
      </Group>

      <Group id="settings-swift">
        <p className="admin-note">
          Для переказів з-за кордону. Усе латиницею, як у довідці банку про валютний рахунок.
        </p>
        {field("swift_beneficiary", "Отримувач (beneficiary)")}
        <div className="admin-form__pair">
          {field("swift_iban", "Номер валютного рахунку", { hint: "IBAN: UA і 27 цифр" })}
          <CurrencyField form={form} />
        </div>
        {field("swift_bank_name", "Назва банку")}
        {field("swift_bank_address", "Адреса банку")}
        {field("swift_code", "SWIFT-код банку", { hint: "BIC: 8 або 11 знаків" })}
        {field("swift_intermediary", "Банк-посередник", {
          hint: "Необов’язково: назва, місто і SWIFT-код, якщо ваш банк його вказує",
        })}
      </Group>

      <OpeningHoursFields form={form} />
    </FormShell>
  );
}

function Group({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <fieldset className="admin-fieldset" id={id}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

interface FieldProps {
  form: SettingsFormApi;
  name: TextName;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "email" | "url";
}

function SettingsField({ form, name, label, hint, inputMode }: FieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode={inputMode}
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

/** A card number with the bank its first digits belong to (issue 21) shown under it. */
function CardField({
  form,
  name,
  bank,
  label,
}: {
  form: SettingsFormApi;
  name: "privatbank_card" | "monobank_card";
  bank: CardBank;
  label: string;
}) {
  const value = useWatch({ control: form.control, name });
  return (
    <SettingsField
      form={form}
      name={name}
      label={label}
      inputMode="numeric"
      hint={cardBankNote(bank, value) ?? "16 цифр"}
    />
  );
}

function CurrencyField({ form }: { form: SettingsFormApi }) {
  const id = useId();
  const error = form.formState.errors.swift_currency?.message;
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        Валюта рахунку
      </label>
      <select
        id={id}
        className="admin-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("swift_currency")}
      >
        {SWIFT_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
