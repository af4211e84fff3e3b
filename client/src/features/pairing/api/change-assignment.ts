import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  pairingUrls,
  type AssignmentAction,
  type AssignmentView,
  type NewAssignment,
  type NewRoundAnswer,
  type RoundMode,
} from '@shared/contracts/pairing';
import { requestData } from '@/lib/api';
import { assignmentQueryOptions } from './get-assignment';

/** Every answer of the assignment API is the assignment as it now is: the page shows it at once. */
const show = (client: QueryClient, sim: string) => (view: AssignmentView) =>
  client.setQueryData(assignmentQueryOptions(sim).queryKey, view);

/** POST /api/sims/{key}/assignments: a new draft (replacing an unpublished one): assigning, and re-rolling. */
export function useCreateAssignment(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAssignment) =>
      requestData<AssignmentView>('POST', pairingUrls(sim).assignments, input),
    onSuccess: show(client, sim),
  });
}

/** PATCH /api/sims/{key}/assignments/{id}: swap, move, absent, latecomers or mirror. */
export function useChangeAssignment(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AssignmentAction }) =>
      requestData<AssignmentView>('PATCH', pairingUrls(sim).assignment(id), action),
    onSuccess: show(client, sim),
  });
}

/** POST /api/sims/{key}/assignments/{id}/publish: the students' phones show their role and partner. */
export function usePublishAssignment(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<AssignmentView>('POST', pairingUrls(sim).publish(id)),
    onSuccess: show(client, sim),
  });
}

/** POST /api/sims/{key}/rounds: a draft of the case's next round, shown at once (publish it as the first). */
export function useNewRound(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: RoundMode) => requestData<NewRoundAnswer>('POST', pairingUrls(sim).rounds, { mode }),
    onSuccess: ({ assignment }) => show(client, sim)(assignment),
  });
}
