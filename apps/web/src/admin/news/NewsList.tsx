import type { NewsBackOfficePost } from "@shelter/contract";
import { newsResource } from "../../api/adminResources.ts";
import { CardImage } from "../shared/CardImage.tsx";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useRecordList } from "../shared/useRecordList.ts";
import { NewsCardDetails } from "./NewsCardDetails.tsx";

export function NewsList() {
  const news = useRecordList(newsResource, "news", (post) => post.ID);
  return (
    <ListGrid<NewsBackOfficePost>
      title="Новини"
      {...news}
      itemName={(post) => post.title_ua}
      add={{ to: "/admin/news/add", label: "Додати новину" }}
      editTo={(post) => `/admin/news/edit/${post.ID}`}
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
