import type { GalleryImage } from "@shelter/contract/page";
import { useTranslation } from "react-i18next";
import { fetchPublic, useSectionData } from "../../api/publicApi.ts";
import { ContentImage } from "../../ui/ContentImage.tsx";
import { SectionStates } from "../../ui/SectionStates.tsx";
import { altText } from "../altText.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import { usePageData } from "../PageDataContext.tsx";
import { PageSection } from "../shared/PageSection.tsx";
import { SectionPager } from "../shared/SectionPager.tsx";
import { useGridPages } from "../shared/useGridPages.ts";
import "./GallerySection.css";

// spec §9: 6 images per page above 1280 px, 4 from 768 to 1279 px, 1 on a phone.
const PAGE_SIZES = { mobile: 1, tablet: 4, desktop: 6 };

export function GallerySection() {
  const { t, i18n } = useTranslation("gallery");
  const { openModal } = useModal();
  const section = useSectionData(usePageData().gallery, (signal) =>
    fetchPublic<{ images: GalleryImage[]; totalLength: number }>(
      "/gallery/pagination?page=1&limit=30",
      signal,
    ).then((page) => ({ images: page.images, total: page.totalLength })),
  );
  const grid = useGridPages(PAGE_SIZES);
  const language = i18n.language === "en" ? "en" : "uk";

  return (
    <PageSection
      id="gallery"
      titleId="gallery-title"
      title={t("title")}
      lead={t("lead")}
      className="section section--cream gallery"
    >
      <SectionStates
        section={section}
        errorTitle={t("loadError")}
        emptyText={t("noImages")}
        isEmpty={(data) => data.images.length === 0}
      >
        {({ images }) => {
          const { shown, first, current, pages, pager } = grid.pageOf(images);
          const single = grid.pageSize === PAGE_SIZES.mobile;
          return (
            <>
              <ul
                className={`gallery__grid${grid.pageSize === null ? " gallery__grid--unmeasured" : ""}`}
              >
                {shown.map((image, index) => {
                  const n = first + index + 1;
                  const description = altText(
                    image,
                    language,
                    t("photoOf", { n, total: images.length }),
                  );
                  return (
                    <li key={image.ID} className="gallery__item">
                      <ContentImage
                        className="gallery__image"
                        variants={image.image_variants}
                        fallbackSrc={image.image_url}
                        width={image.image_width}
                        height={image.image_height}
                        alt={description}
                        sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw"
                      />
                      <button
                        type="button"
                        className="gallery__zoom"
                        aria-label={t("enlarge", { n })}
                        onClick={() => openModal("lightbox", { images, index: n - 1 })}
                      >
                        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                          <circle
                            cx="10.5"
                            cy="10.5"
                            r="6.5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                          />
                          <path
                            d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {single ? (
                <div className="gallery__single-controls">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t("previous")}
                    disabled={current <= 1}
                    onClick={() => grid.setPage(current - 1)}
                  >
                    ‹
                  </button>
                  <span>{t("counter", { n: current, total: pages })}</span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t("next")}
                    disabled={current >= pages}
                    onClick={() => grid.setPage(current + 1)}
                  >
                    ›
                  </button>
                  {shown[0] && (
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={() =>
                        shown[0] &&
                        openModal("share", {
                          image: shown[0],
                          position: current,
                          total: images.length,
                        })
                      }
                    >
                      {t("share")}
                    </button>
                  )}
                </div>
              ) : (
                <SectionPager {...pager} label={t("pages")} />
              )}
            </>
          );
        }}
      </SectionStates>
    </PageSection>
  );
}
