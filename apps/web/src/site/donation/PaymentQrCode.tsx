import qrcode from "qrcode-generator";
import { useMemo } from "react";

// The QR standard asks for a light margin of four modules around the code.
const QUIET_ZONE = 4;

/** The dark modules as one SVG path, a horizontal run of dark modules per segment. */
function qrPath(text: string): { path: string; size: number } {
  // Error correction M: survives a smudged screen while keeping the modules large.
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!code.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && code.isDark(row, column)) column += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`;
    }
  }
  return { path, size: count + QUIET_ZONE * 2 };
}

interface PaymentQrCodeProps {
  text: string;
  label: string;
  /** Shown size in CSS pixels. */
  size?: number;
}

/** A crisp, scalable QR code of a payment link. */
export default function PaymentQrCode({ text, label, size = 240 }: PaymentQrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="payment-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#111" />
    </svg>
  );
}
