import { lazy, Suspense } from 'react';

// Most visitors never sign in: the dialog's code loads when a Sign In button is first pointed at or pressed.
const loadSignInDialog = () => import('./sign-in-dialog');
const SignInDialog = lazy(loadSignInDialog);

/** Starts loading the dialog's code (on hover or focus of the button that opens it). */
export const preloadSignInDialog = () => void loadSignInDialog();

/** The Sign In dialog, whose code is loaded only once it is first opened. */
export function LazySignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
