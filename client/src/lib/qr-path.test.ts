import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrPath } from './qr-path';

/** Paints the path's unit rectangles into an RGBA image, `scale` pixels a module, as a screen would. */
function paint({ size, d }: { size: number; d: string }, scale = 4) {
  const px = size * scale;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let yy = Number(y) * scale; yy < (Number(y) + 1) * scale; yy++)
      for (let xx = Number(x) * scale; xx < (Number(x) + Number(w)) * scale; xx++)
        rgba.fill(0, (yy * px + xx) * 4, (yy * px + xx) * 4 + 3);
  }
  return { rgba, px };
}

describe('qrPath', () => {
  it.each([
    'http://192.168.0.12:5000',
    'https://course.example.com/simulations/queen-of-sorrows-instructions',
  ])('draws a QR code that a decoder reads back as %s', (text) => {
    const qr = qrPath(text);
    const { rgba, px } = paint(qr);
    expect(jsQR(rgba, px, px)?.data).toBe(text);
  });

  it('leaves the quiet zone light on every side', () => {
    const { size, d } = qrPath('http://localhost:5000');
    const coords = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [+x!, +y!, +w!] as const);
    expect(Math.min(...coords.map(([x]) => x))).toBe(QUIET_ZONE);
    expect(Math.min(...coords.map(([, y]) => y))).toBe(QUIET_ZONE);
    expect(Math.max(...coords.map(([x, , w]) => x + w))).toBe(size - QUIET_ZONE);
    expect(Math.max(...coords.map(([, y]) => y + 1))).toBe(size - QUIET_ZONE);
  });
});
