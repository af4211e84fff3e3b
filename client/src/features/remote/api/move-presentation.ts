import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRESENTER_STATE_URL,
  type PresenterChange,
  type PresenterState,
} from '@shared/contracts/presenter-config';
import type { PutPresenterState } from '@shared/contracts/presenter';
import { requestData } from '@/lib/api';
import { setPresenterStateFromEvent } from './get-presenter-state';

/** The remote's buttons: move the presentation (PUT), and its clock or following along (PATCH). */
export function usePresentationActions() {
  const client = useQueryClient();
  const onSuccess = (state: PresenterState) => setPresenterStateFromEvent(client, state);
  const move = useMutation({
    mutationFn: (body: PutPresenterState) => requestData<PresenterState>('PUT', PRESENTER_STATE_URL, body),
    // the phone shows the new slide at once; the server's answer (or the event) confirms it
    onMutate: (body) => {
      const before = client.getQueryData<PresenterState | null>([PRESENTER_STATE_URL]);
      if (before) setPresenterStateFromEvent(client, { ...before, ...body, black: body.black ?? false });
    },
    onSuccess,
    onError: () => void client.invalidateQueries({ queryKey: [PRESENTER_STATE_URL] }),
  });
  const change = useMutation({
    mutationFn: (body: PresenterChange) => requestData<PresenterState>('PATCH', PRESENTER_STATE_URL, body),
    onSuccess,
  });
  return { move, change };
}
