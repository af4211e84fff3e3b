import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { User } from '@shared/contracts/auth-config';
import { ToastProvider } from '@/components/ui/toast-provider';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { LiveUpdates } from './live-updates';

/** Every app-wide provider, in one place. Tooltips have their own provider where they are used (ui/tooltip). */
export function AppProvider({
  client,
  initialUser,
  children,
}: {
  client: QueryClient;
  /** The user the server rendered the page for (undefined on a page the browser renders alone). */
  initialUser?: User | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={initialUser}>
        <LiveUpdates />
        <ToastProvider>{children}</ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
