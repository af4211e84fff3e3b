import { useId, useState, type FormEvent } from 'react';
import { classMessages, type CourseClass } from '@shared/contracts/classes-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteClass } from '../api/delete-class';

/**
 * Deletes an ended class and everything in it, once the instructor has typed its name: the button waits
 * for the exact name, and the server checks it again.
 */
export function DeleteClassDialog({
  target,
  onClose,
}: {
  /** The class to delete; null when the dialog is closed. */
  target: CourseClass | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <DeleteForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function DeleteForm({ target, onClose }: { target: CourseClass; onClose: () => void }) {
  const id = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteClass({
    mutationConfig: {
      onSuccess: () => {
        onClose();
        toast({ title: 'Class deleted', description: classMessages.deleted(target.name) });
      },
    },
  });
  const pending = remove.isPending;
  const matches = typed === target.name;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (matches) remove.mutate({ id: target.id, confirmName: typed });
  };

  return (
    <DialogContent
      title="Delete class"
      description={`This deletes "${target.name}" at once: its seats, plans, results, feedback, survey answers and games. It cannot be undone.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor={id}>Class name</Label>
          <Input
            id={id}
            type="text"
            value={typed}
            disabled={pending}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
            aria-describedby={hintId}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {classMessages.confirmName}
          </p>
        </div>
        <DialogActions
          problem={
            remove.isError
              ? errorMessage(remove.error, 'The class could not be deleted. Please try again.')
              : null
          }
          pending={pending}
        >
          <Button type="submit" variant="danger" disabled={!matches || pending}>
            {pending ? 'Deleting…' : 'Delete class'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
