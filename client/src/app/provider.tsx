import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/** Every provider of the app, in one place (SPEC section 9: tooltips open after 700 ms, skip 300 ms). */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <ToastProvider>{children}</ToastProvider>
        </Tooltip.Provider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
