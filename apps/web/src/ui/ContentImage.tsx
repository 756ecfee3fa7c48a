import type { ImageVariant } from "@shelter/contract/page";
import { useState } from "react";
import placeholder from "./image-placeholder.svg";

interface ContentImageProps {
  /** The record's stored widths; empty for a record without an image. */
  variants: readonly ImageVariant[];
  fallbackSrc?: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each width. */
  sizes: string;
  width?: number | null;
  height?: number | null;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image at the width it is shown (srcset of the stored WebP variants), with its
 * box reserved and a placeholder when it is missing or fails to load (spec).
 */
export function ContentImage({
  variants,
  fallbackSrc,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: ContentImageProps) {
  const [failed, setFailed] = useState(false);
  const largest = variants[variants.length - 1];
  const src = largest?.url ?? fallbackSrc ?? null;
  if (failed || !src) {
    return (
      <img
        className={className}
        src={placeholder}
        alt={alt}
        width={width ?? 4}
        height={height ?? 3}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={
        variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined
      }
      sizes={variants.length > 0 ? sizes : undefined}
      alt={alt}
      width={width ?? 4}
      height={height ?? 3}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
