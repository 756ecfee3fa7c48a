import { zodResolver } from "@hookform/resolvers/zod";
import { type Credentials, credentialsSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import { TextField } from "../shared/TextField.tsx";
import { PasswordField } from "./PasswordField.tsx";

/** The e-mail and password, shared by the login and registration screens. */
export function useCredentialsForm() {
  return useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    mode: "all",
    defaultValues: { email: "", password: "" },
  });
}

export function CredentialFields({
  form,
  passwordAutoComplete,
}: {
  form: ReturnType<typeof useCredentialsForm>;
  /** The browser's password manager: fill in the saved password, or offer to save a new one. */
  passwordAutoComplete: "current-password" | "new-password";
}) {
  const { register, formState } = form;
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label="Пароль"
        autoComplete={passwordAutoComplete}
        error={formState.errors.password?.message}
        {...register("password")}
      />
    </>
  );
}
