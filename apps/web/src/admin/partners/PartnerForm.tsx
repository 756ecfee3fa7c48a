import { zodResolver } from "@hookform/resolvers/zod";
import { messages, type Partner, partnerCreateSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { partnerResource } from "../../api/adminResources.ts";
import { AltTextFields } from "../shared/AltTextFields.tsx";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { FormShell } from "../shared/FormShell.tsx";
import { ImageField } from "../shared/ImageField.tsx";
import {
  imageData,
  LOGO_FORM_LIMIT,
  logoImageField,
  storedImagePlaceholder,
} from "../shared/imageFile.ts";
import { RecordLoader } from "../shared/RecordLoader.tsx";
import { TextField } from "../shared/TextField.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";
import "./PartnerForm.css";

// The name pair as name_ua / name_en, so that it is the shared bilingual pair; sent back as `name`.
const partnerFormSchema = partnerCreateSchema
  .omit({ logo_data: true, name: true })
  .extend({ name_ua: partnerCreateSchema.shape.name, logo: logoImageField() });
type PartnerFormInput = z.input<typeof partnerFormSchema>;

export function PartnerFormScreen() {
  return (
    <RecordLoader resource={partnerResource}>
      {(partner, id) => <PartnerForm partner={partner} id={id} />}
    </RecordLoader>
  );
}

function PartnerForm({ partner, id }: { partner: Partner | undefined; id: number | undefined }) {
  const { save, shell } = useSaveEntity(partnerResource, "partner", id, "/admin/partners");
  const form = useForm<PartnerFormInput, unknown, z.output<typeof partnerFormSchema>>({
    resolver: zodResolver(partnerFormSchema),
    mode: "all",
    defaultValues: {
      name_ua: partner?.name ?? "",
      name_en: partner?.name_en ?? "",
      link: partner?.link ?? "",
      logo: partner ? storedImagePlaceholder() : null,
      alt_ua: partner?.alt_ua ?? "",
      alt_en: partner?.alt_en ?? "",
    },
  });
  const { register, formState, control, watch } = form;
  const errors = formState.errors;
  const [name, link] = watch(["name_ua", "link"]);

  const submit = form.handleSubmit(async ({ logo, name_ua, ...fields }) => {
    await save({
      ...fields,
      name: name_ua,
      logo_data: await imageData(logo, messages.logoUnreadable),
    });
  });

  return (
    <FormShell {...shell} formState={formState} onSubmit={submit}>
      <ImageField
        control={control}
        name="logo"
        label="Лого"
        storedUrl={partner?.logo}
        maxBytes={LOGO_FORM_LIMIT}
        renderPreview={(src) => (
          <figure className="admin-partner-preview">
            {src ? <img src={src} alt="" /> : <div className="admin-partner-preview__blank" />}
            <strong>{name || "Назва партнера"}</strong>
            <span>{link || "https://…"}</span>
          </figure>
        )}
      />
      <BilingualFields
        register={register}
        errors={errors}
        name="name"
        label="Назва"
        hints={{ en: "Якщо порожньо, англійська версія сайту покаже українську назву" }}
      />
      <TextField
        label="Посилання"
        type="url"
        placeholder="https://"
        error={errors.link?.message}
        {...register("link")}
      />
      <AltTextFields register={register} errors={errors} />
    </FormShell>
  );
}
