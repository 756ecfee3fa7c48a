import { zodResolver } from "@hookform/resolvers/zod";
import { newPassword, newPasswordFormSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordField } from "./PasswordField.tsx";

export type NewPasswordInput = z.input<typeof newPasswordFormSchema>;

/** The new password and its confirmation, shared by the change and reset screens (spec §4). */
export function useNewPasswordForm() {
  // spec §4: the mismatch is checked on blur.
  return useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { password: "", confirmpassword: "" },
  });
}

export function NewPasswordFields({ form }: { form: ReturnType<typeof useNewPasswordForm> }) {
  const { register, formState, watch } = form;
  // spec §4: the confirmation waits until the password is filled in and valid.
  const passwordValid = newPassword.safeParse(watch("password")).success;
  return (
    <>
      <PasswordField
        label="Новий пароль"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        {...register("password", {
          onChange: () => {
            if (formState.touchedFields.confirmpassword) void form.trigger("confirmpassword");
          },
        })}
      />
      <PasswordField
        label="Повторіть пароль"
        autoComplete="new-password"
        disabled={!passwordValid}
        error={formState.errors.confirmpassword?.message}
        {...register("confirmpassword")}
      />
    </>
  );
}
