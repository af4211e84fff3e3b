import { useId, useState, type FormEvent } from 'react';
import { RETENTION_DAYS_MAX, classMessages, type CourseClass } from '@shared/contracts/classes-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useUpdateClass } from '../api/update-class';
import { classRequestProblem } from '../lib/class-form';
import { parseRetentionDays, retentionText } from '../lib/retention';

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
  const [value, setValue] = useState(String(target.retentionDays));
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateClass({
    mutationConfig: {
      onSuccess: (changed) => {
        onClose();
        toast({ title: 'Retention saved', description: `${changed.name}: ${retentionText(changed)}.` });
      },
      onError: (err) => setProblem(classRequestProblem(err, classMessages.renameFailed)),
    },
  });
  const pending = update.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const parsed = parseRetentionDays(value);
    if ('problem' in parsed) {
      setError(parsed.problem);
      document.getElementById(id)?.focus();
      return;
    }
    update.mutate({ id: target.id, retentionDays: parsed.days });
  };

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
            value={value}
            disabled={pending}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="w-40"
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {classMessages.retention} Then seat names, plans, survey answers, feedback names and comments are
            destroyed; results keep only their numbers.
          </p>
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
        </div>
        <DialogActions problem={problem} pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
