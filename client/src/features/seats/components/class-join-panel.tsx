import { QrCode, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { classMessages } from '@shared/contracts/classes-config';
import { seatMessages } from '@shared/contracts/seats-config';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useChangeClassJoin } from '../api/change-class-join';
import { useClassJoin } from '../api/get-class-join';
import { rosterText } from '../lib/roster-text';

/**
 * How students join the current class: its code (what the join screen shows and encodes), whether it
 * takes new students, a new code, and how many have joined.
 */
export function ClassJoinPanel() {
  const join = useClassJoin();
  const change = useChangeClassJoin();
  const data = join.data;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="text-sm font-medium text-slate-600">Class code</h3>
          {join.isPending ? (
            <Spinner label="Loading the class code" />
          ) : data === null ? (
            <p className="mt-1 font-semibold text-slate-900">{classMessages.noClass}</p>
          ) : !data ? (
            <p role="alert" className="mt-1 text-red-800">
              {rosterText.joinLoadFailed}
            </p>
          ) : (
            <>
              <p
                data-testid="class-code"
                className="font-mono text-4xl font-bold tracking-[0.2em] text-slate-900"
              >
                {data.code}
              </p>
              <p className="mt-1 text-slate-700">{rosterText.joined(data.joined)}</p>
            </>
          )}
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link href={paths.join}>
            <QrCode className="h-4 w-4" aria-hidden />
            Join screen
          </Link>
        </Button>
      </div>
      {data && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
          <div>
            <Switch
              label="Open to new students"
              checked={data.joinOpen}
              disabled={change.isPending}
              onCheckedChange={(joinOpen) => change.mutate({ joinOpen })}
            />
            <p className="mt-1 text-sm text-slate-600">
              {data.joinOpen ? rosterText.openNote : rosterText.closedNote(seatMessages.en.closed)}
            </p>
          </div>
          <NewCodeButton code={data.code} />
        </div>
      )}
      {change.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {errorMessage(change.error, rosterText.changeFailed)}
        </p>
      )}
    </Card>
  );
}

/** Draws a new class code, once the instructor has confirmed it (the old one stops working). */
function NewCodeButton({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const change = useChangeClassJoin({ mutationConfig: { onSuccess: () => setOpen(false) } });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (change.isPending) return;
        setOpen(next);
        if (!next) change.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <RefreshCw className="h-4 w-4" aria-hidden />
          New code
        </Button>
      </DialogTrigger>
      <DialogContent title="Draw a new class code?" description={rosterText.newCodeBody(code)}>
        <DialogActions
          problem={change.isError ? errorMessage(change.error, rosterText.changeFailed) : null}
          pending={change.isPending}
        >
          <Button disabled={change.isPending} onClick={() => change.mutate({ newCode: true })}>
            {change.isPending ? 'Drawing…' : 'New code'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
