import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  resultMessages,
  resultUrls,
  type SubmittedResult,
} from '@shared/contracts/results';
import { ApiError, apiRequest } from '@/lib/api';

/** Sends a report with its idempotency key, so a double click or a retry stores it once. */
export function useSubmitResult(sim: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: object; idempotencyKey: string }) =>
      apiRequest<{ success: true; data: SubmittedResult }>('POST', resultUrls(sim).submit, body, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
  });
}

/** SPEC section 8: the server's message, else a generic one; a request that never got an answer says so. */
export function submitErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage || resultMessages.submitFailed;
  return resultMessages.networkError;
}
