import { useState } from "react";
import { Link, useParams } from "react-router";
import { resetPassword } from "../../api/adminResources.ts";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { accountErrorText } from "./accountErrors.ts";
import { NewPasswordFields, useNewPasswordForm } from "./NewPasswordFields.tsx";

/** spec §2: a new password through the e-mailed link /reset/{token}. */
export function ResetPasswordScreen() {
  const { token = "" } = useParams();
  const form = useNewPasswordForm();
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting } = formState;
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      setFailure(accountErrorText(error));
    }
  });

  return (
    <AccountCard title="Новий пароль">
      {done ? (
        <p role="status">
          Пароль змінено. <Link to="/login">Увійти</Link>
        </p>
      ) : (
        <form className="admin-form" noValidate onSubmit={submit}>
          <NewPasswordFields form={form} />
          {failure && (
            <div className="admin-form__error" role="alert">
              <p>{failure}</p>
              <p>
                Посилання діє одну годину і лише один раз. Нове можна попросити на сторінці{" "}
                <Link to="/login">входу</Link>.
              </p>
            </div>
          )}
          <div className="admin-form__actions">
            <SubmitButton
              label="Змінити"
              disabled={!isDirty || !isValid}
              submitting={isSubmitting}
            />
          </div>
        </form>
      )}
    </AccountCard>
  );
}
