import type { Excursion, GalleryImage, NewsPost, Partner, Review } from "@shelter/contract";

// Records as the API gives them, for the sections' tests.
const picture = { image_url: "/uploads/cow.webp", image_variants: [] };
const alt = { alt_ua: "Корова Зірка на лузі", alt_en: "Zirka the cow in a meadow" };

export const newsPost = {
  ID: 1,
  id: 1,
  title_ua: "Готуємося до зими",
  title_en: "Getting ready for winter",
  subtitle_ua: "Утеплюємо хлів",
  subtitle_en: "Insulating the barn",
  content_ua: "Текст",
  content_en: "Text",
  createdAt: "2026-11-01T10:00:00.000Z",
  ...picture,
  ...alt,
} as unknown as NewsPost;

export const galleryImage = { ID: 2, id: 2, ...picture, ...alt } as unknown as GalleryImage;

export const excursion = {
  ID: 3,
  id: 3,
  title_ua: "Ранок на фермі",
  title_en: "Morning on the farm",
  description_ua: "Годуємо корів",
  description_en: "Feeding the cows",
  time_from: "60",
  time_to: "90",
  amount_of_persons: "10",
  ...picture,
  ...alt,
} as unknown as Excursion;

export const partner = {
  ID: 4,
  id: 4,
  name: "Зелена Буша",
  name_en: "Green Busha",
  link: "https://example.org",
  logo: "/uploads/logo.webp",
  logo_variants: [],
  ...alt,
} as unknown as Partner;

export const review = {
  id: 5,
  ID: 5,
  name_ua: "Олена",
  name_en: "Olena",
  review_ua: "Чудова екскурсія",
  review_en: "A lovely visit",
} as unknown as Review;
