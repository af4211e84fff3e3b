import type { Db } from '../../db/client';
import { groupsOfSeat } from '../../db/groups';

/** The groups of a stream (its audience): the team its cookie joined, and its seat's groups. */
export const streamGroupsOf = async (db: Db, teamCookieGroup: number | null, seatId: number | null) => [
  ...new Set([
    ...(teamCookieGroup === null ? [] : [teamCookieGroup]),
    ...(seatId === null ? [] : await groupsOfSeat(db, seatId)),
  ]),
];
