import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resultMessages, resultUrls } from '@shared/contracts/results-config';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';

/** Hides one result; SPEC sections 4 and 8: a toast either way, and the list is refetched after success. */
export function useHideResult(sim: string) {
  const queryClient = useQueryClient();
  const urls = resultUrls(sim);
  return useMutation({
    mutationFn: (id: number) => apiRequest('PATCH', urls.hide(id)),
    onSuccess: async () => {
      toast({ title: 'Success', description: resultMessages.hidden });
      await queryClient.invalidateQueries({ queryKey: [urls.list] });
    },
    onError: (err) => {
      console.error('Failed to hide result', err);
      toast({ title: 'Error', description: resultMessages.hideFailed, variant: 'destructive' });
    },
  });
}
