import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { classMessages, newClassSchema, type NewClass } from '@shared/contracts/classes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useCourseForm } from '@/lib/form';
import { useStartClass } from '../api/start-class';
import { showClassRefusal } from '../lib/class-form';
import { ClassNameField } from './class-name-field';

const blank: NewClass = { name: '', closeSimulations: false };

/**
 * "Start a new class" and its dialog: a name, and whether to close every simulation to
 * students at the same moment. The current class ends; nothing is deleted. The form lives beside the
 * dialog, so what was typed is still there when the dialog is opened again.
 */
export function StartClassButton() {
  const [open, setOpen] = useState(false);
  const form = useCourseForm(newClassSchema, { defaultValues: blank, mode: 'onSubmit' });
  const closeId = useId();
  const start = useStartClass({
    mutationConfig: {
      onSuccess: (started) => {
        setOpen(false);
        form.reset(blank);
        toast({ title: 'New class started', description: classMessages.started(started.name) });
      },
      onError: (err) => showClassRefusal(form, err, classMessages.startFailed),
    },
  });
  const pending = start.isPending;
  const { errors } = form.formState;

  const change = (next: boolean) => {
    if (pending) return;
    if (next) form.clearErrors();
    setOpen(next);
  };

  const onSubmit = form.handleSubmit((body) => start.mutate(body));

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus className="h-4 w-4" aria-hidden />
          Start a new class
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Start a new class"
        description="The current class ends and new results and feedback go to the new one. Nothing is deleted: earlier classes stay in the class picker."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Fieldset disabled={pending} className="space-y-5">
            <ClassNameField field={form.register('name')} value={form.watch('name')} error={errors.name} />
            <div className="flex items-start gap-3">
              <input
                id={closeId}
                type="checkbox"
                {...form.register('closeSimulations')}
                aria-describedby={`${closeId}-note`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <div className="text-sm">
                <label htmlFor={closeId} className="font-medium text-slate-800">
                  Close every simulation to students now
                </label>
                <p id={`${closeId}-note`} className="text-slate-600">
                  Nobody can open the instructions or report results until you open each simulation again in
                  the Simulations tab.
                </p>
              </div>
            </div>
          </Fieldset>
          <DialogActions problem={errors.root?.server?.message} pending={pending}>
            <Button type="submit" disabled={pending}>
              {pending ? 'Starting…' : 'Start'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
