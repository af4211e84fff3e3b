import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useLogout } from '../api/logout';
import { LazySignInDialog, preloadSignInDialog } from './lazy-sign-in-dialog';

/** The navbar's account corner: Sign In for a visitor; the welcome and Sign Out once signed in. */
export function AccountMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const [signInOpen, setSignInOpen] = useState(false);

  if (user) {
    return (
      <>
        <span className="whitespace-nowrap text-sm text-slate-700">Welcome, {user.name}!</span>
        <Button variant="secondary" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
        onClick={() => setSignInOpen(true)}
      >
        Sign In
      </Button>
      <LazySignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </>
  );
}
