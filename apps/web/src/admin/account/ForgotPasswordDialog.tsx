import { zodResolver } from "@hookform/resolvers/zod";
import { passwordForgotSchema } from "@shelter/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestPasswordReset } from "../../api/adminResources.ts";
import { Dialog } from "../shared/Dialog.tsx";
import { DialogActions } from "../shared/DialogActions.tsx";
import { TextField } from "../shared/TextField.tsx";

type ForgotInput = z.input<typeof passwordForgotSchema>;

/** Asks for the reset e-mail; the answer is the same whether the account exists or not. */
export function ForgotPasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<ForgotInput>({
    resolver: zodResolver(passwordForgotSchema),
    mode: "all",
    defaultValues: { email },
  });
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isValid, isSubmitting } = formState;

  const submit = form.handleSubmit(async (value) => {
    setFailure(undefined);
    try {
      await requestPasswordReset(value);
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Щось пішло не так. Спробуйте ще.");
    }
  });

  return (
    <Dialog title="Відновлення пароля" onClose={onClose}>
      {sent ? (
        <>
          <p role="status">
            Якщо акаунт з цією адресою існує, на неї надіслано лист із посиланням для зміни пароля.
            Посилання діє одну годину.
          </p>
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button admin-button--primary" onClick={onClose}>
              Закрити
            </button>
          </div>
        </>
      ) : (
        <form className="admin-form" noValidate onSubmit={submit}>
          <p>Вкажіть адресу свого акаунту, і ми надішлемо посилання для зміни пароля.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            error={formState.errors.email?.message}
            {...form.register("email")}
          />
          {failure && (
            <p className="admin-form__error" role="alert">
              {failure}
            </p>
          )}
          <DialogActions
            submitLabel="Надіслати посилання"
            disabled={!isValid}
            submitting={isSubmitting}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
