import { zodResolver } from "@hookform/resolvers/zod";
import { type Contact, contactCreateSchema } from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { contactResource } from "../../api/adminResources.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { Dialog } from "../shared/Dialog.tsx";
import { DialogActions } from "../shared/DialogActions.tsx";
import { alertText } from "../shared/entityNouns.ts";
import { RecordHistory } from "../shared/RecordHistory.tsx";
import { TextField } from "../shared/TextField.tsx";
import "./ContactsScreen.css";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";

type ContactField = "name" | "email" | "phone";

const CARDS: { field: ContactField; label: string; dialogTitle: string }[] = [
  { field: "name", label: "Назва", dialogTitle: "Змінити назву" },
  { field: "email", label: "Email", dialogTitle: "Змінити email" },
  { field: "phone", label: "Телефон", dialogTitle: "Змінити телефон" },
];

/** spec §2: one contact record shown as three cards, each field edited in its own dialog. */
export function ContactsScreen() {
  const contacts = useQuery(contactResource.list());
  const [editing, setEditing] = useState<ContactField | null>(null);
  const contact = contacts.data?.[0];

  return (
    <section>
      <div className="admin-form-screen__head">
        <h1 className="admin-heading">Контакти</h1>
        {contact && <RecordHistory entity="contacts" id={contact.id} />}
      </div>
      {contacts.isPending && <p className="admin-note">Завантаження...</p>}
      {contacts.isError && (
        <p className="admin-note admin-note--error" role="alert">
          Помилка завантаження контактів: {contacts.error.message}
        </p>
      )}
      {contacts.isSuccess && !contact && (
        <p>
          Контакти не знайдено. <Link to="/admin/contacts/add">Додати контакти</Link>
        </p>
      )}
      {contact && (
        <ul className="admin-contact-cards">
          {CARDS.map((card) => (
            <li key={card.field} className="admin-contact-card">
              <h2>{card.label}</h2>
              <p>{contact[card.field] || "—"}</p>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                aria-label={`Редагувати: ${card.label}`}
                onClick={() => setEditing(card.field)}
              >
                Редагувати
              </button>
            </li>
          ))}
        </ul>
      )}
      {contact && editing && (
        <ContactFieldDialog
          contact={contact}
          field={editing}
          title={CARDS.find((card) => card.field === editing)?.dialogTitle ?? ""}
          label={CARDS.find((card) => card.field === editing)?.label ?? ""}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function ContactFieldDialog({
  contact,
  field,
  title,
  label,
  onClose,
}: {
  contact: Contact;
  field: ContactField;
  title: string;
  label: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const schema = z.object({ value: contactCreateSchema.shape[field] });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: "all",
    defaultValues: { value: contact[field] },
  });
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting } = formState;
  const texts = alertText("contact");

  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await contactResource.update(contact.id, { [field]: value });
      await invalidateAfterWrite(queryClient, contactResource.key);
      alert(texts.edited);
      onClose();
    } catch {
      alert(texts.editFailed);
    }
  });

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={submit}>
        <TextField
          label={label}
          type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
          placeholder={field === "phone" ? "+380 671 234 567" : undefined}
          error={formState.errors.value?.message}
          {...form.register("value")}
        />
        <DialogActions
          submitLabel="Зберегти"
          disabled={!isDirty || !isValid}
          submitting={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
