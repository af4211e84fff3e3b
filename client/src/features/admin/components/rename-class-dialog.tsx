import { classMessages, renameClassSchema, type CourseClass } from '@shared/contracts/classes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useCourseForm } from '@/lib/form';
import { useUpdateClass } from '../api/update-class';
import { showClassRefusal } from '../lib/class-form';
import { ClassNameField } from './class-name-field';

/** Renames one class; the shared schema's messages for the name, the server's for a 400 or 404. */
export function RenameClassDialog({
  target,
  onClose,
}: {
  /** The class being renamed; null when the dialog is closed. */
  target: CourseClass | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <RenameForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ target, onClose }: { target: CourseClass; onClose: () => void }) {
  const form = useCourseForm(renameClassSchema, { defaultValues: { name: target.name }, mode: 'onSubmit' });
  const rename = useUpdateClass({
    mutationConfig: {
      onSuccess: (renamed) => {
        onClose();
        toast({ title: 'Class renamed', description: classMessages.renamed(renamed.name) });
      },
      onError: (err) => showClassRefusal(form, err, classMessages.renameFailed),
    },
  });
  const pending = rename.isPending;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => rename.mutate({ id: target.id, ...body }));

  return (
    <DialogContent title="Rename class" description={`Now called "${target.name}".`}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Fieldset disabled={pending}>
          <ClassNameField
            field={form.register('name')}
            value={form.watch('name') ?? ''}
            error={errors.name}
          />
        </Fieldset>
        <DialogActions problem={errors.root?.server?.message} pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Rename'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
