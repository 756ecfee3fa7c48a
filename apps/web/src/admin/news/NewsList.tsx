import type { NewsBackOfficePost } from "@shelter/contract";
import { newsResource } from "../../api/adminResources.ts";
import { CardImage } from "../shared/CardImage.tsx";
import { RecordListScreen } from "../shared/RecordListScreen.tsx";
import { NewsCardDetails } from "./NewsCardDetails.tsx";

export function NewsList() {
  return (
    <RecordListScreen<NewsBackOfficePost>
      resource={newsResource}
      entity="news"
      recordId={(post) => post.ID}
      itemName={(post) => post.title_ua}
      deleteQuestion="Чи ви впевнені, що хочете видалити новину зі сторінки?"
      className="admin-grid--three"
      renderCard={(post) => (
        <>
          <CardImage src={post.image_url} />
          <h2 className="admin-card__title">{post.title_ua}</h2>
          <NewsCardDetails post={post} />
        </>
      )}
    />
  );
}
