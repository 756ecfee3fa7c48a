import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import { logIn } from "../../api/adminResources.ts";
import { useSession } from "../session/SessionContext.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { CredentialFields, useCredentialsForm } from "./CredentialFields.tsx";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog.tsx";

export function LoginScreen() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useCredentialsForm();
  const { formState, setError } = form;

  const submit = form.handleSubmit(async (credentials) => {
    try {
      signedIn(await logIn(credentials));
      navigate("/admin", { replace: true });
    } catch (error) {
      // spec §8: the message goes under the e-mail for a 404, under the password otherwise.
      const message = error instanceof Error ? error.message : "An error occurred during login";
      const field = error instanceof ApiError && error.status === 404 ? "email" : "password";
      setError(field, { message: message || "An error occurred during login" });
    }
  });

  return (
    <AccountCard title="Вхід">
      <form className="admin-form" noValidate onSubmit={submit}>
        <CredentialFields form={form} passwordAutoComplete="current-password" />
        <div className="admin-form__actions admin-form__actions--stack">
          <button
            type="submit"
            className="admin-button admin-button--primary"
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? "Вхід..." : "Увійти"}
          </button>
          <button
            type="button"
            className="admin-button admin-button--link"
            onClick={() => setForgotOpen(true)}
          >
            Не пам'ятаю пароль
          </button>
        </div>
      </form>
      {forgotOpen && (
        <ForgotPasswordDialog
          email={form.getValues("email")}
          onClose={() => setForgotOpen(false)}
        />
      )}
    </AccountCard>
  );
}
