import type { Excursion, GalleryImage, NewsPost } from "@shelter/contract/page";

/** The page's modal types (spec §3 client state) and the data each one opens with. */
export interface ModalDataMap {
  burgerMenu: undefined;
  /** The support card that opened it may choose how often (the monthly card: monthly). */
  donation: { frequency: "oneTime" | "monthly" } | undefined;
  /** From an excursion's dialog, that excursion goes on into the request form. */
  order: { excursionId: number } | undefined;
  /** The request form; from an excursion's dialog with that excursion chosen. */
  booking: { excursionId: number | null };
  /** A visitor's cancel link (`/booking/cancel/{token}`). */
  bookingCancel: { token: string };
  excursions: Excursion;
  lightbox: { images: GalleryImage[]; index: number };
  share: { image: GalleryImage; position: number; total: number };
  partners: undefined;
  news: NewsPost;
  about: { subsection: "mission" | "nature" | "help" };
  support_info: { card: "111" | "222" };
}

export type ModalType = keyof ModalDataMap;

/** spec §9: close delays, 300 ms (partner, order) or 500 ms (excursion, donation, support). */
export const MODAL_CLOSE_DELAY_MS: Record<ModalType, number> = {
  burgerMenu: 300,
  donation: 500,
  order: 300,
  booking: 300,
  bookingCancel: 300,
  excursions: 500,
  lightbox: 300,
  share: 300,
  partners: 300,
  news: 300,
  about: 300,
  support_info: 500,
};

/** spec: the order modal opens 300 ms after the order button. */
export const ORDER_MODAL_OPEN_DELAY_MS = 300;

/** spec §4: page scroll is locked under an open modal on widths over 678 px. */
export const SCROLL_LOCK_MIN_WIDTH = 679;

export interface ModalComponentProps<Type extends ModalType> {
  /** False during the close delay, while the modal animates out. */
  open: boolean;
  data: ModalDataMap[Type];
  close: () => void;
}
