import manifest from "./manifest.json";

/** The page's own photos, as responsive WebP files made by tools/demo-art/site-images.mjs. */
export type SiteImageName = keyof typeof manifest;

export interface SiteImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const files = import.meta.glob<string>("./*.webp", {
  eager: true,
  query: "?url",
  import: "default",
});

export function siteImage(name: SiteImageName): SiteImage {
  const { width, height, widths } = manifest[name];
  const urlOf = (size: number) => files[`./${name}-${size}.webp`] ?? "";
  const largest = widths[widths.length - 1] ?? width;
  return {
    src: urlOf(largest),
    srcSet: widths.map((size) => `${urlOf(size)} ${size}w`).join(", "),
    width,
    height,
  };
}
