import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import {
  assignmentActionSchema,
  newAssignmentSchema,
  newRoundSchema,
  type AssignmentView,
  type RoundMode,
} from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { declaredTopics, type LiveTopic } from '@/lib/live/live-topics';
import { json, stubFetch } from '@/test/render';

export const admin = { email: 'teacher@example.com', name: 'Ms Kim', isAdmin: true };
export const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const seat = (id: number, name: string, over: Partial<RosterSeat> = {}): RosterSeat => ({
  id,
  name,
  lang: 'en',
  joinedAt: ago(30),
  online: true,
  lastSeenAt: ago(0),
  pageClosedAt: null,
  ...over,
});

/** Six students: four online, one seen 5 minutes ago, one seen an hour ago (not ticked). */
export const roster = (): RosterSeat[] => [
  seat(1, 'Ara'),
  seat(2, 'Bo'),
  seat(3, 'Chae'),
  seat(4, 'Dami'),
  seat(5, 'Eun', { online: false, lastSeenAt: ago(5) }),
  seat(6, 'Gone Early', { online: false, lastSeenAt: ago(60) }),
];

export const draftOf = (over: Partial<AssignmentView> = {}): AssignmentView => ({
  id: 11,
  round: 1,
  published: false,
  pairs: [
    {
      table: 1,
      members: [
        { seatId: 1, name: 'Ara', role: 'agent' },
        { seatId: 2, name: 'Bo', role: 'studio' },
      ],
    },
    {
      table: 2,
      members: [
        { seatId: 3, name: 'Chae', role: 'agent' },
        { seatId: 4, name: 'Dami', role: 'studio' },
        { seatId: 5, name: 'Eun', role: 'studio' },
      ],
    },
  ],
  observers: [],
  unpaired: [],
  absent: [],
  ...over,
});

const ok = (data: unknown, status = 200) => json(status, { success: true, data });
const fail = (status: number, message: string) => json(status, { success: false, message });

/**
 * A fake assignment API for Queen of Sorrows: the bodies checked by the shared schemas; POST answers
 * `next` (or a draft), PATCH and publish answer what `onPatch` returns (or a refusal when it is a string).
 */
export function pairingServer({
  seats = roster(),
  current = null as AssignmentView | null,
  onPost = (): AssignmentView | string => draftOf(),
  onPatch = (_action: unknown, view: AssignmentView): AssignmentView | string => view,
  onRound = (_mode: RoundMode, view: AssignmentView): AssignmentView =>
    draftOf({ id: view.id + 1, round: view.round + 1 }),
} = {}) {
  const state = { seats, current, rules: { assignedOnly: false, unseatedAccess: false } };
  const base = '/api/sims/queenOfSorrows/assignments';
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url === '/api/auth/me') return ok(admin);
    if (url === '/api/seats?class=current') return ok(state.seats);
    if (url === base && method === 'GET') return ok(state.current);
    if (url === '/api/sims/queenOfSorrows/role-rules') {
      if (method === 'PATCH') state.rules = { ...state.rules, ...(body as object) };
      return ok(state.rules);
    }
    if (url === base && method === 'POST') {
      const parsed = newAssignmentSchema.safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const answer = onPost();
      if (typeof answer === 'string') return fail(409, answer);
      state.current = answer;
      return ok(answer, 201);
    }
    if (url === '/api/sims/queenOfSorrows/rounds' && method === 'POST') {
      const parsed = newRoundSchema.safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (!state.current?.published) return fail(409, 'Publish the first round first.');
      state.current = onRound(parsed.data.mode, state.current);
      return ok({ round: state.current.round, assignment: state.current }, 201);
    }
    if (state.current && url === `${base}/${state.current.id}/publish` && method === 'POST') {
      state.current = { ...state.current, published: true };
      return ok(state.current);
    }
    if (state.current && url === `${base}/${state.current.id}` && method === 'PATCH') {
      const parsed = assignmentActionSchema.safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const answer = onPatch(parsed.data, state.current);
      if (typeof answer === 'string') return fail(409, answer);
      state.current = answer;
      return ok(answer);
    }
    return fail(404, 'Not found.');
  });
  return {
    state,
    calls,
    /** The JSON bodies sent with `method` to a URL starting with the assignments' base. */
    sent: (method: string, prefix = base) =>
      calls
        .filter((c) => c.url.startsWith(prefix) && c.init.method === method)
        .map((c) => ({
          url: c.url,
          body: c.init.body ? (JSON.parse(String(c.init.body)) as unknown) : undefined,
        })),
  };
}

/** What the live channel does on an event: refetch the queries that declared its topic. */
export const hearLive = (client: QueryClient, topic: LiveTopic) =>
  act(() => client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes(topic) ?? false }));
