import { zodResolver } from "@hookform/resolvers/zod";
import {
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsInputSchema,
} from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { saveSettings, settingsQuery } from "../../api/adminResources.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { alertText } from "../shared/entityNouns.ts";
import { FormShell } from "../shared/FormShell.tsx";
import { TextField } from "../shared/TextField.tsx";

/** Payment details and social links of `GET/PUT /api/settings` (CONTRACT.md, Site settings). */
export function SettingsScreen() {
  const settings = useQuery(settingsQuery);
  if (settings.isPending) return <p className="admin-note">Завантаження...</p>;
  if (settings.isError) {
    return (
      <p className="admin-note admin-note--error" role="alert">
        {settings.error.message}
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}

type Field = { name: keyof SiteSettingsInput; label: string; hint?: string; inputMode?: "numeric" };

const GROUPS: { legend: string; fields: Field[] }[] = [
  {
    legend: "Переказ на рахунок (QR-код)",
    fields: [
      { name: "recipient", label: "Отримувач", hint: "До 70 символів" },
      { name: "iban", label: "IBAN", hint: "UA і 27 цифр" },
      { name: "recipient_code", label: "Код ЄДРПОУ або РНОКПП", inputMode: "numeric" },
      { name: "purpose", label: "Призначення платежу", hint: "До 140 символів" },
    ],
  },
  {
    legend: "Картки",
    fields: [
      { name: "privatbank_card", label: "Картка ПриватБанку", inputMode: "numeric" },
      { name: "monobank_card", label: "Картка monobank", inputMode: "numeric" },
    ],
  },
  {
    legend: "Міжнародні перекази",
    fields: [
      { name: "paypal", label: "PayPal (email)" },
      { name: "transfer_payee_ua", label: "Отримувач переказу українською" },
      { name: "transfer_payee_en", label: "Отримувач переказу англійською" },
      { name: "swift_code", label: "SWIFT-код банку" },
    ],
  },
  {
    legend: "Соцмережі",
    fields: [
      { name: "facebook_url", label: "Facebook", hint: "Посилання https://" },
      { name: "instagram_url", label: "Instagram", hint: "Посилання https://" },
    ],
  },
];

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const [formError, setFormError] = useState<string>();
  const form = useForm<SiteSettingsInput>({
    resolver: zodResolver(siteSettingsInputSchema),
    mode: "all",
    defaultValues: settings,
  });
  const { register, formState } = form;
  const texts = alertText("settings");

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
      submitLabel="Зберегти"
      formError={formError}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="admin-fieldset">
          <legend>{group.legend}</legend>
          {group.fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              hint={field.hint}
              inputMode={field.inputMode}
              error={formState.errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </fieldset>
      ))}
    </FormShell>
  );
}
