import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@shared/contracts/auth-config';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useRevokeSessions } from '../api/revoke-sessions';

/** Users: the one instructor account, and a way to end every session of it (a lost phone, a shared PC). */
export function UsersTab({ user }: { user: User }) {
  const { logout } = useAuth();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeSessions({
    mutationConfig: {
      // Still pending (the buttons disabled) until this browser has signed out too.
      onSuccess: async () => {
        await logout();
        navigate(paths.home);
        toast({
          title: 'Signed out everywhere',
          description: 'Every session of the instructor account has ended.',
        });
      },
    },
  });
  const pending = revoke.isPending;
  const problem = revoke.error
    ? errorMessage(revoke.error, 'Could not sign out the other sessions. Please try again.')
    : null;

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Users</h2>
      <p className="max-w-3xl text-slate-600">
        Students do not sign in. The site has one instructor account, which can change everything an admin
        sees here.
      </p>
      <Card className="max-w-2xl p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <ShieldCheck className="mt-1 h-8 w-8 shrink-0 text-brand-700" aria-hidden />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-sm text-slate-600">Name</dt>
            <dd className="font-medium text-slate-900">{user.name}</dd>
            <dt className="text-sm text-slate-600">Email</dt>
            <dd className="break-all font-medium text-slate-900">{user.email}</dd>
            <dt className="text-sm text-slate-600">Role</dt>
            <dd className="font-medium text-slate-900">Instructor (admin)</dd>
          </dl>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-5">
          <h3 className="font-semibold text-slate-900">Sessions</h3>
          <p className="mt-1 text-sm text-slate-600">
            Signed in on a classroom PC or a phone you no longer have? End every session of this account, this
            one included.
          </p>
          <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign out all sessions
          </Button>
        </div>
      </Card>

      <Dialog open={confirming} onOpenChange={(open) => !pending && setConfirming(open)}>
        <DialogContent
          title="Sign out all sessions?"
          description="Every device signed in as the instructor is signed out, this one included. You will need to sign in again."
        >
          <DialogActions problem={problem} pending={pending}>
            <Button variant="danger" onClick={() => revoke.mutate()} disabled={pending}>
              {pending ? 'Signing out…' : 'Sign out everywhere'}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}
