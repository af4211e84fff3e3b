import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  reportFormMessages,
  resultUrls,
  type SubmittedResult,
} from '@shared/contracts/results';
import type { Lang } from '@shared/simulations';
import { ApiError, apiRequest } from '@/lib/api';
import { reportFormText } from '../lib/report-form-text';

/** Sends a report with its idempotency key, so a double click or a retry stores it once. */
export function useSubmitResult(sim: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: object; idempotencyKey: string }) =>
      apiRequest<{ success: true; data: SubmittedResult }>('POST', resultUrls(sim).submit, body, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
  });
}

/**
 * The server's message, else a generic one; a request that never got an answer says so.
 * The Korean form says the generic one in Korean (the API speaks English). `closed`: the server refused
 * because the simulation is closed (403), which the page tells in its own words.
 */
export function submitErrorMessage(err: unknown, lang: Lang = 'en'): { message: string; closed: boolean } {
  const words = reportFormMessages[lang];
  if (err instanceof ApiError) {
    const said = err.serverMessage && reportFormText[lang].serverWords(err.serverMessage);
    return { message: said || words.submitFailed, closed: err.status === 403 };
  }
  return { message: words.networkError, closed: false };
}
