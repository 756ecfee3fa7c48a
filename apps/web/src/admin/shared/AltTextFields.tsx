import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./TextField.tsx";

interface AltTextFieldsProps {
  ua: UseFormRegisterReturn;
  en: UseFormRegisterReturn;
  errors: { ua?: string; en?: string };
}

/** What a screen reader says for the picture, in both languages (CONTRACT.md, Alternative texts). */
export function AltTextFields({ ua, en, errors }: AltTextFieldsProps) {
  return (
    <div className="admin-form__pair">
      <TextField
        label="Опис зображення українською (необов’язково)"
        hint="Що на фото — для людей, які не бачать зображення"
        error={errors.ua}
        {...ua}
      />
      <TextField
        label="Опис зображення англійською (необов’язково)"
        hint="Те саме англійською"
        error={errors.en}
        {...en}
      />
    </div>
  );
}
