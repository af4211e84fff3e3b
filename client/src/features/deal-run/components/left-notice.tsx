import { UserMinus } from 'lucide-react';
import type { PairsOverview } from '@shared/contracts/deal';
import { roleInSentence } from '@/lib/role-title';

/** Students who left the class since the pairs were published: their partner may be waiting for nobody. */
export function LeftNotice({ sim, left }: { sim: string; left: PairsOverview['left'] }) {
  if (left.length === 0) return null;
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
      <p className="flex items-center gap-2 font-semibold">
        <UserMinus className="h-4 w-4" aria-hidden />
        {left.length === 1 ? 'A student left the class' : `${left.length} students left the class`}
      </p>
      <ul className="mt-1 text-sm">
        {left.map((l) => (
          <li key={`${l.table}-${l.role}`}>
            Table {l.table}: {roleInSentence(sim, l.role)}. Enter the result for the pair, or pair the partner
            again below.
          </li>
        ))}
      </ul>
    </div>
  );
}
