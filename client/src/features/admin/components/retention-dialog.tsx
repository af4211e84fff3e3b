import { useId } from 'react';
import {
  RETENTION_DAYS_MAX,
  classMessages,
  renameClassSchema,
  type CourseClass,
} from '@shared/contracts/classes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { describedBy, FieldError, useCourseForm } from '@/lib/form';
import { useUpdateClass } from '../api/update-class';
import { showClassRefusal } from '../lib/class-form';
import { retentionText } from '../lib/retention';

/** Changes how long one class's personal data is kept after it ends (the shared schema checks the days). */
export function RetentionDialog({
  target,
  onClose,
}: {
  /** The class whose retention is changed; null when the dialog is closed. */
  target: CourseClass | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <RetentionForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function RetentionForm({ target, onClose }: { target: CourseClass; onClose: () => void }) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const form = useCourseForm(renameClassSchema, {
    defaultValues: { retentionDays: target.retentionDays },
    mode: 'onSubmit',
  });
  const update = useUpdateClass({
    mutationConfig: {
      onSuccess: (changed) => {
        onClose();
        toast({ title: 'Retention saved', description: `${changed.name}: ${retentionText(changed)}.` });
      },
      onError: (err) => showClassRefusal(form, err, classMessages.renameFailed),
    },
  });
  const pending = update.isPending;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => update.mutate({ id: target.id, ...body }));

  return (
    <DialogContent title="Keep personal data" description={`${target.name}: ${retentionText(target)}.`}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div>
          <Label htmlFor={id}>Days after the class ends</Label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={RETENTION_DAYS_MAX}
            step={1}
            disabled={pending}
            // an empty field is no number (not 0, which keeps the data until the class is deleted)
            {...form.register('retentionDays', { valueAsNumber: true })}
            {...describedBy(errorId, errors.retentionDays, hintId)}
            className="w-40"
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {classMessages.retention} Then seat names, plans, survey answers, feedback names and comments are
            destroyed; results keep only their numbers.
          </p>
          <FieldError id={errorId} error={errors.retentionDays} className="font-medium" />
        </div>
        <DialogActions problem={errors.root?.server?.message} pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
