import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, preloadLazyChunks, renderWithApp, stubFetch } from '@/test/render';
import { toast } from './use-toast';

// The toaster is a lazy chunk (toast-provider.tsx): loaded before the test, so findByText waits for React only.
preloadLazyChunks(() => import('./toaster'));

describe('toasts', () => {
  it('shows one toast at a time, the newest', async () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<p>page</p>);
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to hide result. Please try again.',
        variant: 'destructive',
      });
      toast({ title: 'Success', description: 'Result has been hidden from the table' });
    });
    expect(await screen.findByText('Result has been hidden from the table')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByText('Failed to hide result. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
