import { Fieldset } from '@/components/ui/field';
import { INPUT_KEYS, INPUT_MAX, INPUT_MIN, type InputKey, type Inputs } from '../lib/network';

const QUESTIONS: Record<InputKey, { label: string; low: string; high: string }> = {
  hunger: { label: 'Hunger: how hungry are you?', low: 'Not hungry', high: 'Starving' },
  health: { label: 'Health: how health-conscious are you?', low: 'Not at all', high: 'Very' },
  time: { label: 'Time: how much time do you have?', low: 'In a rush', high: 'All the time' },
};

/** Three native range inputs (1-10, step 1): keyboard, touch and screen readers work out of the box. */
export function InputSliders({
  inputs,
  onChange,
}: {
  inputs: Inputs;
  onChange: (key: InputKey, value: number) => void;
}) {
  return (
    <Fieldset className="space-y-5">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Your situation</legend>
      {INPUT_KEYS.map((key) => {
        const q = QUESTIONS[key];
        const id = `slider-${key}`;
        return (
          <div key={key}>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {q.label}
              </label>
              {/* The slider itself tells screen readers its value; an <output> would be a second live region. */}
              <span
                aria-hidden
                data-testid={`${key}-value`}
                className="min-w-10 rounded-md bg-brand-50 px-2 py-0.5 text-center font-semibold tabular-nums text-brand-800"
              >
                {inputs[key]}
              </span>
            </div>
            <input
              id={id}
              type="range"
              min={INPUT_MIN}
              max={INPUT_MAX}
              step={1}
              value={inputs[key]}
              aria-describedby={`${id}-scale`}
              onChange={(e) => onChange(key, Number(e.currentTarget.value))}
              className="mt-2 h-6 w-full cursor-pointer accent-brand-700"
            />
            <div id={`${id}-scale`} className="flex justify-between text-xs text-slate-600">
              <span>
                {INPUT_MIN} · {q.low}
              </span>
              <span>
                {INPUT_MAX} · {q.high}
              </span>
            </div>
          </div>
        );
      })}
    </Fieldset>
  );
}
