import { type ComponentPropsWithRef, useState } from "react";
import { TextField } from "../shared/TextField.tsx";

type PasswordFieldProps = { label: string; error?: string } & ComponentPropsWithRef<"input">;

/** A password input with the show/hide toggle (spec §2, registration). */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="admin-password">
      <TextField label={label} error={error} {...input} type={shown ? "text" : "password"} />
      <button
        type="button"
        className="admin-password__toggle"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? "Сховати пароль" : "Показати пароль"}
      </button>
    </div>
  );
}
