import { formatTime } from '@shared/format';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useCreateReseat } from '../api/create-reseat';
import { rosterText } from '../lib/roster-text';

// The QR library loads when a re-seat link is shown, not with the admin page.
const QrCode = lazy(() => import('@/components/ui/qr-code').then((m) => ({ default: m.QrCode })));

/**
 * A one-time link that opens a student's seat on another device (their phone died), as a QR code to
 * scan from the instructor's screen. Each opening of the dialog makes a new link.
 */
export function ReseatDialog({ target, onClose }: { target: RosterSeat | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <ReseatLink key={target.id} target={target} />}
    </Dialog>
  );
}

function ReseatLink({ target }: { target: RosterSeat }) {
  const create = useCreateReseat();
  const { mutate } = create;
  // one link per opening (an effect run twice in development must not make two)
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(target.id);
  }, [mutate, target.id]);
  const link = create.data;
  return (
    <DialogContent title={rosterText.reseatTitle(target.name)} description={rosterText.reseatBody}>
      {create.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(create.error, rosterText.reseatFailed)}
        </p>
      ) : !link ? (
        <Spinner label="Making the link" />
      ) : (
        <div className="space-y-3">
          <div className="mx-auto w-full max-w-72">
            <Suspense fallback={<Spinner label="Drawing the QR code" />}>
              <QrCode value={link.url} label={`QR code: ${link.url}`} />
            </Suspense>
          </div>
          <p className="font-mono text-xs break-all text-slate-600">{link.url}</p>
          <p className="text-sm text-slate-700">{rosterText.reseatValid(formatTime(link.expiresAt))}</p>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      </div>
    </DialogContent>
  );
}
