import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { qrPath } from '@/lib/qr-path';

/**
 * A QR code of `value` as inline SVG: sharp at any size (a projector, a print-out), drawn the same on the
 * server and in the browser, and black on white with its quiet zone, as phone cameras need.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square h-auto w-full bg-white', className)}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
