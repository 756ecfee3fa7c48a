import { zodResolver } from "@hookform/resolvers/zod";
import { type GalleryImage, galleryInputSchema, messages } from "@shelter/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { galleryResource } from "../../api/adminResources.ts";
import { AltTextFields } from "../shared/AltTextFields.tsx";
import { CardImage } from "../shared/CardImage.tsx";
import { Dialog } from "../shared/Dialog.tsx";
import { DialogActions, UploadProgress } from "../shared/DialogActions.tsx";
import { ImageField } from "../shared/ImageField.tsx";
import { imageData, newsImageField } from "../shared/imageFile.ts";
import { invalidateAfterWrite } from "../shared/invalidateAfterWrite.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { RecordHistory } from "../shared/RecordHistory.tsx";
import { useDialogCreate } from "../shared/useEntityWrites.ts";
import { useRecordList } from "../shared/useRecordList.ts";

const galleryFormSchema = galleryInputSchema
  .omit({ image_data: true })
  .extend({ image: newsImageField() });
type GalleryFormInput = z.input<typeof galleryFormSchema>;

export function GalleryScreen() {
  const queryClient = useQueryClient();
  const images = useRecordList(galleryResource, "photo", (image) => image.ID);
  const [adding, setAdding] = useState(false);

  function toggleAdding(open: boolean) {
    setAdding(open);
    // spec §2: the list reloads when the add dialog opens or closes.
    void invalidateAfterWrite(queryClient, galleryResource.key);
  }

  return (
    <>
      <ListGrid<GalleryImage>
        title="Галерея"
        {...images}
        itemName={(image) => `фото №${image.ID}`}
        add={{ onClick: () => toggleAdding(true), label: "Додати фото" }}
        deleteQuestion="Ви впевнені, що хочете видалити фото зі сторінки?"
        className="admin-grid--thumbnails"
        renderCard={(image) => <CardImage src={image.image_url} />}
        cardActions={(image) => (
          <RecordHistory entity="gallery" id={image.ID} itemName={`фото №${image.ID}`} />
        )}
      />
      {adding && <AddPhotoDialog onClose={() => toggleAdding(false)} />}
    </>
  );
}

function AddPhotoDialog({ onClose }: { onClose: () => void }) {
  const { progress, create } = useDialogCreate(galleryResource, "photo", onClose);
  const form = useForm<GalleryFormInput, unknown, z.output<typeof galleryFormSchema>>({
    resolver: zodResolver(galleryFormSchema),
    mode: "all",
    defaultValues: { image: null, alt_ua: "", alt_en: "" },
  });
  const { formState } = form;
  // Read up front: react-hook-form only tracks the state a render has read.
  const { isDirty, isValid, isSubmitting } = formState;

  const submit = form.handleSubmit(({ image, alt_ua, alt_en }) =>
    create(async () => ({
      image_data: await imageData(image, messages.imageUnreadable),
      alt_ua,
      alt_en,
    })),
  );

  return (
    <Dialog title="Додати фото" onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={submit}>
        <ImageField control={form.control} name="image" label="Фото" />
        <AltTextFields register={form.register} errors={formState.errors} />
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
