import { IDEMPOTENCY_HEADER } from '@shared/contracts/results-config';
import { apiRequest } from '@/lib/api';
import type { DealWrite } from '../lib/deal-writes';

/**
 * Sends one of the deal's forms with its idempotency key, so a retry after a dropped connection (the answer
 * lost, not the request) stores it once. Throws ApiError for an answer that is not 2xx, and the browser's
 * TypeError when there was no answer at all.
 */
export const sendDealWrite = (write: DealWrite): Promise<unknown> =>
  apiRequest(write.method, write.url, write.body, { [IDEMPOTENCY_HEADER]: write.key });
