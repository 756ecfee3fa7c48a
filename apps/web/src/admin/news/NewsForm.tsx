import { zodResolver } from "@hookform/resolvers/zod";
import { type NewsPost, newsInputSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { newsResource } from "../../api/adminResources.ts";
import { AltTextFields } from "../shared/AltTextFields.tsx";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { FormShell } from "../shared/FormShell.tsx";
import { ImageField } from "../shared/ImageField.tsx";
import { imageData, newsImageField, storedImagePlaceholder } from "../shared/imageFile.ts";
import { RecordLoader } from "../shared/RecordLoader.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";
import "./NewsForm.css";

const newsFormSchema = newsInputSchema
  .omit({ image_data: true })
  .extend({ image: newsImageField() });
type NewsFormInput = z.input<typeof newsFormSchema>;
type NewsFormOutput = z.output<typeof newsFormSchema>;

export function NewsFormScreen() {
  return (
    <RecordLoader resource={newsResource}>
      {(post, id) => <NewsForm post={post} id={id} />}
    </RecordLoader>
  );
}

function NewsForm({ post, id }: { post: NewsPost | undefined; id: number | undefined }) {
  const { save, progress, formError } = useSaveEntity(newsResource, "news", id, "/admin");
  const form = useForm<NewsFormInput, unknown, NewsFormOutput>({
    resolver: zodResolver(newsFormSchema),
    mode: "all",
    defaultValues: {
      title_ua: post?.title_ua ?? "",
      title_en: post?.title_en ?? "",
      subtitle_ua: post?.subtitle_ua ?? "",
      subtitle_en: post?.subtitle_en ?? "",
      content_ua: post?.content_ua ?? "",
      content_en: post?.content_en ?? "",
      image: post ? storedImagePlaceholder() : null,
      alt_ua: post?.alt_ua ?? "",
      alt_en: post?.alt_en ?? "",
    },
  });
  const { register, formState, control, watch } = form;
  const errors = formState.errors;
  const title = watch("title_ua");

  const submit = form.handleSubmit(async ({ image, ...fields }) => {
    await save({ ...fields, image_data: await imageData(image) });
  });

  return (
    <FormShell
      title={post ? "Редагувати новину" : "Додати новину"}
      formState={formState}
      editing={Boolean(post)}
      history={id === undefined ? undefined : { entity: "news", id }}
      onSubmit={submit}
      cancelTo="/admin"
      progress={progress}
      formError={formError}
    >
      <ImageField
        control={control}
        name="image"
        label="Зображення"
        storedUrl={post?.image_url}
        renderPreview={(src) => (
          <div className="admin-news-preview">
            {src ? <img src={src} alt="" /> : <div className="admin-news-preview__blank" />}
            <p className="admin-news-preview__title">{title || "Заголовок новини"}</p>
          </div>
        )}
      />
      <AltTextFields register={register} errors={errors} />
      <BilingualFields register={register} errors={errors} name="title" label="Заголовок" />
      <BilingualFields
        register={register}
        errors={errors}
        name="subtitle"
        label="Підзаголовок"
        rows={3}
      />
      <BilingualFields register={register} errors={errors} name="content" label="Текст" rows={8} />
    </FormShell>
  );
}
