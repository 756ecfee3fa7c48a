import { type NewsPost, newsArchivePath, parsePublicPath } from "@shelter/contract/page";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { useLocalize } from "../../i18n/useLocalize.ts";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { useReportInView } from "../ActiveAnchor.tsx";
import { useModal } from "../modals/ModalProvider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { PageSection } from "../shared/PageSection.tsx";
import { SectionPager } from "../shared/SectionPager.tsx";
import { useGridPages } from "../shared/useGridPages.ts";
import { NewsCard } from "./NewsCard.tsx";
import { showPostAddress } from "./newsAddress.ts";
import "../shared/photoCard.css";
import "./NewsSection.css";

// spec §9: 5 posts per page at 1280 px and up, 3 from 768 px, else 1.
const PAGE_SIZES = { mobile: 1, tablet: 3, desktop: 5 };

export function NewsSection() {
  const { t, i18n } = useTranslation("news");
  const localize = useLocalize();
  const { state, openModal, closeModal } = useModal();
  const ref = useRef<HTMLElement>(null);
  useReportInView(ref, "#news");
  const section = useSectionData(usePageData().news, (signal) =>
    fetchPublic<{ data: NewsPost[]; total: number }>("/news?page=1&limit=25", signal).then(
      (page) => ({ posts: page.data, total: page.total }),
    ),
  );
  const grid = useGridPages(PAGE_SIZES);
  const language = i18n.language === "en" ? "en" : "uk";
  const posts = section.data?.posts;

  // Back and forward between a post's address and the home page open and close its panel.
  const panelOpen = state.type === "news" && state.isModalOpen;
  useEffect(() => {
    const onPopState = () => {
      const id = parsePublicPath(window.location.pathname)?.newsId;
      if (id == null) {
        if (panelOpen) closeModal();
        return;
      }
      const known = posts?.find((post) => post.ID === id);
      if (known) openModal("news", known);
      else
        fetchPublic<NewsPost>(`/news/${id}`)
          .then((post) => openModal("news", post))
          .catch(() => {});
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [posts, panelOpen, openModal, closeModal]);

  const open = (post: NewsPost) => {
    showPostAddress(language, post.ID);
    openModal("news", post);
  };

  return (
    <PageSection
      sectionRef={ref}
      id="news"
      titleId="news-title"
      title={t("title")}
      className="section news"
    >
      <SectionStates
        section={section}
        errorTitle={t("loadError")}
        emptyText={t("empty")}
        isEmpty={(data) => data.posts.length === 0}
      >
        {({ posts: all, total }) => {
          const { shown, pager } = grid.pageOf(all, total);
          return (
            <>
              <ul
                className={`news__grid${grid.pageSize === null ? " news__grid--unmeasured" : ""}`}
              >
                {shown.map((post, index) => (
                  <li key={post.ID} className={index === 0 ? "news__item--lead" : undefined}>
                    <NewsCard
                      post={post}
                      language={language}
                      heading="h3"
                      sizes={
                        index === 0
                          ? "(min-width: 1280px) 45vw, (min-width: 768px) 60vw, 100vw"
                          : "(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 100vw"
                      }
                    >
                      <button
                        type="button"
                        className="button button--outline news-card__more"
                        onClick={() => open(post)}
                      >
                        {t("more")}
                        <span className="visually-hidden">: {localize(post, "title")}</span>
                      </button>
                    </NewsCard>
                  </li>
                ))}
              </ul>
              <SectionPager {...pager} label={t("pages")} />
              <p className="news__all">
                <a className="button button--outline" href={newsArchivePath(language)}>
                  {t("viewAll")}
                </a>
              </p>
            </>
          );
        }}
      </SectionStates>
    </PageSection>
  );
}
