import { toSrcSet } from "@shelter/contract";
import { useTranslation } from "react-i18next";
import { useGallery } from "../../api/queries.ts";
import { ListStatus } from "../../ui/ListStatus.tsx";
import { SiteSection } from "../SiteSection.tsx";

const THUMBNAIL_COUNT = 4;

export function GallerySection() {
  const { t } = useTranslation("gallery");
  return (
    <SiteSection id="gallery" title={t("title")}>
      <ListStatus query={useGallery()} errorTitle={t("loadError")} emptyText={t("noImages")}>
        {(images) => (
          <>
            <p>{t("count", { count: images.length })}</p>
            <ul className="thumbnail-grid">
              {images.slice(0, THUMBNAIL_COUNT).map((image, index) => (
                <li key={image.ID}>
                  <img
                    src={image.image_url}
                    srcSet={toSrcSet(image.image_variants) || undefined}
                    sizes="(min-width: 768px) 25vw, 50vw"
                    alt={t("imageAlt", { number: index + 1, total: images.length })}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStatus>
    </SiteSection>
  );
}
