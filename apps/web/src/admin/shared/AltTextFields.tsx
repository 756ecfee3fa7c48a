import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { BilingualFields, type BilingualStem } from "./BilingualFields.tsx";

interface AltTextFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** What a screen reader says for the picture, in both languages (CONTRACT.md, Alternative texts). */
export function AltTextFields<T extends FieldValues>({ register, errors }: AltTextFieldsProps<T>) {
  return (
    <BilingualFields
      register={register}
      errors={errors}
      name={"alt" as BilingualStem<T>}
      label="Опис зображення"
      labelSuffix="(необов’язково)"
      hints={{ ua: "Що на фото — для людей, які не бачать зображення", en: "Те саме англійською" }}
    />
  );
}
