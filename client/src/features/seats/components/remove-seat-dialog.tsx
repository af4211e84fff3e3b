import type { RosterSeat } from '@shared/contracts/seats-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useRemoveSeat } from '../api/remove-seat';
import { rosterText } from '../lib/roster-text';

/** Removes a student from the class once the instructor confirms: the seat's devices stop at once. */
export function RemoveSeatDialog({ target, onClose }: { target: RosterSeat | null; onClose: () => void }) {
  const remove = useRemoveSeat({
    mutationConfig: {
      onSuccess: () => {
        if (target) toast({ title: 'Student removed', description: rosterText.removed(target.name) });
        onClose();
      },
    },
  });
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open || remove.isPending) return;
        remove.reset();
        onClose();
      }}
    >
      {target && (
        <DialogContent title={rosterText.removeTitle(target.name)} description={rosterText.removeBody}>
          <DialogActions
            problem={remove.isError ? errorMessage(remove.error, rosterText.removeFailed) : null}
            pending={remove.isPending}
          >
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(target.id)}>
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
