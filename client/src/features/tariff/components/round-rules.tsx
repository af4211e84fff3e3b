import { MessagesSquare, Zap } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A round's special rules as a banner: the multiplier (x2, x3) and the talk round, each on its own line
 * with an icon, or a quiet line when the round is plain. The caller gives the words (team page, projector).
 */
export function RoundRules({
  multiplier,
  talk,
  text,
  className = '',
}: {
  multiplier: number;
  talk: boolean;
  text: { label: string; multiplier: (m: number) => ReactNode; talk: ReactNode; normal: ReactNode };
  className?: string;
}) {
  if (multiplier === 1 && !talk) return <p className={`text-slate-600 ${className}`}>{text.normal}</p>;
  return (
    <ul aria-label={text.label} className={`space-y-2 ${className}`}>
      {multiplier > 1 && (
        <li className="flex items-center gap-3 rounded-lg bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-400">
          <Zap className="h-6 w-6 shrink-0" aria-hidden />
          <span>{text.multiplier(multiplier)}</span>
        </li>
      )}
      {talk && (
        <li className="flex items-center gap-3 rounded-lg bg-sky-100 px-4 py-3 font-semibold text-sky-950 ring-1 ring-sky-400">
          <MessagesSquare className="h-6 w-6 shrink-0" aria-hidden />
          <span>{text.talk}</span>
        </li>
      )}
    </ul>
  );
}
