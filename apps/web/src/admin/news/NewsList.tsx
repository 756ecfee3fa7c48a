import type { NewsPost } from "@shelter/contract";
import { useQuery } from "@tanstack/react-query";
import { newsResource } from "../../api/adminResources.ts";
import { ListGrid } from "../shared/ListGrid.tsx";
import { useDeleteEntity } from "../shared/useEntityWrites.ts";

export function NewsList() {
  const news = useQuery(newsResource.list());
  const remove = useDeleteEntity(newsResource, "news");
  return (
    <ListGrid<NewsPost>
      title="Новини"
      items={news.data}
      loading={news.isPending}
      error={news.error}
      itemKey={(post) => post.ID}
      itemName={(post) => post.title_ua}
      add={{ to: "/admin/news/add", label: "Додати новину" }}
      editTo={(post) => `/admin/news/edit/${post.ID}`}
      deleteQuestion="Чи ви впевнені, що хочете видалити новину зі сторінки?"
      onDelete={(post) => remove.mutate(post.ID)}
      className="admin-grid--three"
      renderCard={(post) => (
        <>
          {post.image_url ? (
            <img className="admin-card__image" src={post.image_url} alt="" loading="lazy" />
          ) : (
            <div className="admin-card__image admin-card__image--none" />
          )}
          <h2 className="admin-card__title">{post.title_ua}</h2>
        </>
      )}
    />
  );
}
