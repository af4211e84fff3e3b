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
  /** The round of the case the form was filled in for: a write still queued when the next round starts lands in its own. */
  round?: number;
}

const routes = (sim: string, round?: number): Record<DealWriteKind, Pick<DealWrite, 'method' | 'url'>> => {
  const urls = dealUrls(sim, round);
  return {
    plan: { method: 'PUT', url: urls.myPlan },
    firstOffer: { method: 'PUT', url: urls.firstOffer },
    agreement: { method: 'PUT', url: urls.agreement },
    confirm: { method: 'POST', url: urls.confirm },
    dispute: { method: 'POST', url: urls.dispute },
    survey: { method: 'PUT', url: urls.mySurvey },
  };
};

const dealWriteOf = (
  sim: string,
  kind: DealWriteKind,
  body: object,
  key: string,
  round?: number,
): DealWrite => ({
  kind,
  ...routes(sim, round)[kind],
  body,
  key,
  ...(round === undefined ? {} : { round }),
});

/** A new submission of a form for a round of the case: its request and a fresh idempotency key. */
export const dealWrite = (sim: string, kind: DealWriteKind, body: object, round?: number): DealWrite =>
  dealWriteOf(sim, kind, body, newIdempotencyKey(), round);

/**
 * A submission read back from storage, rebuilt from its kind, body and key: the request is always the
 * form's own (never an address read from storage); null when it is not one.
 */
export function restoreWrite(sim: string, v: unknown): DealWrite | null {
  if (typeof v !== 'object' || v === null) return null;
  const { kind, body, key, round } = v as Record<string, unknown>;
  if (typeof kind !== 'string' || !(kind in routes(sim))) return null;
  if (typeof body !== 'object' || body === null || typeof key !== 'string' || !key) return null;
  // a round is a positive whole number; anything else was not written by this page
  const r = typeof round === 'number' && Number.isInteger(round) && round > 0 ? round : undefined;
  return dealWriteOf(sim, kind as DealWriteKind, body, key, r);
}
