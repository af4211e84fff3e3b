import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffJoined } from '@shared/contracts/tariff-config';
import { requestData } from '@/lib/api';

export const joinTeam = (code: string) => requestData<TariffJoined>('POST', tariffUrls.join, { code });

/** Joins the team of a code (the server sets the team cookie), then reads the team's page afresh. */
export function useJoinTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: () => client.invalidateQueries({ queryKey: [tariffUrls.team] }),
  });
}
