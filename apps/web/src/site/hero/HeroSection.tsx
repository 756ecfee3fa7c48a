import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { siteImage } from "../images/siteImages.ts";
import { useModal } from "../modals/ModalProvider.tsx";
import { DonateButton } from "../shared/DonateButton.tsx";
import "../shared/photoBackdrop.css";
import "./HeroSection.css";

const ITEMS = ["shelter", "shelter2", "eco_rest", "excursions"] as const;

export function HeroSection() {
  const { t } = useTranslation("hero");
  const { openModal } = useModal();
  const photo = siteImage("hero");
  const photoRef = useRef<HTMLImageElement>(null);
  const [photoFailed, setPhotoFailed] = useState(false);
  // A photo that failed before hydration fired its error unheard; the browser would draw its
  // broken-image frame over the dark ground meant to stand in for it.
  useEffect(() => {
    const image = photoRef.current;
    if (image?.complete && image.naturalWidth === 0) setPhotoFailed(true);
  }, []);
  return (
    <section id="top" className="hero photo-backdrop" aria-labelledby="hero-title">
      {/* The largest paint of the page: loaded at once, first, at the width it is shown. */}
      <img
        ref={photoRef}
        className="hero__photo photo-backdrop__photo"
        src={photo.src}
        srcSet={photo.srcSet}
        sizes="100vw"
        width={photo.width}
        height={photo.height}
        alt=""
        fetchPriority="high"
        hidden={photoFailed}
        onError={() => setPhotoFailed(true)}
      />
      <div className="hero__content container">
        <h1 id="hero-title" className="hero__title">
          {t("title")}
        </h1>
        <ul className="hero__items">
          {ITEMS.map((item) => (
            <li key={item}>{t(`items.${item}`)}</li>
          ))}
        </ul>
        <a className="hero__address" href="#contacts">
          {t("address")}
        </a>
        <div className="hero__actions">
          <button
            type="button"
            className="button button--light"
            onClick={() => openModal("order", undefined)}
          >
            {t("order")}
          </button>
          <DonateButton>{t("help")}</DonateButton>
        </div>
      </div>
    </section>
  );
}
