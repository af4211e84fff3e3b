import { ArrowRight, ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { RoleInfo } from '../lib/simulation-catalog';

/**
 * A role on a role-choice page. Choosing it asks for confirmation first (SPEC section 4): confirming opens
 * the role's instructions, "I'm not sure" closes the dialog. Without `confirm`, the card links straight
 * to the instructions (Tariff Wars).
 */
export function RoleCard({
  role,
  confirm = true,
  reportPath,
}: {
  role: RoleInfo;
  confirm?: boolean;
  /** The results report, on the card of the side that reports. */
  reportPath?: string;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  return (
    <Card className="flex flex-col p-5 sm:p-6" role="article" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {role.title}
      </h2>
      <p className="mt-2 flex-1 text-slate-600">{role.summary}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {confirm ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
              Choose this role
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
            <DialogContent
              title="Confirm your role"
              description={
                <>
                  You are about to open the confidential instructions for{' '}
                  <strong className="font-semibold text-slate-900">{role.title}</strong>. Read only the
                  instructions of the role your instructor gave you, and do not show them to the other side.
                </>
              }
            >
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">I&apos;m not sure</Button>
                </DialogClose>
                <Button
                  onClick={() => {
                    setOpen(false);
                    navigate(role.path);
                  }}
                >
                  Confirm
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        ) : (
          <Button asChild>
            <Link href={role.path}>
              View Instructions
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        )}
        {reportPath && (
          <Button asChild variant="secondary">
            <Link href={reportPath}>
              <ClipboardList className="h-4 w-4" aria-hidden />
              Report Results
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
