import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ClassTimer } from '@shared/contracts/class-timer-config';
import {
  bodyLang,
  claimSeatSchema,
  editMySeatSchema,
  joinSeatSchema,
  seatMessages,
  type JoinableClass,
  type MySeat,
} from '@shared/contracts/seats';
import type { SimulationVisibility } from '@shared/contracts/visibility-config';
import { declaredTopics, type LiveTopic } from '@/lib/live/live-topics';
import { json, stubFetch } from '@/test/render';

export const CLASS_CODE = 'K7QM2P';
export const SEAT_CODE = 'K7QM2PXR';
export const RESEAT_TOKEN = 'a'.repeat(32);

export const seatOf = (over: Partial<MySeat> = {}): MySeat => ({
  id: 7,
  name: 'Mina',
  lang: 'en',
  seatCode: SEAT_CODE,
  assignments: [],
  class: { id: 2, name: 'Hyundai Card cohort 7' },
  ...over,
});

const open = { isVisible: true, isAccessible: true };
/** Queen of Sorrows open to students, its no-deal variant and Shinhwa vs Daesung closed, Tariff Wars hidden. */
const sims: SimulationVisibility = {
  queenOfSorrows: open,
  queenOfSorrowsNoDeal: { isVisible: true, isAccessible: false },
  tariffWarsB: { isVisible: false, isAccessible: false },
  shinhwaDaesung: { isVisible: true, isAccessible: false },
  solaraLunara: { isVisible: false, isAccessible: true },
};

const ok = (data: unknown, status = 200) => json(status, { success: true, data });
const fail = (status: number, message: string) => json(status, { success: false, message });

/**
 * A fake API for one device of one student, with the contract's rules: the join checked by the shared
 * schema and answered in the join's language, names unique in the class (case-insensitively), a class
 * closed to new students, classes that have ended, a seat code, a one-time re-seat link, leaving with the
 * seat's data erased. `seat` is this device's seat (null: none).
 */
export function seatsServer({
  seat = null as MySeat | null,
  meStatus = 401,
  classes = { [CLASS_CODE]: { name: 'Hyundai Card cohort 7', joinOpen: true, retentionDays: 90 } } as Record<
    string,
    JoinableClass
  >,
  taken = ['Jisoo'],
  timer = null as ClassTimer | null,
  /** Codes of classes that have ended (410). */
  endedCodes = [] as string[],
  /** The language of this device's seat of an ended class (410 from /api/seats/me): the server answers in it. */
  endedSeatLang = 'en' as 'en' | 'ko',
  /** No class is running (after End class): a code's lookup and a join answer 409. */
  noClass = false,
} = {}) {
  const state = { seat, meStatus, taken: [...taken], erased: false };
  const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
  const isTaken = (name: string) => state.taken.some((n) => n.toLowerCase() === name.toLowerCase());
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/auth/me') return fail(401, 'Not signed in.');
    if (url === '/api/visibility/simulations') return json(200, sims);
    if (url === '/api/class-timer') return ok(timer);
    if (url === '/api/seats/me?erase=true' && method === 'DELETE') {
      // a seat of an ended class (410) is still this device's to delete
      if (!state.seat && state.meStatus !== 410) return fail(401, seatMessages.en.noSeat);
      state.seat = null;
      state.meStatus = 401;
      state.erased = true;
      return ok(null);
    }
    if (url === '/api/seats/me') {
      if (method === 'GET')
        return state.seat
          ? ok(state.seat)
          : fail(
              state.meStatus,
              state.meStatus === 410 ? seatMessages[endedSeatLang].classEnded : seatMessages.en.noSeat,
            );
      if (!state.seat) return fail(401, seatMessages.en.noSeat);
      if (method === 'DELETE') {
        state.seat = null;
        return ok(null);
      }
      const lang = bodyLang(body(init));
      const parsed = editMySeatSchema(lang).safeParse(body(init));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (parsed.data.name && isTaken(parsed.data.name))
        return fail(409, seatMessages[lang].nameTaken(parsed.data.name, `${parsed.data.name} 2`));
      state.seat = { ...state.seat, ...parsed.data };
      return ok(state.seat);
    }
    if (url.startsWith('/api/seats/class?')) {
      const code = new URL(url, 'http://x').searchParams.get('code') ?? '';
      if (noClass) return fail(409, seatMessages.en.noClass);
      if (endedCodes.includes(code)) return fail(410, seatMessages.en.classEnded);
      const found = classes[code];
      return found ? ok(found) : fail(404, seatMessages.en.wrongClassCode);
    }
    if (url === '/api/seats' && method === 'POST') {
      const lang = bodyLang(body(init));
      const parsed = joinSeatSchema(lang).safeParse(body(init));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const { name, code } = parsed.data;
      if (noClass) return fail(409, seatMessages[lang].noClass);
      if (endedCodes.includes(code)) return fail(410, seatMessages[lang].classEnded);
      const joined = classes[code];
      if (!joined) return fail(400, seatMessages[lang].wrongClassCode);
      if (!joined.joinOpen) return fail(403, seatMessages[lang].closed);
      if (isTaken(name))
        return json(409, {
          success: false,
          message: seatMessages[lang].nameTaken(name, `${name} 2`),
          errors: { suggestion: [`${name} 2`] },
        });
      state.taken.push(name);
      state.seat = seatOf({ name, lang: parsed.data.lang, class: { id: 2, name: joined.name } });
      return ok(state.seat, 201);
    }
    if (url === '/api/seats/claim') {
      const lang = bodyLang(body(init));
      const parsed = claimSeatSchema(lang).safeParse(body(init));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (parsed.data.seatCode !== SEAT_CODE) return fail(404, seatMessages[lang].unknownSeatCode);
      state.seat = seatOf();
      return ok(state.seat);
    }
    if (url === '/api/seats/reseat') {
      if (body(init).token !== RESEAT_TOKEN) return fail(400, seatMessages.en.reseatUsed);
      state.seat = seatOf();
      return ok(state.seat);
    }
    return fail(404, 'Not found.');
  });
  return {
    calls,
    state,
    /** The JSON bodies sent to `url` with `method`. */
    sent: (method: string, url: string) =>
      calls.filter((c) => c.url === url && c.init.method === method).map((c) => body(c.init)),
  };
}

/** What the live channel does on an event: refetch the queries that declared its topic. */
export const hearLive = (client: QueryClient, topic: LiveTopic) =>
  act(() => client.invalidateQueries({ predicate: (q) => declaredTopics(q.meta)?.includes(topic) ?? false }));
