import { screen } from '@testing-library/react';
import {
  dealMessages,
  dealUrls,
  type AgreementBody,
  type AgreementView,
  type DealMember,
  type MyPair,
} from '@shared/contracts/deal';
import { IDEMPOTENCY_HEADER } from '@shared/contracts/results-config';
import type { Lang } from '@shared/simulations';
import { json, renderWithApp, stubFetch } from '@/test/render';
import DealCard from '../components/deal-card';

export const SIM = 'queenOfSorrows';
export const SEAT_ID = 7;
export const me: DealMember = { name: 'Mina', role: 'agent', me: true };
export const partner: DealMember = { name: 'Minho Lee', role: 'studio', me: false };

export const pairOf = (over: Partial<MyPair> = {}): MyPair => ({
  round: 1,
  rounds: [1],
  table: 7,
  role: 'agent',
  members: [me, partner],
  step: 'plan',
  plan: null,
  firstOffer: null,
  agreement: null,
  survey: null,
  drafts: {},
  debriefReleased: false,
  ...over,
});

/** An agreement version as the server shows it, entered by `by` (who counts as confirming it). */
export const versionOf = (
  version: number,
  body: Partial<AgreementBody> = {},
  by: DealMember = partner,
): AgreementView => ({
  version,
  noAgreement: body.noAgreement ?? false,
  amount: (body.amount as number | undefined) ?? 150_000_000,
  contingent: (body.contingent as AgreementView['contingent']) ?? {
    amount: 20_000_000,
    condition: 'the average rating exceeds 10%',
  },
  terms: body.terms ?? { schedule: 'family', billing: 'standard', promotion: 'standard', styling: 'studio' },
  text: body.text ?? 'Two weeks off after filming',
  enteredBy: by,
  confirmations: [by],
  status: 'waiting',
  dispute: null,
  final: false,
  byInstructor: false,
});

const ok = (data: unknown, status = 200) => json(status, { success: true, data });
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  json(status, { success: false, message, ...(errors ? { errors } : {}) });
const other = (role: string) => (role === me.role ? partner.role : me.role);

/**
 * A fake API for one seat's pair, with the contract's rules: the step follows the deal, a new
 * agreement version asks the other side to confirm, a confirmation of an older version is refused (409), a
 * request with an idempotency key already answered is answered again without storing twice. `down`: no
 * answer at all (the browser's "Failed to fetch"). `refuse`: the next write is answered with that status (and
 * the body's fields it names, as a 400 names them).
 */
export function dealServer(pair: MyPair = pairOf(), lang: Lang = 'en') {
  const state = {
    pair,
    down: false,
    refuse: null as { status: number; message: string; errors?: Record<string, string[]> } | null,
    stored: [] as string[],
  };
  const urls = dealUrls(SIM);
  const answered = new Map<string, Response>();
  const calls = stubFetch((address, init) => {
    const method = init.method ?? 'GET';
    if (state.down) throw new TypeError('Failed to fetch');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const p = state.pair;
    // a write addressed to a round (`?round=N`) must be for the pair's round, as the server's pair is
    const [url, query] = address.split('?') as [string, string | undefined];
    if (query !== undefined && method !== 'GET' && query !== `round=${p.round}`)
      return fail(403, dealMessages[lang]['not-in-pair']);
    if (url === urls.myPair && method === 'GET') return ok(structuredClone(p));
    if (url.startsWith(`/api/sims/${SIM}/my-drafts/`) && method === 'PUT') {
      p.drafts = { ...p.drafts, [url.split('/').pop()!]: body };
      return ok(null);
    }
    const key = (init.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
    if (key && answered.has(key)) return answered.get(key)!.clone();
    if (state.refuse) {
      const { status, message, errors } = state.refuse;
      state.refuse = null;
      return fail(status, message, errors);
    }
    const answer = (() => {
      if (url === urls.myPlan && method === 'PUT') {
        p.plan = {
          target: body.target as number,
          walkAway: body.walkAway as number,
          firstOffer: body.firstOffer as number,
          priorities: body.priorities as string[],
          firstOfferWhy: (body.firstOfferWhy as string) ?? '',
          questions: (body.questions as string) ?? '',
          batna: (body.batna as string) ?? '',
          otherWalkAway: (body.otherWalkAway as number | null) ?? null,
          otherInterests: (body.otherInterests as string) ?? '',
          submittedAt: new Date().toISOString(),
        };
        // a plan filled in after the talks began (skipped, then filled in) moves the step nowhere
        if (p.step === 'plan') p.step = 'negotiate';
        return ok(p.plan);
      }
      if (url === urls.firstOffer && method === 'PUT') {
        const mine = body.by === 'me';
        p.firstOffer = {
          role: mine ? p.role : other(p.role),
          mine,
          amount: body.amount as number,
          recordedBy: me,
          at: new Date().toISOString(),
        };
        return ok(p.firstOffer);
      }
      if (url === urls.agreement && method === 'PUT') {
        const version = (p.agreement?.version ?? 0) + 1;
        p.agreement = versionOf(version, body as AgreementBody, me);
        p.step = 'confirm';
        return ok({ version });
      }
      if (url === urls.confirm && method === 'POST') {
        if (!p.agreement) return fail(409, dealMessages[lang]['no-agreement-yet']);
        if (body.version !== p.agreement.version) return fail(409, dealMessages[lang]['agreement-changed']);
        p.agreement = {
          ...p.agreement,
          confirmations: [...p.agreement.confirmations, me],
          status: 'confirmed',
          final: true,
        };
        p.step = 'survey';
        return ok({ version: p.agreement.version });
      }
      if (url === urls.dispute && method === 'POST') {
        const amount = typeof body.amount === 'number' ? body.amount : null;
        p.agreement = {
          ...p.agreement!,
          status: 'disputed',
          dispute: { note: body.note as string, by: me, amount },
        };
        return ok(null);
      }
      if (url === urls.mySurvey && method === 'PUT') {
        p.survey = { answers: body.answers as Record<string, number>, submittedAt: new Date().toISOString() };
        p.step = 'done';
        return ok(p.survey);
      }
      return fail(404, 'Not found.');
    })();
    if (answer.ok) state.stored.push(`${method} ${address}`);
    if (key) answered.set(key, answer.clone());
    return answer;
  });
  const writes = () =>
    calls.filter((c) => (c.init.method ?? 'GET') !== 'GET' && !c.url.includes('/my-drafts/'));
  return {
    state,
    calls,
    /** The deal's writes (not drafts), in order. */
    writes,
    /** The JSON bodies sent to `url` with `method`. */
    sent: (method: string, url: string) =>
      calls
        .filter((c) => c.url === url && c.init.method === method)
        .map((c) => JSON.parse(String(c.init.body)) as unknown),
    keyOf: (c: { init: RequestInit }) => (c.init.headers as Record<string, string>)[IDEMPOTENCY_HEADER],
    /** Where the phone sends its writes: the pair's round's addresses. */
    urls: dealUrls(SIM, pair.round),
  };
}

/** The deal card of the Agent (Mina) at table 7, as /me shows it under her assignment. */
export function renderDeal(lang: Lang = 'en', role = 'agent') {
  return renderWithApp(<DealCard sim={SIM} role={role} seatId={SEAT_ID} lang={lang} />, { path: '/me' });
}

/** The step's heading once the card has loaded. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 4, name });
