import type { Lang } from '@shared/simulations';
import { won } from '../lib/my-debrief-text';

/**
 * The class's agreed amounts as dots on one line, lowest on the left, the student's own larger and in
 * colour. Positions are percentages of the strip, so it fits any width and prints as it is shown.
 */
export function DealStrip({
  amounts,
  own,
  label,
  lang,
}: {
  amounts: readonly number[];
  own: number | null;
  label: string;
  lang: Lang;
}) {
  const all = own === null ? amounts : [...amounts, own];
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const at = (v: number) => `${hi === lo ? 50 : ((v - lo) / (hi - lo)) * 100}%`;
  return (
    <figure className="[print-color-adjust:exact]">
      <div role="img" aria-label={label} className="relative mx-3 h-10">
        <div className="absolute inset-x-0 top-1/2 h-px bg-slate-300" />
        {amounts.map((a, i) => (
          <span
            key={i}
            className="absolute top-1/2 h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-slate-500/60"
            style={{ left: at(a) }}
          />
        ))}
        {own !== null && (
          <span
            data-testid="my-dot"
            className="absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
            style={{ left: at(own) }}
          />
        )}
      </div>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-slate-600">
        <span>{won(lo, lang)}</span>
        <span>{won(hi, lang)}</span>
      </figcaption>
    </figure>
  );
}
