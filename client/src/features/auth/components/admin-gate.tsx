import { Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { LazySignInDialog, preloadSignInDialog } from './lazy-sign-in-dialog';

/**
 * The admin pages' door, put around each admin page by the route table
 * (app/router.tsx): a visitor who is not signed in as the instructor gets 'Authentication Required' and a
 * way home (or to sign in); the instructor gets the page. The server checks every admin request again;
 * this only decides what to draw.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  return isAdmin ? children : <AuthenticationRequired />;
}

function AuthenticationRequired() {
  usePageTitle('Authentication Required');
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-16 sm:px-6">
      <Card className="w-full max-w-md p-8 text-center">
        <Lock className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Authentication Required</h1>
        <p className="mt-2 text-slate-600">You need to sign in to access the admin area</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link href={paths.home}>Go to Home</Link>
          </Button>
          <Button
            variant="secondary"
            onPointerEnter={preloadSignInDialog}
            onFocus={preloadSignInDialog}
            onClick={() => setSignInOpen(true)}
          >
            Sign In
          </Button>
        </div>
      </Card>
      <LazySignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
