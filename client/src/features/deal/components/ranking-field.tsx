import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PlanRankingPrompt } from '@shared/class-flow';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { Button } from '@/components/ui/button';
import { planText } from '../lib/plan-text';

/**
 * The case's terms in the student's order, most important first, moved with up and down buttons (no drag:
 * they work with a keyboard, a screen reader and a thumb alike). The new place is announced, and the focus
 * stays with the moved term.
 */
export function RankingField({
  id,
  prompt,
  order,
  onChange,
  lang,
}: {
  id: string;
  prompt: PlanRankingPrompt;
  order: readonly string[];
  onChange: (order: string[]) => void;
  lang: Lang;
}) {
  const t = planText[lang];
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const labelOf = (key: string) => {
    const option = prompt.options.find((o) => o.key === key);
    return option ? localized(option, 'label', lang) : key;
  };

  function move(from: number, by: -1 | 1) {
    const to = from + by;
    const key = order[from]!;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, key);
    onChange(next);
    setSaid(t.movedTo(labelOf(key), to + 1, next.length));
    // at either end the pressed button is disabled: the focus goes to the other one of the same term
    const atEnd = to === 0 || to === next.length - 1;
    const direction = atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${key}:${direction}`)?.focus());
  }

  return (
    <fieldset aria-describedby={`${id}-help`}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">
        {localized(prompt, 'label', lang)}
      </legend>
      <p id={`${id}-help`} className="mb-2 text-sm text-slate-600">
        {localized(prompt, 'help', lang)}
      </p>
      <ol className="space-y-2" data-testid="ranking">
        {order.map((key, i) => (
          <li
            key={key}
            className="flex items-center gap-2 rounded-lg bg-slate-50 py-1 pl-3 pr-1 ring-1 ring-slate-200"
          >
            <span className="w-5 shrink-0 font-semibold tabular-nums text-slate-600" aria-hidden>
              {i + 1}
            </span>
            <span className="min-w-0 flex-1 break-words text-slate-900">{labelOf(key)}</span>
            <Button
              ref={(el) => void buttons.current.set(`${key}:up`, el)}
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.moveUp(labelOf(key))}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUp className="h-5 w-5" aria-hidden />
            </Button>
            <Button
              ref={(el) => void buttons.current.set(`${key}:down`, el)}
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t.moveDown(labelOf(key))}
              disabled={i === order.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDown className="h-5 w-5" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
