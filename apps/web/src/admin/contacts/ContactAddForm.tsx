import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactCreateInput, contactCreateSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import { contactResource } from "../../api/adminResources.ts";
import { FormShell } from "../shared/FormShell.tsx";
import { TextField } from "../shared/TextField.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";

/** spec §2: /admin/contacts/add, when there is no contact record yet. */
export function ContactAddForm() {
  const { save, shell } = useSaveEntity(contactResource, "contact", undefined, "/admin/contacts");
  const form = useForm<ContactCreateInput>({
    resolver: zodResolver(contactCreateSchema),
    mode: "all",
    defaultValues: { name: "", email: "", phone: "" },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <FormShell
      {...shell}
      title="Додати контакти"
      formState={formState}
      onSubmit={form.handleSubmit(save)}
    >
      <TextField label="Назва" error={errors.name?.message} {...register("name")} />
      <TextField label="Email" type="email" error={errors.email?.message} {...register("email")} />
      <TextField
        label="Телефон"
        type="tel"
        placeholder="+380 671 234 567"
        error={errors.phone?.message}
        {...register("phone")}
      />
    </FormShell>
  );
}
