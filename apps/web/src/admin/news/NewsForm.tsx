import { zodResolver } from "@hookform/resolvers/zod";
import { kyivLocalTime, kyivLocalToIso, type NewsBackOfficePost } from "@shelter/contract";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { newsResource, previewNews } from "../../api/adminResources.ts";
import { useAlert } from "../shared/AdminAlert.tsx";
import { AltTextFields } from "../shared/AltTextFields.tsx";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { FormShell } from "../shared/FormShell.tsx";
import { ImageField } from "../shared/ImageField.tsx";
import { imageData, storedImagePlaceholder } from "../shared/imageFile.ts";
import { RecordLoader } from "../shared/RecordLoader.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";
import "./NewsForm.css";
import { newsFormSchema } from "./newsFormSchema.ts";
import { PublicationFields, submitLabelFor } from "./PublicationFields.tsx";
import { UnpublishButton } from "./UnpublishButton.tsx";

type NewsFormInput = z.input<typeof newsFormSchema>;
type NewsFormOutput = z.output<typeof newsFormSchema>;

export function NewsFormScreen() {
  return (
    <RecordLoader resource={newsResource}>
      {(post, id) => <NewsForm post={post} id={id} />}
    </RecordLoader>
  );
}

/** The texts the form opens with: a published post's saved draft of a change, else its own. */
function textsOf(post: NewsBackOfficePost | undefined) {
  const texts = post?.draft ?? post;
  return {
    title_ua: texts?.title_ua ?? "",
    title_en: texts?.title_en ?? "",
    subtitle_ua: texts?.subtitle_ua ?? "",
    subtitle_en: texts?.subtitle_en ?? "",
    content_ua: texts?.content_ua ?? "",
    content_en: texts?.content_en ?? "",
    alt_ua: texts?.alt_ua ?? "",
    alt_en: texts?.alt_en ?? "",
  };
}

/** Opens the saved post's preview in a new tab (opened at once, so no blocker stops it). */
function usePreview(id: number | undefined) {
  const alert = useAlert();
  if (id === undefined) return undefined;
  return async () => {
    const tab = window.open("", "_blank");
    try {
      const links = await previewNews(id);
      if (!tab) {
        window.open(links.uk, "_blank", "noopener");
        return;
      }
      tab.opener = null;
      tab.location.href = links.uk;
    } catch {
      tab?.close();
      alert("Не вдалося відкрити перегляд. Спробуйте ще раз");
    }
  };
}

function NewsForm({ post, id }: { post: NewsBackOfficePost | undefined; id: number | undefined }) {
  const { save, shell } = useSaveEntity(newsResource, "news", id, "/admin");
  const published = post?.status === "published";
  const preview = usePreview(id);
  const form = useForm<NewsFormInput, unknown, NewsFormOutput>({
    resolver: zodResolver(newsFormSchema),
    mode: "all",
    defaultValues: {
      ...textsOf(post),
      image: post ? storedImagePlaceholder() : null,
      // A new post is published when placed, unless another choice is made; a published one
      // with a saved change goes on as a draft of it.
      status: post?.draft ? "draft" : (post?.status ?? "published"),
      publish_at:
        post?.status === "scheduled" && post.publish_at ? kyivLocalTime(post.publish_at) : "",
    },
  });
  const { register, formState, control, watch } = form;
  const errors = formState.errors;
  const title = watch("title_ua");
  const status = watch("status");

  const submit = form.handleSubmit(async ({ image, publish_at, ...fields }) => {
    await save({
      ...fields,
      publish_at: fields.status === "scheduled" ? kyivLocalToIso(publish_at) : null,
      image_data: await imageData(image),
    });
  });

  return (
    <FormShell
      {...shell}
      formState={formState}
      submitLabel={submitLabelFor(status, post)}
      onSubmit={submit}
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
      <PublicationFields
        register={register}
        status={status}
        published={published}
        error={errors.publish_at}
        onPreview={preview}
        previewNote={
          preview && formState.isDirty
            ? "Відкриє збережену версію: збережіть зміни, щоб побачити їх у перегляді."
            : undefined
        }
      />
      {id !== undefined && post && post.status !== "draft" && (
        <UnpublishButton id={id} scheduled={post.status === "scheduled"} />
      )}
    </FormShell>
  );
}
