/** A list card's photo, or the tinted place of one when the record has none. */
export function CardImage({ src }: { src: string | null | undefined }) {
  return src ? (
    <img className="admin-card__image" src={src} alt="" loading="lazy" />
  ) : (
    <div className="admin-card__image" />
  );
}
