import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalCloseButton, ModalFrame } from "../../ui/ModalFrame.tsx";
import type { ModalComponentProps } from "../modals/modalTypes.ts";
import "./GallerySection.css";

/** The four share targets, each given the image's absolute address and the share text. */
function shareLinks(imageUrl: string, text: string) {
  const url = encodeURIComponent(imageUrl);
  const words = encodeURIComponent(text);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: "Telegram", href: `https://t.me/share/url?url=${url}&text=${words}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${words}%20${url}` },
    { network: "e-mail", href: `mailto:?subject=${words}&body=${url}` },
  ];
}

/** spec: the share dialog — Facebook, Telegram, WhatsApp, e-mail — carrying the image address. */
export function ShareDialog({ open, data, close }: ModalComponentProps<"share">) {
  const { t } = useTranslation("gallery");
  const [absoluteUrl, setAbsoluteUrl] = useState<string | null>(null);
  useEffect(() => {
    setAbsoluteUrl(new URL(data.image.image_url, window.location.origin).href);
  }, [data.image.image_url]);

  return (
    <ModalFrame open={open} onClose={close} labelledBy="share-title">
      <ModalCloseButton onClick={close} />
      <h2 id="share-title" className="share__title">
        {t("share")}
      </h2>
      {absoluteUrl && (
        <ul className="share__links">
          {shareLinks(absoluteUrl, t("shareText")).map(({ network, href }) => (
            <li key={network}>
              <a
                className="button button--outline"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {network === "e-mail" ? t("email") : network}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ModalFrame>
  );
}
