import { amountWords } from '@shared/format';
import type { bargainingRangeOf } from '@shared/contracts/case-variant';
import { cn } from '@/lib/utils';

type Range = NonNullable<ReturnType<typeof bargainingRangeOf>>;

const words = (won: number) => amountWords(won, 'en');

/**
 * Whether the two sides of a case can agree at all: the seller's walk-away figure to the buyer's, in words and
 * drawn as a bar (the range in green, or the gap between the limits when there is none). A case with no
 * range is a lesson of its own, so it is said, not refused. `live`: the range changes as the instructor
 * types (the variant form), so a screen reader hears it.
 */
export function BargainingRange({ range, live = false }: { range: Range; live?: boolean }) {
  const { low, high, canAgree } = range;
  const from = Math.min(low, high);
  const to = Math.max(low, high);
  // a margin either side, so that a range touching the limits still shows where each side stands
  const margin = (to - from) / 3 || to / 10 || 1;
  const left = from - margin;
  const width = to - from + 2 * margin;
  const at = (value: number) => `${((value - left) / width) * 100}%`;
  const seller = { side: "Seller's", value: low };
  const buyer = { side: "Buyer's", value: high };
  const sides = canAgree ? [seller, buyer] : [buyer, seller];
  return (
    <div
      className={cn(
        'space-y-3 rounded-lg p-3',
        canAgree ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900',
      )}
    >
      <p role={live ? 'status' : undefined}>
        {canAgree
          ? `Bargaining range: ${words(low)} to ${words(high)}. These sides can agree.`
          : `No bargaining range: the buyer's limit (${words(high)}) is below the seller's (${words(low)}). These sides cannot agree; the best pairs will walk away.`}
      </p>
      <div aria-hidden className="space-y-1 text-xs">
        <div className="relative h-3 rounded-full bg-slate-200">
          <div
            className={cn(
              'absolute inset-y-0 rounded-full',
              canAgree
                ? 'bg-green-600'
                : 'bg-[repeating-linear-gradient(45deg,#d97706_0_4px,transparent_4px_8px)]',
            )}
            style={{ left: at(from), width: `calc(${at(to)} - ${at(from)})` }}
          />
          {[low, high].map((value, i) => (
            <div
              key={i}
              className="absolute -inset-y-1 w-0.5 bg-slate-800"
              style={{ left: `calc(${at(value)} - 1px)` }}
            />
          ))}
        </div>
        <div className="flex justify-between gap-2">
          {/* each limit under its end of the bar: the buyer's first when it is the lower */}
          {sides.map(({ side, value }, i) => (
            <span key={side} className={i === 1 ? 'text-right' : undefined}>
              {side} walk-away: {words(value)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
