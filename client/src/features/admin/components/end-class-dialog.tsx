import { Square } from 'lucide-react';
import { useState } from 'react';
import { classMessages } from '@shared/contracts/classes-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useEndClass } from '../api/end-class';

/**
 * "End class" and its confirmation, naming the class: the class ends and none is current until the next
 * one starts. Nothing is deleted, and its students keep their own debrief and data.
 */
export function EndClassButton({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const end = useEndClass({
    mutationConfig: {
      onSuccess: (ended) => {
        setOpen(false);
        toast({ title: 'Class ended', description: classMessages.ended(ended.name) });
      },
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (end.isPending) return;
        end.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Square className="h-4 w-4" aria-hidden />
          End class
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`End "${name}"?`}
        description="No class is running until you start the next one: students cannot join, report results or send feedback meanwhile. Nothing is deleted, and the class's students keep their own debrief and data."
      >
        <DialogActions
          problem={end.isError ? errorMessage(end.error, classMessages.endFailed) : null}
          pending={end.isPending}
        >
          <Button variant="danger" disabled={end.isPending} onClick={() => end.mutate()}>
            {end.isPending ? 'Ending…' : 'End class'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
