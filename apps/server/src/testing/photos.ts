import sharp from "sharp";

/** Text hidden in a test photo's EXIF: it must never reach a stored variant. */
export const PHOTO_SECRET = "secret-place";
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,19.8N"/></rdf:RDF></x:xmpmeta>`;

export function canvas(width: number, height: number, background = "#3a7d44") {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A JPEG as a phone takes it: a description and GPS coordinates in EXIF, XMP, a P3 profile. */
export function photoWithLocation(width = 2400, height = 1600): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: PHOTO_SECRET },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 19/1 48/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "30/1 12/1 0/1",
      },
    })
    .withXmp(XMP)
    .withIccProfile("p3")
    .toBuffer();
}
