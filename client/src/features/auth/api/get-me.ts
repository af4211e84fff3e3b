import { queryOptions } from '@tanstack/react-query';
import { authUrls, type User } from '@shared/contracts/auth-config';
import { getData } from '@/lib/api';

/** GET /api/auth/me: the user this browser's session cookie proves; 401 without one. */
export const getMe = (): Promise<User> => getData<User>(authUrls.me);

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: [authUrls.me], queryFn: getMe, meta: { liveTopics: [] } });
