import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path';

/** A QR code of `value` as inline SVG, black on white with its quiet zone: sharp on paper and projector. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="block aspect-square h-auto w-full bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
