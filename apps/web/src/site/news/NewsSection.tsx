import { useTranslation } from "react-i18next";
import { useNews } from "../../api/queries.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";
import { formatPublicationDate } from "./publicationDate.ts";

export function NewsSection() {
  const { t } = useTranslation("news");
  const localize = useLocalize();
  return (
    <SiteSection id="news" title={t("title")}>
      <ListStatus query={useNews()} errorTitle={t("loadError")} emptyText={t("empty")}>
        {(posts) => (
          <ul className="news-list">
            {posts.map((post) => {
              const date = formatPublicationDate(post.createdAt);
              return (
                <li key={post.ID}>
                  <h3>{localize(post, "title")}</h3>
                  {date && (
                    <p className="muted">
                      <time dateTime={post.createdAt}>{t("publishedOn", { date })}</time>
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListStatus>
    </SiteSection>
  );
}
