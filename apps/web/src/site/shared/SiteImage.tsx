import type { ImgHTMLAttributes } from "react";
import { type SiteImageName, siteImage } from "../images/siteImages.ts";

type SiteImageProps = { name: SiteImageName; sizes: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "sizes"
>;

/** One of the page's own photos in the widths `sizes` chooses from; decorative unless given an alt. */
export function SiteImage({ name, alt = "", ...attributes }: SiteImageProps) {
  const photo = siteImage(name);
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      width={photo.width}
      height={photo.height}
      alt={alt}
      {...attributes}
    />
  );
}
