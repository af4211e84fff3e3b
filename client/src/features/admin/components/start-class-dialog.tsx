import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { classMessages } from '@shared/contracts/classes-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useStartClass } from '../api/start-class';
import { useClassName } from '../hooks/use-class-name';
import { classRequestProblem, newClassBody } from '../lib/class-form';
import { ClassNameField } from './class-name-field';

/**
 * "Start a new class" and its dialog: a name, and whether to close every simulation to
 * students at the same moment. The current class ends; nothing is deleted.
 */
export function StartClassButton() {
  const [open, setOpen] = useState(false);
  const name = useClassName();
  const [closeSimulations, setCloseSimulations] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const closeId = useId();
  const start = useStartClass({
    mutationConfig: {
      onSuccess: (started) => {
        setOpen(false);
        name.reset();
        setCloseSimulations(false);
        toast({ title: 'New class started', description: classMessages.started(started.name) });
      },
      onError: (err) => setProblem(classRequestProblem(err, classMessages.startFailed)),
    },
  });
  const pending = start.isPending;

  const change = (next: boolean) => {
    if (pending) return;
    if (next) {
      name.clearError();
      setProblem(null);
    }
    setOpen(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (name.check()) start.mutate(newClassBody(name.value, closeSimulations));
  };

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
            <ClassNameField {...name.field} />
            <div className="flex items-start gap-3">
              <input
                id={closeId}
                type="checkbox"
                checked={closeSimulations}
                onChange={(e) => setCloseSimulations(e.target.checked)}
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
          <DialogActions problem={problem} pending={pending}>
            <Button type="submit" disabled={pending}>
              {pending ? 'Starting…' : 'Start'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
