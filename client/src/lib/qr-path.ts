import QRCode from 'qrcode';

/** Light modules around the symbol: the QR standard asks for four, and scanners need them. */
export const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path (dark modules, one rectangle per horizontal run) on a square of
 * `size` units, quiet zone included. The `qrcode` library does the encoding (version, mask, error
 * correction); this only draws its matrix, so the same markup comes out on the server and in the browser.
 * Error correction M (15 %): still scans from a projector with glare or a phone held at an angle.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < n && modules.get(y, x + run)) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run;
    }
  }
  return { size: n + 2 * QUIET_ZONE, d: parts.join('') };
}
