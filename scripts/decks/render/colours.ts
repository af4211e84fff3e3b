/** The ink colours every deck shares, and the theme derived from a deck's accent colour. */

export const INK = { text: '#1f2937', soft: '#374151', muted: '#64748b', rule: '#e2e8f0', white: '#ffffff' };

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Mix colour `a` towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export interface Theme {
  accent: string;
  dark: string;
  tint: string;
  wash: string;
}
export function themeFor(accent: string): Theme {
  return {
    accent,
    dark: mix(accent, '#000000', 0.35),
    tint: mix(accent, '#ffffff', 0.88),
    wash: mix(accent, '#ffffff', 0.95),
  };
}
