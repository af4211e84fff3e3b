import { queryOptions } from '@tanstack/react-query';
import { roleInstructionsUrl, type RoleInstructions, type RoleLang } from '@shared/contracts/roles';
import { getData } from '@/lib/api';

/**
 * One role's confidential instructions. Unlike the app's defaults, the answer goes stale within seconds:
 * each visit asks the server again, so a student stops seeing the text as soon as the instructor closes
 * the simulation. (Not at once: a page the server has just rendered with the text is not asked twice.)
 */
export const roleInstructionsQuery = (sim: string, role: string, lang: RoleLang) => {
  const url = roleInstructionsUrl(sim, role, lang);
  return queryOptions({
    queryKey: [url],
    queryFn: () => getData<RoleInstructions>(url),
    staleTime: 10_000,
    // closing the simulation takes the text away
    meta: { liveTopics: ['simulations'] },
  });
};
