// @vitest-environment happy-dom
import { galleryImage } from "../testing/records.ts";
import { describeSectionStates } from "../testing/sectionStates.tsx";
import { GallerySection } from "./GallerySection.tsx";

describeSectionStates("the gallery section", {
  Section: GallerySection,
  dataKey: "gallery",
  path: "/gallery/pagination?page=1&limit=30",
  emptyAnswer: { images: [], totalLength: 0 },
  listAnswer: { images: [galleryImage], totalLength: 1 },
  embedded: { images: [galleryImage], total: 1 },
  errorTitle: "Не вдалося завантажити фото",
  emptyText: "Фото поки немає",
  recordText: "/uploads/cow.webp",
});
