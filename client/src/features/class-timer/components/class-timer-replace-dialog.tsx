import type { ClassTimer, StartTimer } from '@shared/contracts/class-timer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { formatRemaining } from '@/features/class-timer/lib/format-remaining';

/**
 * A timer with time left is replaced only once the instructor says so: one stray click on a preset must
 * not wipe the countdown the class is working to.
 */
export function ReplaceTimerDialog({
  timer,
  remainingMs,
  replacing,
  onReplace,
  onKeep,
}: {
  timer: ClassTimer | null;
  remainingMs: number | null;
  /** The timer asked for, while the instructor decides. */
  replacing: StartTimer | null;
  onReplace: (next: StartTimer) => void;
  onKeep: () => void;
}) {
  return (
    <Dialog open={replacing !== null} onOpenChange={(open) => !open && onKeep()}>
      {replacing && timer && (
        <DialogContent
          title="Replace the running timer?"
          description={`"${timer.label}" still has ${formatRemaining(remainingMs ?? 0)} left. Starting "${replacing.label}" (${formatRemaining(replacing.seconds * 1000)}) stops it for every screen.`}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep the current timer</Button>
            </DialogClose>
            <Button onClick={() => onReplace(replacing)}>Replace it</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
