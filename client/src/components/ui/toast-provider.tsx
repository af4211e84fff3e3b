import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useToasts } from './use-toast';

// The Radix toast code loads with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const toasts = useToasts();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  return (
    <>
      {children}
      {needed.current && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
