import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import {
  agreementBodySchema,
  settleBodySchema,
  type AgreementView,
  type DealMember,
  type PairOverview,
  type PairsOverview,
  type Plan,
} from '@shared/contracts/deal';
import { declaredTopics, type LiveTopic } from '@/lib/live/live-topics';
import { json, stubFetch } from '@/test/render';

/** Queen of Sorrows' pairs as GET /api/sims/queenOfSorrows/pairs answers them. */
export const SIM = 'queenOfSorrows';
export const NOW = Date.now();
export const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

export const member = (seatId: number, name: string, role: 'agent' | 'studio') => ({
  seatId,
  name,
  role,
  lang: 'en' as const,
});
const dealMember = (name: string, role: string): DealMember => ({ name, role, me: false });

export const plan = (target: number, walkAway: number, firstOffer: number): Plan => ({
  target,
  walkAway,
  firstOffer,
  priorities: ['fee'],
  firstOfferWhy: '',
  questions: '',
  batna: '',
  otherWalkAway: null,
  otherInterests: '',
  submittedAt: minutesAgo(20),
});

export const agreement = (over: Partial<AgreementView> = {}): AgreementView => ({
  version: 1,
  noAgreement: false,
  amount: 150_000_000,
  contingent: null,
  terms: {},
  text: '',
  enteredBy: dealMember('Ara', 'agent'),
  confirmations: [dealMember('Ara', 'agent')],
  status: 'waiting',
  dispute: null,
  final: false,
  byInstructor: false,
  ...over,
});

export const pair = (table: number, over: Partial<PairOverview> = {}): PairOverview => ({
  table,
  members: [
    member(table * 10 + 1, `Agent ${table}`, 'agent'),
    member(table * 10 + 2, `Studio ${table}`, 'studio'),
  ],
  status: 'negotiating',
  stuck: false,
  lastActivityAt: minutesAgo(1),
  plans: [],
  firstOffer: null,
  agreement: null,
  versions: [],
  surveys: [],
  resultId: null,
  ...over,
});

const scores = { dimensions: { outcome: 5, self: 5, process: 5, relationship: 5 }, global: 5, answered: 12 };
const noScores = {
  dimensions: { outcome: null, self: null, process: null, relationship: null },
  global: null,
  answered: 0,
};

/** Three tables: one agreed (final, with a bonus and a term), one disputed over two versions, one stuck. */
export function threePairs(): PairsOverview {
  const ara = dealMember('Ara', 'agent');
  const bo = dealMember('Bo', 'studio');
  const v1 = agreement({ version: 1, amount: 120_000_000, enteredBy: ara, confirmations: [ara] });
  const v2 = agreement({
    version: 2,
    amount: 100_000_000,
    enteredBy: bo,
    confirmations: [bo],
    status: 'disputed',
    dispute: { note: 'We said 120 million, not 100.', by: ara, amount: null },
  });
  const agreed = agreement({
    version: 3,
    amount: 150_000_000,
    contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
    terms: { schedule: 'family' },
    enteredBy: dealMember('Chae', 'agent'),
    confirmations: [dealMember('Chae', 'agent'), dealMember('Dami', 'studio')],
    status: 'confirmed',
    final: true,
  });
  return {
    pairs: [
      // listed out of order: the page shows tables in order
      pair(2, {
        members: [member(1, 'Ara', 'agent'), member(2, 'Bo', 'studio')],
        status: 'disputed',
        firstOffer: {
          role: 'studio',
          mine: false,
          amount: 80_000_000,
          recordedBy: bo,
          at: minutesAgo(10),
        },
        agreement: v2,
        versions: [v1, v2],
      }),
      pair(1, {
        members: [member(3, 'Chae', 'agent'), member(4, 'Dami', 'studio')],
        status: 'survey-done',
        plans: [
          {
            seatId: 3,
            plan: {
              ...plan(250_000_000, 120_000_000, 300_000_000),
              otherWalkAway: 170_000_000,
              batna: 'The cable drama at 90 million won',
              otherInterests: '방영 일정이 급하다',
            },
          },
          { seatId: 4, plan: plan(100_000_000, 180_000_000, 80_000_000) },
        ],
        firstOffer: {
          role: 'agent',
          mine: false,
          amount: 200_000_000,
          recordedBy: dealMember('Chae', 'agent'),
          at: minutesAgo(15),
        },
        agreement: agreed,
        versions: [agreed],
        // Chae answered; Dami skipped it (sent with no answer)
        surveys: [
          { seatId: 3, skipped: false, scores, submittedAt: minutesAgo(2) },
          { seatId: 4, skipped: true, scores: noScores, submittedAt: minutesAgo(1) },
        ],
        resultId: 41,
      }),
      pair(3, {
        members: [member(5, 'Eun', 'agent'), member(6, 'Fay', 'studio')],
        status: 'negotiating',
        stuck: true,
        lastActivityAt: minutesAgo(12),
        plans: [{ seatId: 5, plan: plan(200_000_000, 130_000_000, 260_000_000) }],
      }),
    ],
    counts: { pairs: 3, agreed: 1, noAgreement: 0, disputed: 1, waiting: 0, stuck: 1 },
    left: [],
  };
}

