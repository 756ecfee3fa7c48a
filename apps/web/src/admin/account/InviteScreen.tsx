import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/ApiError.ts";
import { acceptInvitation } from "../../api/team.ts";
import { homeOf } from "../session/roles.ts";
import { useSession } from "../session/SessionContext.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { AccountCard } from "./AccountCard.tsx";
import { NewPasswordFields, useNewPasswordForm } from "./NewPasswordFields.tsx";

/** Issue 23: an invitation's link /invite/{token}; the new account sets its password and is in. */
export function InviteScreen() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const form = useNewPasswordForm();
  const { isDirty, isValid, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const session = await acceptInvitation({ token, password });
      signedIn(session);
      navigate(homeOf(session.user.role), { replace: true });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.fromServer
          ? error.message
          : "Щось пішло не так. Спробуйте ще.",
      );
    }
  });

  return (
    <AccountCard title="Запрошення до команди">
      <form className="admin-form" noValidate onSubmit={submit}>
        <p>Задайте пароль, щоб прийняти запрошення й увійти до адмін-панелі.</p>
        <NewPasswordFields form={form} />
        {failure && (
          <div className="admin-form__error" role="alert">
            <p>{failure}</p>
          </div>
        )}
        <div className="admin-form__actions">
          <SubmitButton
            label="Прийняти запрошення"
            disabled={!isDirty || !isValid}
            submitting={isSubmitting}
          />
        </div>
      </form>
    </AccountCard>
  );
}
