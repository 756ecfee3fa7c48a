import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { TextField } from "./TextField.tsx";

/** The stems `s` of a form whose values hold both `s_ua` and `s_en`. */
export type BilingualStem<T extends FieldValues> = {
  [K in Path<T>]: K extends `${infer Stem}_ua`
    ? `${Stem}_en` extends Path<T>
      ? Stem
      : never
    : never;
}[Path<T>];

interface BilingualFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** `title` for the fields title_ua and title_en. */
  name: BilingualStem<T>;
  /** What the field is ("Заголовок"); the pair reads "Заголовок українською" / "… англійською". */
  label: string;
  /** Said after the language ("(необов’язково)"). */
  labelSuffix?: string;
  hints?: { ua?: string; en?: string };
  /** Text areas of this many rows; inputs when left out. */
  rows?: number;
}

/** One field of a record in Ukrainian and in English, side by side. */
export function BilingualFields<T extends FieldValues>({
  register,
  errors,
  name,
  label,
  labelSuffix,
  hints = {},
  rows,
}: BilingualFieldsProps<T>) {
  const field = (language: "ua" | "en", languageWord: string) => {
    const path = `${name}_${language}` as Path<T>;
    const message = errors[path]?.message;
    const props = {
      label: [label, languageWord, labelSuffix].filter(Boolean).join(" "),
      hint: hints[language],
      error: typeof message === "string" ? message : undefined,
      ...register(path),
    };
    return rows === undefined ? (
      <TextField {...props} />
    ) : (
      <TextField multiline rows={rows} {...props} />
    );
  };
  return (
    <div className="admin-form__pair">
      {field("ua", "українською")}
      {field("en", "англійською")}
    </div>
  );
}
