import { dealUrls } from '@shared/contracts/deal';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The deal's forms a student sends (each a request of shared/contracts/deal.ts). */
export type DealWriteKind = 'plan' | 'firstOffer' | 'agreement' | 'confirm' | 'dispute' | 'survey';

/** One submission of a form, as the outbox keeps it until the server has answered. */
export interface DealWrite {
  kind: DealWriteKind;
  method: 'PUT' | 'POST';
  url: string;
  body: object;
  /** Made once per submission: every retry of it sends the same key. */
  key: string;
}

const routes = (sim: string): Record<DealWriteKind, Pick<DealWrite, 'method' | 'url'>> => {
  const urls = dealUrls(sim);
  return {
    plan: { method: 'PUT', url: urls.myPlan },
    firstOffer: { method: 'PUT', url: urls.firstOffer },
    agreement: { method: 'PUT', url: urls.agreement },
    confirm: { method: 'POST', url: urls.confirm },
    dispute: { method: 'POST', url: urls.dispute },
    survey: { method: 'PUT', url: urls.mySurvey },
  };
};

/** A new submission of a form: its request and a fresh idempotency key. */
export const dealWrite = (sim: string, kind: DealWriteKind, body: object): DealWrite => ({
  kind,
  ...routes(sim)[kind],
  body,
  key: newIdempotencyKey(),
});

/**
 * A submission read back from storage, rebuilt from its kind, body and key: the request is always the
 * form's own (never an address read from storage); null when it is not one.
 */
export function restoreWrite(sim: string, v: unknown): DealWrite | null {
  if (typeof v !== 'object' || v === null) return null;
  const { kind, body, key } = v as Record<string, unknown>;
  if (typeof kind !== 'string' || !(kind in routes(sim))) return null;
  if (typeof body !== 'object' || body === null || typeof key !== 'string' || !key) return null;
  return { kind: kind as DealWriteKind, ...routes(sim)[kind as DealWriteKind], body, key };
}
