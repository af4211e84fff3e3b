import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { TARIFF_CHOICES, type TariffChoice } from '@shared/contracts/tariff-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useLockChoice } from '../api/lock-choice';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { lockErrorText } from '../lib/team-errors';
import type { TeamText } from '../lib/team-text';
import { cn } from '@/lib/utils';

/** One neutral look for both choices: no colour may hint that one of them is the right answer. */
const buttonTone = 'bg-slate-800 hover:bg-slate-900 text-white';

/**
 * The round's two big buttons, High and Low, and the confirmation before a choice is locked: a locked
 * choice cannot change. One idempotency key per confirmation, so a double tap stores it once.
 */
export function ChoicePanel({ round, t, lang }: { round: number; t: TeamText; lang: string }) {
  const [chosen, setChosen] = useState<TariffChoice | null>(null);
  const key = useRef('');
  const lock = useLockChoice();

  const open = (choice: TariffChoice) => {
    key.current = newIdempotencyKey();
    lock.reset();
    setChosen(choice);
  };

  return (
    <section aria-labelledby="tariff-choose" className="mt-6">
      <h2 id="tariff-choose" className="text-lg font-semibold text-slate-900">
        {t.chooseHeading}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {TARIFF_CHOICES.map((choice) => (
          <Button
            key={choice}
            className={cn('h-auto min-h-28 flex-col rounded-2xl px-2 py-4 text-xl font-bold', buttonTone)}
            onClick={() => open(choice)}
          >
            {t.choice[choice]}
          </Button>
        ))}
      </div>
      <Dialog open={chosen !== null} onOpenChange={(o) => !o && !lock.isPending && setChosen(null)}>
        {chosen && (
          <DialogContent lang={lang} title={t.confirmTitle(round)} description={t.confirmBody}>
            <p
              className={cn('rounded-xl px-4 py-5 text-center text-2xl font-bold', buttonTone)}
              data-testid="tariff-chosen"
            >
              {t.choice[chosen]}
            </p>
            {lock.isError && (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {lockErrorText(lock.error, t)}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogPrimitive.Close asChild>
                <Button variant="secondary" disabled={lock.isPending}>
                  {t.cancel}
                </Button>
              </DialogPrimitive.Close>
              <Button
                aria-busy={lock.isPending || undefined}
                disabled={lock.isPending}
                onClick={() =>
                  lock.mutate(
                    { round, choice: chosen, idempotencyKey: key.current },
                    { onSuccess: () => setChosen(null) },
                  )
                }
              >
                <Lock className="h-4 w-4" aria-hidden />
                {lock.isPending ? t.locking : t.confirm(t.choice[chosen])}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
