// @vitest-environment happy-dom
import { galleryAnswers } from "../testing/records.ts";
import { describeSectionStates } from "../testing/sectionStates.tsx";
import { GallerySection } from "./GallerySection.tsx";

describeSectionStates("the gallery section", {
  Section: GallerySection,
  dataKey: "gallery",
  path: "/gallery/pagination?page=1&limit=30",
  ...galleryAnswers,
  errorTitle: "Не вдалося завантажити фото",
  emptyText: "Фото поки немає",
  recordText: "/uploads/cow.webp",
});
