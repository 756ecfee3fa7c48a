import type { Excursion, GalleryImage, NewsPost, Partner, Review } from "@shelter/contract";

// Records, and the pages that hold them, as the API gives them, for the sections' tests.
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

/** `/api/news`'s page without and with the post, and the page's embedded news. */
export const newsAnswers = {
  emptyAnswer: { data: [], total: 0 },
  listAnswer: { data: [newsPost], total: 1 },
  embedded: { posts: [newsPost], total: 1 },
};

export const galleryImage = { ID: 2, id: 2, ...picture, ...alt } as unknown as GalleryImage;

/** `/api/gallery/pagination`'s page without and with the image, and the page's embedded gallery. */
export const galleryAnswers = {
  emptyAnswer: { images: [], totalLength: 0 },
  listAnswer: { images: [galleryImage], totalLength: 1 },
  embedded: { images: [galleryImage], total: 1 },
};

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
