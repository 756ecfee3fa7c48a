import { SETUP_TOKEN_PARAMETER } from "@shelter/contract";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import { registerUser } from "../../api/adminResources.ts";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { accountErrorText, NO_ACCOUNT } from "./accountErrors.ts";
import { CredentialFields, useCredentialsForm } from "./CredentialFields.tsx";

/**
 * spec §2: registration, for developers; the server lets in an administrator's registration, or
 * the first account with the one-time setup token of the link it printed, which this page carries.
 */
export function RegisterScreen() {
  const [registered, setRegistered] = useState(false);
  const [searchParams] = useSearchParams();
  const setup = searchParams.get(SETUP_TOKEN_PARAMETER) ?? undefined;
  const form = useCredentialsForm();
  const { formState, setError } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting } = formState;

  const submit = form.handleSubmit(async (credentials) => {
    try {
      console.info("registered", await registerUser({ ...credentials, setup }));
      setRegistered(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        setError("email", { message: NO_ACCOUNT });
      else setError("password", { message: accountErrorText(error) });
    }
  });

  return (
    <AccountCard title="Реєстрація (лише для розробників)">
      {registered ? (
        <p role="status">
          Користувача зареєстровано. <Link to="/login">Увійти</Link>
        </p>
      ) : (
        <form className="admin-form" noValidate onSubmit={submit}>
          <CredentialFields form={form} passwordAutoComplete="new-password" />
          <div className="admin-form__actions">
            <SubmitButton
              label="Зареєструвати"
              disabled={!isDirty || !isValid}
              submitting={isSubmitting}
            />
          </div>
        </form>
      )}
    </AccountCard>
  );
}
