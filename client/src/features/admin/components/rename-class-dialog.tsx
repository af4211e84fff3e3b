import { useState, type FormEvent } from 'react';
import { classMessages, type CourseClass } from '@shared/contracts/classes-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useUpdateClass } from '../api/update-class';
import { useClassName } from '../hooks/use-class-name';
import { classRequestProblem } from '../lib/class-form';
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
  const name = useClassName(target.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useUpdateClass({
    mutationConfig: {
      onSuccess: (renamed) => {
        onClose();
        toast({ title: 'Class renamed', description: classMessages.renamed(renamed.name) });
      },
      onError: (err) => setProblem(classRequestProblem(err, classMessages.renameFailed)),
    },
  });
  const pending = rename.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (name.check()) rename.mutate({ id: target.id, name: name.value.trim() });
  };

  return (
    <DialogContent title="Rename class" description={`Now called "${target.name}".`}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Fieldset disabled={pending}>
          <ClassNameField {...name.field} />
        </Fieldset>
        <DialogActions problem={problem} pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Rename'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
