import {
  joinClassUrl,
  mySeatExportUrl,
  mySeatUrl,
  seatsUrl,
  classJoinUrl,
  classCodeOf,
  seatMessages,
  type ClassJoin,
  type JoinableClass,
  type MySeat,
  type RosterSeat,
} from '@shared/contracts/seats';
import { classMessages } from '@shared/contracts/classes-config';
import { findCurrentClass, resolveClassFilter } from '../../db/class-scope';
import { HttpError } from '../../lib/http';
import { defineRead, ok, type Read } from '../../lib/reads';
import { classFilterOr400 } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { codeBudgets } from './code-budgets';
import { seatDevices } from './join-devices';
import { seatAssignments, seatDeals } from './later-module-hooks';
import { seatCookie } from './seat-cookie';
import { seatRecord } from './repository';
import {
  assertOwnSeat,
  assertSeated,
  classJoin,
  joinableClass,
  mySeat,
  roster,
  seatOfToken,
} from './service';

/**
 * Seats' reads: a device's own seat (401 without one, 410 when its class ended), the class a join code names
 * (the join form), and the instructor's roster and join settings. None is public: each changes without a
 * settings write, and a seat is one device's alone.
 */
export const seatsReads = ({ db, limits, config }: ModuleContext): Read[] => {
  const devices = seatDevices(db);
  const budgets = codeBudgets({ db, devices, shared: { limits, config } });
  return [
    defineRead({
      path: mySeatUrl,
      public: false,
      read: async (viewer, _params, _query, http) => {
        const found = await seatOfToken(db, viewer.seatToken);
        if (http) seatCookie.clearStale(http.req, http.res, found);
        const seat = assertSeated(found);
        return ok<MySeat>(mySeat(seat, await seatAssignments.get()({ db }, seat.id)));
      },
    }),
    defineRead({
      path: mySeatExportUrl,
      public: false,
      headers: { 'Content-Disposition': 'attachment; filename="my-class-data.json"' },
      read: async (viewer) => {
        // an ended class's seat too: the student's own data, until the class's retention ends
        const seat = assertOwnSeat(await seatOfToken(db, viewer.seatToken));
        const record = await seatRecord(db, seat.id);
        if (!record) throw new HttpError(401, seatMessages.en.noSeat);
        return {
          exportedAt: new Date().toISOString(),
          about:
            'Everything this site stores for your seat. Results and feedback are stored without a seat, so they are not here.',
          seat: {
            ...record.seat,
            joinedAt: record.seat.joinedAt.toISOString(),
            lastSeenAt: record.seat.lastSeenAt?.toISOString() ?? null,
            pageClosedAt: record.seat.pageClosedAt?.toISOString() ?? null,
          },
          devices: record.devices,
          groups: record.groups.map((g) => ({ ...g, joinedAt: g.joinedAt.toISOString() })),
          tariffLocks: record.tariffLocks.map((l) => ({ ...l, at: l.at.toISOString() })),
          /** Plans, first offers recorded, agreement versions entered or confirmed, disputes, surveys, drafts. */
          deals: await seatDeals.get()({ db }, seat.id),
        };
      },
    }),
    defineRead({
      path: joinClassUrl,
      public: false,
      // the join form asks this first: the browser gets its device id for the join limit (router.ts), and
      // wrong codes are counted against it (code-budgets.ts)
      before: budgets.classQuestion,
      read: async (_viewer, _params, query, http) => {
        const lang = query.lang === 'ko' ? 'ko' : 'en';
        const code = classCodeOf(query.code);
        if (!code) throw new HttpError(400, seatMessages[lang].classCode);
        const { id, joinable } = await joinableClass(db, code, lang);
        // the browser gave the current class's code: its seat-code tries count in the class's own budget
        if (http) await devices.giveRoom(http.req, http.res, id, code);
        return ok<JoinableClass>(joinable);
      },
    }),
    defineRead({
      path: seatsUrl,
      public: false,
      adminOnly: true,
      read: async (_viewer, _params, query) => {
        const filter = await resolveClassFilter(db, classFilterOr400(query.class));
        if (filter === null) throw new HttpError(404, classMessages.notFound);
        return ok<RosterSeat[]>(await roster(db, filter, (ids) => limits.streamHolds.seatsOnline(ids)));
      },
    }),
    defineRead({
      path: classJoinUrl,
      public: false,
      adminOnly: true,
      // null while no class is running: the join screen says so instead of a code
      read: async () => ok<ClassJoin | null>((await findCurrentClass(db)) ? await classJoin(db) : null),
    }),
  ];
};
