import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pairingUrls, type RoleRules } from '@shared/contracts/pairing';
import { getData, requestData } from '@/lib/api';

/** GET /api/sims/{key}/role-rules (instructor): who may read the role instructions while roles are assigned. */
export const roleRulesQueryOptions = (sim: string) =>
  queryOptions({
    queryKey: [pairingUrls(sim).roleRules],
    queryFn: () => getData<RoleRules>(pairingUrls(sim).roleRules),
    meta: { liveTopics: ['assignments'] },
  });

export const useRoleRules = (sim: string) => useQuery(roleRulesQueryOptions(sim));

/** PATCH /api/sims/{key}/role-rules: the answer is the rules as they now are. */
export function useChangeRoleRules(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<RoleRules>) =>
      requestData<RoleRules>('PATCH', pairingUrls(sim).roleRules, patch),
    onSuccess: (rules) => client.setQueryData(roleRulesQueryOptions(sim).queryKey, rules),
  });
}
