import { zodResolver } from "@hookform/resolvers/zod";
import { type Review, type ReviewInput, reviewInputSchema } from "@shelter/contract";
import { useForm } from "react-hook-form";
import { reviewResource } from "../../api/adminResources.ts";
import { BilingualFields } from "../shared/BilingualFields.tsx";
import { FormShell } from "../shared/FormShell.tsx";
import { RecordLoader } from "../shared/RecordLoader.tsx";
import { useSaveEntity } from "../shared/useEntityWrites.ts";

export function ReviewFormScreen() {
  return (
    <RecordLoader resource={reviewResource}>
      {(review, id) => <ReviewForm review={review} id={id} />}
    </RecordLoader>
  );
}

function ReviewForm({ review, id }: { review: Review | undefined; id: number | undefined }) {
  const { save, shell } = useSaveEntity(reviewResource, "review", id, "/admin/reviews");
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    mode: "all",
    defaultValues: {
      name_ua: review?.name_ua ?? "",
      name_en: review?.name_en ?? "",
      review_ua: review?.review_ua ?? "",
      review_en: review?.review_en ?? "",
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormShell {...shell} formState={formState} onSubmit={form.handleSubmit(save)}>
      <BilingualFields register={register} errors={errors} name="name" label="Ім’я" />
      <BilingualFields register={register} errors={errors} name="review" label="Відгук" rows={6} />
    </FormShell>
  );
}