export const noPairs = (): PairsOverview => ({
  pairs: [],
  counts: { pairs: 0, agreed: 0, noAgreement: 0, disputed: 0, waiting: 0, stuck: 0 },
  left: [],
});

const ok = (data: unknown, status = 200) => json(status, { success: true, data });
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  json(status, { success: false, message, ...(errors ? { errors } : {}) });

/** A refusal: its status and message, and for a 400 the messages per field of the body. */
type Answer = { status: number; message: string; errors?: Record<string, string[]> } | null;

/**
 * A fake deal API for the instructor: GET pairs answers `state.overview`; reopen, settle and enter answer
 * `state.refuse` when set (a refusal with its message), else 200, after checking the body with the
 * shared schemas.
 */
export function dealServer(overview: PairsOverview = threePairs()) {
  const state = { overview, refuse: null as Answer, released: false };
  const base = `/api/sims/${SIM}/pairs`;
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url === '/api/auth/me') return fail(401, 'Not signed in.');
    if (url === base && method === 'GET') return ok(state.overview);
    if (url === `/api/sims/${SIM}/debrief/release`) {
      if (method === 'POST') state.released = (body as { released: boolean }).released;
      return ok({ released: state.released });
    }
    if (!url.startsWith(`${base}/`)) return fail(404, 'Not found.');
    if (state.refuse) return fail(state.refuse.status, state.refuse.message, state.refuse.errors);
    if (/\/reopen$/.test(url) && method === 'POST') return ok({ reopened: true });
    if (/\/settle$/.test(url) && method === 'POST') {
      const parsed = settleBodySchema.safeParse(body);
      return parsed.success ? ok({ version: parsed.data.version }) : fail(400, 'Bad body.');
    }
    if (/\/agreement$/.test(url) && method === 'PUT') {
      const parsed = agreementBodySchema.safeParse(body);
      return parsed.success ? ok({ version: 9 }) : fail(400, 'Bad body.');
    }
    return fail(404, 'Not found.');
  });
  return {
    state,
    calls,
    /** The requests sent to the pairs' actions, with their JSON bodies. */
    sent: () =>
      calls
        .filter((c) => c.url.startsWith(`${base}/`))
        .map((c) => ({
          method: c.init.method,
          url: c.url,
          body: c.init.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined,
        })),
    /** How many times the pairs were fetched. */
    fetches: () => calls.filter((c) => c.url === base && (c.init.method ?? 'GET') === 'GET').length,
  };
}

/** What the live channel does on an event: refetch the queries that declared its topic. */
export const hearLive = (client: QueryClient, topic: LiveTopic) =>
  act(() => client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes(topic) ?? false }));
