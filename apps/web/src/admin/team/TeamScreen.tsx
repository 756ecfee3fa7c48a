import { type Invitation, ROLES, type Role, type TeamMember } from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../api/ApiError.ts";
import {
  changeRole,
  invitationsQuery,
  invite,
  removeUser,
  resendInvitation,
  revokeInvitation,
  teamQuery,
} from "../../api/team.ts";
import { ROLE_LABELS } from "../session/roles.ts";
import { useSession } from "../session/SessionContext.tsx";
import { useAlert } from "../shared/AdminAlert.tsx";
import { ConfirmDialog } from "../shared/ConfirmDialog.tsx";
import { formatKyivDateTime } from "../shared/kyivTime.ts";
import "./TeamScreen.css";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { QueryView } from "../shared/QueryView.tsx";

const ROLE_HINTS: Record<Role, string> = {
  admin: "усе, зокрема команда, контакти й реквізити",
  editor: "новини, екскурсії, відгуки, галерея, партнери, документи",
  bookings: "лише бронювання",
};

/** The server's own words when it gave them (409 for the last administrator, 403 …). */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/** Issue 23: «Команда», the accounts and invitations, for administrators. */
/**
 * One action of a row (change a role, remove, resend, revoke): busy while it runs, then says how
 * it went and reloads the lists; `settled` runs after it either way.
 */
function useTeamAction(onChanged: () => void, settled?: () => void) {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, done: string, fallback: string) {
    setBusy(true);
    try {
      await work();
      alert(done);
      onChanged();
    } catch (error) {
      alert(failureText(error, fallback));
    } finally {
      setBusy(false);
      settled?.();
    }
  }
  return { busy, run };
}

export function TeamScreen() {
  const queryClient = useQueryClient();
  const users = useQuery(teamQuery);
  const invitations = useQuery(invitationsQuery);
  const refresh = () => invalidateAfterWrite(queryClient, ["team"]);

  return (
    <section className="admin-team">
      <h1 className="admin-heading">Команда</h1>
      <InviteForm onInvited={refresh} />
      <h2 className="admin-team__subheading">Облікові записи</h2>
      <QueryView query={users} what="команду">
        {(members) => (
          <ul className="admin-team__list" aria-label="Облікові записи">
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                lastAdministrator={
                  member.role === "admin" &&
                  members.filter((other) => other.role === "admin").length === 1
                }
                onChanged={refresh}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {invitations.data && invitations.data.length > 0 && (
        <>
          <h2 className="admin-team__subheading">Запрошення</h2>
          <ul className="admin-team__list" aria-label="Запрошення">
            {invitations.data.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} onChanged={refresh} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      className="admin-field__control"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const alert = useAlert();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setBusy(true);
    try {
      await invite({ email: email.trim(), role });
      setEmail("");
      alert(`Запрошення надіслано на ${email.trim()}`);
      onInvited();
    } catch (error) {
      setFailure(failureText(error, "Не вдалося надіслати запрошення. Спробуйте ще."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-team__invite" noValidate onSubmit={submit} aria-label="Запросити">
      <h2 className="admin-team__subheading">Запросити до команди</h2>
      <p className="admin-field__hint">
        Лист із посиланням, що діє 72 години й один раз. Роль: {ROLE_HINTS[role]}.
      </p>
      <div className="admin-team__invite-fields">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className="admin-field__control"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-role`}>
            Роль
          </label>
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        </div>
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={busy || !email.trim()}
        >
          {busy ? "Обробка запиту..." : "Запросити"}
        </button>
      </div>
      {failure && (
        <p className="admin-field__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

function MemberRow({
  member,
  lastAdministrator,
  onChanged,
}: {
  member: TeamMember;
  /** The server keeps the last administrator (409): the screen offers nothing it would refuse. */
  lastAdministrator: boolean;
  onChanged: () => void;
}) {
  const id = useId();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const own = user?.email.toLowerCase() === member.email.toLowerCase();
  const { busy, run } = useTeamAction(onChanged, () => setConfirming(false));

  return (
    <li className="admin-team__row">
      <div className="admin-team__who">
        <strong>
          {member.email}
          {own && <span className="admin-team__own"> (ви)</span>}
        </strong>
        {lastAdministrator && (
          <span className="admin-team__meta">
            Єдиний адміністратор: роль і обліковий запис не змінюються
          </span>
        )}
        <span className="admin-team__meta">
          Останній вхід:{" "}
          {member.last_sign_in ? formatKyivDateTime(member.last_sign_in) : "ще не входив"}
        </span>
      </div>
      <div className="admin-team__actions">
        <label className="admin-visually-hidden" htmlFor={`${id}-role`}>
          Роль {member.email}
        </label>
        <RoleSelect
          id={`${id}-role`}
          value={member.role}
          disabled={busy || lastAdministrator}
          onChange={(role) =>
            run(
              () => changeRole(member.id, role),
              `Роль змінено: ${ROLE_LABELS[role]}`,
              "Не вдалося змінити роль",
            )
          }
        />
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy || lastAdministrator}
          onClick={() => setConfirming(true)}
        >
          Видалити
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          question={`Видалити обліковий запис ${member.email}? Його сеанси завершаться одразу.`}
          confirmLabel="Видалити"
          destructive
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            run(
              () => removeUser(member.id),
              "Обліковий запис видалено",
              "Не вдалося видалити обліковий запис",
            )
          }
        />
      )}
    </li>
  );
}

function InvitationRow({
  invitation,
  onChanged,
}: {
  invitation: Invitation;
  onChanged: () => void;
}) {
  const { busy, run } = useTeamAction(onChanged);

  return (
    <li className="admin-team__row">
      <div className="admin-team__who">
        <strong>{invitation.email}</strong>
        <span className="admin-team__meta">
          {ROLE_LABELS[invitation.role]} ·{" "}
          {invitation.expired
            ? "посилання застаріло"
            : `діє до ${formatKyivDateTime(invitation.expires_at)}`}
        </span>
      </div>
      <div className="admin-team__actions">
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={() =>
            run(
              () => resendInvitation(invitation.id),
              "Запрошення надіслано ще раз",
              "Не вдалося надіслати запрошення",
            )
          }
        >
          Надіслати ще раз
        </button>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          disabled={busy}
          onClick={() =>
            run(
              () => revokeInvitation(invitation.id),
              "Запрошення скасовано",
              "Не вдалося скасувати запрошення",
            )
          }
        >
          Скасувати
        </button>
      </div>
    </li>
  );
}
