import { useState } from 'react';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useLeaveClass } from '../api/leave-class';
import { seatText } from '../lib/seat-text';

/**
 * Leave the class and delete the seat's data, once the student has said so in the confirmation (in the
 * seat's language), which says what is deleted and what stays.
 */
export function LeaveClassButton({ lang }: { lang: Lang }) {
  const t = seatText[lang];
  const [open, setOpen] = useState(false);
  const leave = useLeaveClass();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (leave.isPending) return;
        setOpen(next);
        if (!next) leave.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{t.home.leave}</Button>
      </DialogTrigger>
      <DialogContent
        title={t.home.leaveTitle}
        description={t.home.leaveBody}
        lang={lang}
        closeLabel={t.close}
      >
        <DialogActions
          problem={leave.isError ? t.failed : null}
          pending={leave.isPending}
          cancelLabel={t.home.cancel}
        >
          <Button variant="danger" disabled={leave.isPending} onClick={() => leave.mutate()}>
            {leave.isPending ? t.home.leaving : t.home.leaveConfirm}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
