import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOIN_URL, type JoinInfo } from '@shared/contracts/join';
import { getData } from '@/lib/api';

export const getJoinInfo = () => getData<JoinInfo>(JOIN_URL);

/** The join screen's settings (PUBLIC_URL or null); also what the server renderer loads for /join. */
export const joinInfoQueryOptions = () =>
  queryOptions({ queryKey: [JOIN_URL], queryFn: getJoinInfo, meta: { liveTopics: [] } });

export const useJoinInfo = () => useQuery(joinInfoQueryOptions());
