import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_URL } from '@shared/contracts/dashboard';
import { resultMessages, resultUrls, type HiddenResult } from '@shared/contracts/results-config';
import { toast } from '@/components/ui/use-toast';
import { requestData } from '@/lib/api';
import { resultsListsKey } from './get-results';

/** PATCH /api/sims/{apiSlug}/results/{id}/hide with no body: hides one result from the table. */
export const hideResult = (sim: string, id: number): Promise<HiddenResult> =>
  requestData<HiddenResult>('PATCH', resultUrls(sim).hide(id));

/**
 * Hides one result: a toast either way, and the lists are refetched after success.
 * With `onUndo`, the success toast offers Undo, which calls it with the hidden result's id.
 */
export function useHideResult(sim: string, { onUndo }: { onUndo?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => hideResult(sim, id),
    onSuccess: async (_data, id) => {
      toast({
        title: 'Success',
        description: resultMessages.hidden,
        ...(onUndo && {
          action: {
            label: 'Undo',
            altText: 'Undo: show the result again. Or use "Show hidden results" and Unhide.',
            onClick: () => onUndo(id),
          },
        }),
      });
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] });
      await queryClient.invalidateQueries({ queryKey: resultsListsKey(sim) });
    },
    onError: (err) => {
      console.error('Failed to hide result', err);
      toast({ title: 'Error', description: resultMessages.hideFailed, variant: 'destructive' });
    },
  });
}
