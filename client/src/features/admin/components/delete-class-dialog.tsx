import { useId } from 'react';
import { classMessages, deleteClassSchema, type CourseClass } from '@shared/contracts/classes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { describedBy, FieldError, showServerErrors, useCourseForm } from '@/lib/form';
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
  const errorId = useId();
  const form = useCourseForm(deleteClassSchema, { defaultValues: { confirmName: '' }, mode: 'onSubmit' });
  const remove = useDeleteClass({
    mutationConfig: {
      onSuccess: () => {
        onClose();
        toast({ title: 'Class deleted', description: classMessages.deleted(target.name) });
      },
      onError: (err) =>
        showServerErrors(form, err, { fallback: 'The class could not be deleted. Please try again.' }),
    },
  });
  const pending = remove.isPending;
  const { errors } = form.formState;
  const matches = form.watch('confirmName') === target.name;

  const onSubmit = form.handleSubmit(({ confirmName }) => {
    if (confirmName === target.name) remove.mutate({ id: target.id, confirmName });
  });

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
            disabled={pending}
            autoComplete="off"
            spellCheck={false}
            {...form.register('confirmName')}
            {...describedBy(errorId, errors.confirmName, hintId)}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {classMessages.confirmName}
          </p>
          <FieldError id={errorId} error={errors.confirmName} className="font-medium" />
        </div>
        <DialogActions problem={errors.root?.server?.message} pending={pending}>
          <Button type="submit" variant="danger" disabled={!matches || pending}>
            {pending ? 'Deleting…' : 'Delete class'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
