import { UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { runText } from '../lib/run-text';

/** The student the instructor is about to mark absent, and who sits at their table. */
export interface AbsentTarget {
  seatId: number;
  name: string;
  partners: string[];
}

/**
 * Asks before marking a student absent: it takes them from their table and may leave their partners waiting
 * (who keep their role and are told); Present again undoes it.
 */
export function AbsentDialog({
  target,
  onConfirm,
  onClose,
}: {
  target: AbsentTarget | null;
  onConfirm: (seatId: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={runText.absentTitle(target.name)}
          description={runText.absentBody(target.partners)}
        >
          <DialogActions pending={false}>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm(target.seatId);
                onClose();
              }}
            >
              <UserX className="h-4 w-4" aria-hidden />
              Mark absent
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
