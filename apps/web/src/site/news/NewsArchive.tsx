import {
  homePath,
  newsArchivePageCount,
  newsArchivePath,
  newsPath,
  type PageLanguage,
} from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { usePageData } from "../PageDataContext.tsx";
import { archivePageNumbers } from "./archivePages.ts";
import { NewsCard } from "./NewsCard.tsx";

/**
 * `/news` and `/en/news`: every published post, a page at a time, each linking to its own
 * address (issue 23). Plain links throughout, so it works before any script has run.
 */
export function NewsArchive() {
  const { t, i18n } = useTranslation(["news", "common"]);
  const archive = usePageData().archive;
  const language: PageLanguage = i18n.language === "en" ? "en" : "uk";
  if (!archive) return null;
  const { posts, total, page } = archive;
  const pages = newsArchivePageCount(total);
  return (
    <section className="news-archive" aria-labelledby="news-archive-title">
      <div className="container">
        <nav className="news-archive__crumbs" aria-label={t("archive.crumbs")}>
          <a href={`${homePath(language)}#news`}>
            <span aria-hidden="true">←</span> {t("archive.back")}
          </a>
        </nav>
        <h1 id="news-archive-title" className="news-archive__title">
          {t("archive.title")}
        </h1>
        <p className="news-archive__lead">
          {total === 0 ? t("archive.lead") : t("archive.count", { count: total })}
          {pages > 1 ? ` ${t("archive.pageOf", { page, pages })}` : ""}
        </p>
        {posts.length === 0 ? (
          <p className="news-archive__empty">{t("empty")}</p>
        ) : (
          <ul className="news-archive__grid">
            {posts.map((post, index) => (
              <li key={post.ID}>
                <NewsCard
                  post={post}
                  language={language}
                  heading="h2"
                  className="news-archive__card"
                  titleClassName="news-archive__post-title"
                  href={newsPath(language, post.ID)}
                  priority={index === 0}
                  sizes="(min-width: 1280px) 22vw, (min-width: 768px) 45vw, 100vw"
                />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav className="news-archive__pager" aria-label={t("pages")}>
            {page > 1 ? (
              <a
                className="news-archive__step"
                rel="prev"
                href={newsArchivePath(language, page - 1)}
              >
                <span aria-hidden="true">←</span> {t("common:pager.previous")}
              </a>
            ) : null}
            <ul className="news-archive__pages">
              {archivePageNumbers(page, pages).map((number, index, all) =>
                number === null ? (
                  <li
                    key={`gap-after-${all[index - 1]}`}
                    className="news-archive__gap"
                    aria-hidden="true"
                  >
                    …
                  </li>
                ) : (
                  <li key={number}>
                    <a
                      className="pager__page news-archive__page"
                      href={newsArchivePath(language, number)}
                      aria-current={number === page ? "page" : undefined}
                      aria-label={t("common:pager.page", { page: number })}
                    >
                      {number}
                    </a>
                  </li>
                ),
              )}
            </ul>
            {page < pages ? (
              <a
                className="news-archive__step"
                rel="next"
                href={newsArchivePath(language, page + 1)}
              >
                {t("common:pager.next")} <span aria-hidden="true">→</span>
              </a>
            ) : null}
          </nav>
        )}
      </div>
    </section>
  );
}
