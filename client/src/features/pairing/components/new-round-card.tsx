import { Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import type { RoundMode } from '@shared/contracts/pairing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { runText } from '../lib/run-text';

/**
 * After a round is published and played: the class plays the case again. The instructor chooses how it is
 * reseated; the next round comes as a draft to check and publish, as the first did. The round before keeps
 * its deals.
 */
export function NewRoundCard({
  round,
  busy,
  onStart,
}: {
  /** The round being played now. */
  round: number;
  busy: boolean;
  onStart: (mode: RoundMode) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<RoundMode>('switch-roles');
  return (
    <Card className="space-y-4 p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {runText.newRoundTitle}
      </h2>
      <p className="text-slate-700">{runText.newRoundHelp(round)}</p>
      <fieldset>
        <legend className="font-semibold text-slate-900">{runText.newRoundLegend}</legend>
        <div className="mt-2 space-y-2">
          {runText.roundModes.map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                className="h-5 w-5 accent-brand-700"
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button disabled={busy} onClick={() => onStart(mode)}>
        <Repeat className="h-4 w-4" aria-hidden />
        {runText.newRoundButton(round + 1)}
      </Button>
    </Card>
  );
}
