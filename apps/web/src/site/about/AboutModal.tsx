import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import { SiteImage } from "../shared/SiteImage.tsx";
import { ABOUT_SUBSECTIONS } from "./subsections.ts";
import "./AboutSection.css";

/** spec: the side modal of type about — title, image, paragraphs. */
export function AboutModal({ open, data, close }: ModalComponentProps<"about">) {
  const { t } = useTranslation("about");
  const subsection = ABOUT_SUBSECTIONS.find((item) => item.id === data.subsection);
  if (!subsection) return null;
  const key = `sections.${subsection.id}` as const;
  return (
    <ModalFrame open={open} onClose={close} labelledBy="about-modal-title" placement="side">
      <ModalCloseButton onClick={close} />
      <h2 id="about-modal-title" className="about-modal__title">
        {t(`${key}.title`)}
      </h2>
      <SiteImage
        name={subsection.image}
        className="about-modal__image"
        sizes="(min-width: 560px) 34rem, 100vw"
      />
      <p className="about-modal__text">{t(`${key}.p1`)}</p>
      <p className="about-modal__text">{t(`${key}.p2`)}</p>
    </ModalFrame>
  );
}
