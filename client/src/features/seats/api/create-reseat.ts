import { useMutation } from '@tanstack/react-query';
import { seatUrl, type Reseat } from '@shared/contracts/seats-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/seats/{id}/reseat (instructor): a one-time link that opens this seat on the device that scans it. */
export const createReseat = (id: number): Promise<Reseat> =>
  requestData<Reseat>('POST', `${seatUrl(id)}/reseat`);

export const useCreateReseat = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createReseat> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: createReseat });
