import { useState } from "react";
import { Link } from "react-router";
import { changePassword } from "../../api/adminResources.ts";
import { useSession } from "../session/SessionContext.tsx";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { Dialog } from "../shared/Dialog.tsx";
import { SubmitButton } from "../shared/SubmitButton.tsx";
import { NewPasswordFields, useNewPasswordForm } from "./NewPasswordFields.tsx";

/** spec §2/§4: validate, confirm, change, then a dialog that shows the new password. */
export function ChangePasswordScreen() {
  const { user, signedIn } = useSession();
  const form = useNewPasswordForm();
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid } = formState;
  const [stage, setStage] = useState<"editing" | "confirming" | "sending" | "done">("editing");
  const [changedTo, setChangedTo] = useState("");

  async function change() {
    const { password } = form.getValues();
    setStage("sending");
    try {
      signedIn(await changePassword({ email: user?.email ?? "", password }));
      setChangedTo(password);
      form.reset();
      setStage("done");
    } catch (error) {
      form.setError("confirmpassword", {
        message: error instanceof Error ? error.message : "Щось пішло не так. Спробуйте ще.",
      });
      setStage("editing");
    }
  }

  return (
    <section className="admin-form-screen">
      <h1 className="admin-heading">Зміна пароля</h1>
      <form
        className="admin-form admin-form--narrow"
        noValidate
        onSubmit={form.handleSubmit(() => setStage("confirming"))}
      >
        <NewPasswordFields form={form} />
        <div className="admin-form__actions">
          <SubmitButton
            label="Змінити пароль"
            disabled={!isDirty || !isValid}
            submitting={stage === "sending"}
          />
        </div>
      </form>
      {stage === "confirming" && (
        <ConfirmDialog
          question="Ви впевнені, що хочете змінити свій пароль?"
          confirmLabel="Змінити"
          onConfirm={change}
          onCancel={() => setStage("editing")}
        />
      )}
      {stage === "done" && (
        <Dialog title="Пароль змінено" onClose={() => setStage("editing")}>
          <p>
            Ваш новий пароль: <strong className="admin-secret">{changedTo}</strong>
          </p>
          <div className="admin-dialog__actions">
            <Link className="admin-button admin-button--primary" to="/admin">
              Закрити
            </Link>
          </div>
        </Dialog>
      )}
    </section>
  );
}
