import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASS_TIMER_URL, type ClassTimer, type TimerChange } from '@shared/contracts/class-timer-config';
import { requestData } from '@/lib/api';
import { setTimerFromEvent } from './get-class-timer';

/** The instructor's controls: start (PUT), pause/resume/add (PATCH), stop (DELETE). */
export function useTimerActions() {
  const client = useQueryClient();
  const onSuccess = (timer: ClassTimer | null) => setTimerFromEvent(client, timer);
  const start = useMutation({
    mutationFn: (body: { label: string; seconds: number }) =>
      requestData<ClassTimer>('PUT', CLASS_TIMER_URL, body),
    onSuccess,
  });
  const change = useMutation({
    mutationFn: (body: TimerChange) => requestData<ClassTimer>('PATCH', CLASS_TIMER_URL, body),
    onSuccess,
  });
  const stop = useMutation({
    mutationFn: () => requestData<null>('DELETE', CLASS_TIMER_URL),
    onSuccess: () => onSuccess(null),
  });
  return { start, change, stop };
}
