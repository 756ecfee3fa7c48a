import { zodResolver } from "@hookform/resolvers/zod";
import {
  MAX_DOCUMENT_BYTES,
  messages,
  type PdfDocument,
  pdfDocumentInputSchema,
} from "@shelter/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { z } from "zod";
import { documentResource } from "../../api/adminResources.ts";
import { Dialog } from "../shared/Dialog.tsx";
import { DialogActions, UploadProgress } from "../shared/DialogActions.tsx";
import { FilePick } from "../shared/FilePick.tsx";
import { readAsDataUrl } from "../shared/imageFile.ts";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { RecordHistory } from "../shared/RecordHistory.tsx";
import { TextField } from "../shared/TextField.tsx";
import { useDeleteEntity, useDialogCreate } from "../shared/useEntityWrites.ts";

const pdfFileField = z
  .custom<File | null>((value) => value === null || value instanceof File, {
    error: messages.documentRequired,
  })
  .check((context) => {
    const file = context.value;
    const problem = !file
      ? messages.documentRequired
      : file.type !== "application/pdf"
        ? messages.documentType
        : file.size > MAX_DOCUMENT_BYTES
          ? messages.documentTooLarge
          : undefined;
    if (problem) context.issues.push({ code: "custom", input: file, message: problem });
  });

const documentFormSchema = pdfDocumentInputSchema
  .omit({ document_data: true })
  .extend({ file: pdfFileField });
type DocumentFormInput = z.input<typeof documentFormSchema>;

/** The PDF documents of the footer (Privacy Policy, Conditions of Use): list, upload, delete. */
export function DocumentsScreen() {
  const documents = useQuery(documentResource.list());
  const remove = useDeleteEntity(documentResource, "document");
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListGrid<PdfDocument>
        title="Документи"
        items={documents.data}
        loading={documents.isPending}
        error={documents.error}
        itemKey={(document) => document.id}
        itemName={(document) => document.title}
        add={{ onClick: () => setAdding(true), label: "Додати документ (PDF)" }}
        deleteQuestion="Ви впевнені, що хочете видалити документ зі сторінки?"
        onDelete={(document) => remove.mutate(document.id)}
        className="admin-grid--documents"
        cardActions={(document) => (
          <RecordHistory entity="documents" id={document.id} itemName={document.title} />
        )}
        renderCard={(document) => (
          <>
            <h2 className="admin-card__title">{document.title}</h2>
            <p className="admin-card__text">
              <a href={document.document_url} target="_blank" rel="noreferrer">
                Відкрити PDF
              </a>
            </p>
          </>
        )}
      />
      {adding && (
        <AddDocumentDialog
          onClose={() => {
            setAdding(false);
            void invalidateAfterWrite(queryClient, documentResource.key);
          }}
        />
      )}
    </>
  );
}

function AddDocumentDialog({ onClose }: { onClose: () => void }) {
  const fileId = useId();
  const { progress, create } = useDialogCreate(documentResource, "document", onClose);
  const form = useForm<DocumentFormInput, unknown, z.output<typeof documentFormSchema>>({
    resolver: zodResolver(documentFormSchema),
    mode: "all",
    defaultValues: { title: "", file: null },
  });
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting } = formState;
  const { field: fileField, fieldState } = useController({ control: form.control, name: "file" });
  const picked = fileField.value;

  const submit = form.handleSubmit(async ({ title, file }) => {
    if (!file) return;
    await create(async () => ({
      title,
      document_data: await readAsDataUrl(file, messages.documentUnreadable),
    }));
  });

  return (
    <Dialog title="Додати документ" onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={submit}>
        <TextField
          label="Назва документа"
          placeholder="Політика конфіденційності"
          error={formState.errors.title?.message}
          {...form.register("title")}
        />
        <div className="admin-field">
          <span className="admin-field__label" id={`${fileId}-label`}>
            Файл PDF
          </span>
          <FilePick
            id={fileId}
            accept="application/pdf,.pdf"
            buttonText={picked ? "Замінити файл" : "Вибрати файл"}
            field={fileField}
            picked={picked ?? null}
            emptyText="Файл не вибрано"
            error={fieldState.error?.message}
          />
          {fieldState.error && (
            <p id={`${fileId}-error`} className="admin-field__error">
              {fieldState.error.message}
            </p>
          )}
        </div>
        <UploadProgress progress={progress} />
        <DialogActions
          submitLabel="Розмістити"
          disabled={!isDirty || !isValid}
          submitting={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
