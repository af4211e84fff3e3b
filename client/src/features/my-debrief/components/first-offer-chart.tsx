import type { MyDebrief } from '@shared/contracts/debrief';
import { lineAt, type LineFit } from '@shared/debrief/stats';
import type { Lang } from '@shared/simulations';
import { myDebriefText, won } from '../lib/my-debrief-text';

const W = 320;
const H = 180;
const PAD = 12;

/**
 * The class's pairs as first offer (across) against agreed amount (up), with the class's least-squares line
 * when there is one, and the student's pair larger. An SVG scaled to the width it is given: it never
 * overflows a phone. Drawn only with at least two pairs to place.
 */
export function FirstOfferChart({ debrief, fit, lang }: { debrief: MyDebrief; fit: LineFit; lang: Lang }) {
  const points = debrief.classDeals.flatMap((d) =>
    d.noAgreement || d.amount === null || !d.firstOffer ? [] : [{ x: d.firstOffer.amount, y: d.amount }],
  );
  if (points.length < 2) return null;
  const own =
    debrief.pair?.firstOffer && debrief.pair.amount !== null && !debrief.pair.noAgreement
      ? { x: debrief.pair.firstOffer.amount, y: debrief.pair.amount }
      : null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const sx = (x: number) => PAD + (x1 === x0 ? 0.5 : (x - x0) / (x1 - x0)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - (y1 === y0 ? 0.5 : (y - y0) / (y1 - y0)) * (H - 2 * PAD);
  const t = myDebriefText[lang];
  return (
    <figure className="[print-color-adjust:exact]">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t.chartLabel(points.length)}
        className="h-auto w-full rounded-lg bg-slate-50"
      >
        {fit.line && (
          <line
            data-testid="class-line"
            x1={sx(x0)}
            y1={sy(lineAt(fit.line, x0))}
            x2={sx(x1)}
            y2={sy(lineAt(fit.line, x1))}
            className="stroke-slate-400"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        )}
        {points.map((p, i) => (
          <circle key={i} cx={sx(p.x)} cy={sy(p.y)} r={4} className="fill-slate-500/60" />
        ))}
        {own && (
          <circle
            data-testid="my-point"
            cx={sx(own.x)}
            cy={sy(own.y)}
            r={7}
            className="fill-brand-700 stroke-white"
            strokeWidth={2}
          />
        )}
      </svg>
      <figcaption className="mt-1 text-sm text-slate-600">
        {t.chartAcross} {won(x0, lang)} – {won(x1, lang)}. {t.chartUp} {won(y0, lang)} – {won(y1, lang)}.
      </figcaption>
    </figure>
  );
}
