import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOIN_URL, type JoinInfo } from '@shared/contracts/join';
import { getData } from '@/lib/api';

/** PUBLIC_URL (or null), which the join sheet's QR codes use as the site's address when it is set. */
export const publicAddressQueryOptions = () =>
  queryOptions({
    queryKey: [JOIN_URL],
    queryFn: () => getData<JoinInfo>(JOIN_URL),
    meta: { liveTopics: [] },
  });

export const usePublicAddress = () => useQuery(publicAddressQueryOptions());
