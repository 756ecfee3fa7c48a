import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Excursion,
  type ExcursionCreateInput,
  type ExcursionUpdateInput,
  excursionCreateSchema,
  messages,
} from "@shelter/contract";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { excursionResource } from "../../api/adminResources.ts";
import { AltTextFields } from "../shared/AltTextFields.tsx";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { FormShell } from "../shared/FormShell.tsx";
import { ImageField } from "../shared/ImageField.tsx";
import { imageData, newsImageField, storedImagePlaceholder } from "../shared/imageFile.ts";
import { RecordLoader } from "../shared/RecordLoader.tsx";
import { TextField } from "../shared/TextField.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";

// The create schema's field rules (its shape; zod forbids omit on a refined object), the picked
// file in place of image_data, and the contract's time-order rule again on the form's numbers.
const excursionFormSchema = z
  .object(excursionCreateSchema.in.shape)
  .omit({ image_data: true })
  .extend({ image: newsImageField() })
  .refine((value) => value.time_from <= value.time_to, {
    error: messages.timeOrder,
    path: ["time_to"],
  });
type ExcursionFormInput = z.input<typeof excursionFormSchema>;

export function ExcursionFormScreen() {
  return (
    <RecordLoader resource={excursionResource}>
      {(excursion, id) => <ExcursionForm excursion={excursion} id={id} />}
    </RecordLoader>
  );
}

function ExcursionForm({
  excursion,
  id,
}: {
  excursion: Excursion | undefined;
  id: number | undefined;
}) {
  const { save, shell } = useSaveEntity(excursionResource, "excursion", id, "/admin/excursions");
  const form = useForm<ExcursionFormInput, unknown, z.output<typeof excursionFormSchema>>({
    resolver: zodResolver(excursionFormSchema),
    mode: "all",
    defaultValues: {
      title_ua: excursion?.title_ua ?? "",
      title_en: excursion?.title_en ?? "",
      description_ua: excursion?.description_ua ?? "",
      description_en: excursion?.description_en ?? "",
      time_from: excursion ? String(excursion.time_from) : "",
      time_to: excursion ? String(excursion.time_to) : "",
      amount_of_persons: excursion ? String(excursion.amount_of_persons) : "",
      image: excursion ? storedImagePlaceholder() : null,
      alt_ua: excursion?.alt_ua ?? "",
      alt_en: excursion?.alt_en ?? "",
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(async ({ image }) => {
    const { image: _picked, ...fields } = form.getValues();
    // The text as typed: the server fills a blank English text from the Ukrainian one, which the
    // English rule would refuse if the form sent the copy itself.
    const body: ExcursionCreateInput | ExcursionUpdateInput = {
      ...fields,
      image_data: await imageData(image),
    };
    await save(body);
  });

  return (
    <FormShell {...shell} formState={formState} onSubmit={submit}>
      <ImageField
        control={control}
        name="image"
        label="Зображення"
        storedUrl={excursion?.image_url}
      />
      <BilingualFields
        register={register}
        errors={errors}
        name="title"
        label="Назва"
        hints={{ en: "Якщо порожньо, буде використано українську назву" }}
      />
      <BilingualFields
        register={register}
        errors={errors}
        name="description"
        label="Опис"
        rows={6}
        hints={{ en: "Якщо порожньо, буде використано український опис" }}
      />
      <div className="admin-form__pair">
        <TextField
          label="Тривалість від, хв"
          inputMode="decimal"
          error={errors.time_from?.message}
          {...register("time_from")}
        />
        <TextField
          label="Тривалість до, хв"
          inputMode="decimal"
          error={errors.time_to?.message}
          {...register("time_to")}
        />
      </div>
      <TextField
        label="Максимальна кількість відвідувачів"
        inputMode="numeric"
        error={errors.amount_of_persons?.message}
        {...register("amount_of_persons")}
      />
      <AltTextFields register={register} errors={errors} />
    </FormShell>
  );
}
