import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_URL } from '@shared/contracts/dashboard';
import { resultMessages, resultUrls, type HiddenResult } from '@shared/contracts/results-config';
import { toast } from '@/components/ui/use-toast';
import { requestData } from '@/lib/api';
import { resultsListsKey } from './get-results';

/** PATCH /api/sims/{apiSlug}/results/{id}/hide with `{ isHidden: false }`: puts a hidden result back. */
export const unhideResult = (sim: string, id: number): Promise<HiddenResult> =>
  requestData<HiddenResult>('PATCH', resultUrls(sim).hide(id), { isHidden: false });

/** Undo a hide (from the toast, or Unhide on a hidden row): a toast either way, the lists refetched. */
export function useUnhideResult(sim: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unhideResult(sim, id),
    onSuccess: async () => {
      toast({ title: 'Success', description: resultMessages.unhidden });
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] });
      await queryClient.invalidateQueries({ queryKey: resultsListsKey(sim) });
    },
    onError: (err) => {
      console.error('Failed to unhide result', err);
      toast({ title: 'Error', description: resultMessages.unhideFailed, variant: 'destructive' });
    },
  });
}
