import { useId } from 'react';
import type { ClassesChoice, ClassesSoFar } from '@shared/contracts/debrief';
import type { ClassesSoFarText } from '../lib/classes-so-far-text';

/** The picker of the classes counted: all of them, or the ones ticked (never none). */
export function ClassesSoFarPicker({
  t,
  data,
  choice,
  onChange,
}: {
  t: ClassesSoFarText;
  data: ClassesSoFar | undefined;
  choice: ClassesChoice;
  onChange: (c: ClassesChoice) => void;
}) {
  const name = useId();
  const classes = data?.classes ?? [];
  const choosable = classes
    .filter((c) => !c.destroyed)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  const toggle = (id: number, on: boolean) => {
    if (choice === 'all') return;
    const next = on ? [...choice, id] : choice.filter((x) => x !== id);
    onChange(next.sort((a, b) => a - b));
  };
  return (
    <fieldset className="mb-4 text-sm text-slate-800">
      <legend className="mb-1 font-medium">{t.classes}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={choice === 'all'} onChange={() => onChange('all')} />
          {t.all}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={choice !== 'all'}
            disabled={choosable.length === 0}
            onChange={() => onChange(choosable)}
          />
          {t.chosen}
        </label>
      </div>
      {choice !== 'all' && (
        <ul className="mt-2 space-y-1 pl-1">
          {classes.map((c) => {
            const ticked = choice.includes(c.id);
            return (
              <li key={c.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={ticked}
                    // a destroyed class counts not at all; the last ticked class stays ticked
                    disabled={c.destroyed || (ticked && choice.length === 1)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                  />
                  <span>
                    {t.classLabel(c.name, c.pairs)}
                    {c.isCurrent && <span className="text-slate-600"> · {t.current}</span>}
                    {c.destroyed && <span className="text-slate-600"> · {t.destroyed}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
