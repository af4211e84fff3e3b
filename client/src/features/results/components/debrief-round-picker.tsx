import { cn } from '@/lib/utils';
import type { DebriefRound } from '../api/get-debrief-data';
import { roundName } from '../lib/debrief-round';

/**
 * Which round's pairs the views show, for a class that played the case more than once: "Round 1", "Round 2",
 * ..., "All rounds". `shown` is the round on screen (the latest until the instructor picks one).
 */
export function DebriefRoundPicker({
  rounds,
  shown,
  onPick,
}: {
  rounds: readonly number[];
  shown: DebriefRound;
  onPick: (round: number | 'all') => void;
}) {
  if (rounds.length < 2) return null;
  return (
    <div role="group" aria-label="Round" className="mt-3 flex flex-wrap gap-2 fullscreen-hidden">
      {[...rounds, 'all' as const].map((round) => (
        <button
          key={round}
          type="button"
          aria-pressed={shown === round}
          onClick={() => onPick(round)}
          className={cn(
            'rounded-lg border px-3 py-1 text-base',
            shown === round
              ? 'border-slate-800 bg-slate-800 text-white'
              : 'border-slate-300 text-slate-800 hover:bg-slate-50',
          )}
        >
          {roundName(round)}
        </button>
      ))}
    </div>
  );
}
