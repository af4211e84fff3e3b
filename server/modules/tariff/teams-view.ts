import type { AssignmentView } from '@shared/contracts/pairing';
import { TARIFF_COUNTRIES, type TariffTeam } from '@shared/contracts/tariff';
import type { Db } from '../../db/client';
import { membersOfGroups } from '../../db/groups';
import type { LiveBus } from '../../live/bus';
import type { TariffTeams } from '../pairing';
import { findRunningGame, listTeams } from './repository';
import { formTeamsFromClass, teamAssignmentOf } from './service';

/**
 * A team game's teams through the pairing contract (/api/sims/{key}/assignments): the pairing module
 * reaches them through tariffTeams below (registered on its face), so the teams are formed by
 * formTeamsFromClass alone, as `POST /api/tariff/games {teamSize}` forms them.
 */

/** What a new game tells (POST /api/tariff/games and the pairing contract alike): everyone, and the seats. */
export function announceNewGame(live: LiveBus, seatsToTell: number[]): void {
  live.publish({ type: 'tariff' }, 'everyone');
  // the new teams' members and the ended game's: /me lists their team, and their streams hear it
  for (let i = 0; i < seatsToTell.length; i += 1_000)
    live.publish({ type: 'seat' }, { seats: seatsToTell.slice(i, i + 1_000) });
}

type Team = Pick<TariffTeam, 'country' | 'pair' | 'members'>;

/**
 * A game's teams as an assignment: a pair is a table, its members both teams' seated students with their
 * country as role (the countries are the registry's role slugs of Tariff Wars). Live at once: published.
 */
export function teamsAsAssignment(gameId: number, teams: Team[]): AssignmentView {
  const tables = [...new Set(teams.map((t) => t.pair))].sort((a, b) => a - b);
  return {
    id: gameId,
    round: 1,
    published: true,
    pairs: tables.map((table) => ({
      table,
      members: TARIFF_COUNTRIES.flatMap((country) =>
        teams
          .filter((t) => t.pair === table && t.country === country)
          .flatMap((t) => t.members.map((m) => ({ seatId: m.seatId, name: m.name, role: country }))),
      ),
    })),
    observers: [],
    unpaired: [],
    absent: [],
  };
}

/** The running game's teams as an assignment; null without a game of this case, or when no seated student is in it. */
export async function currentTeams(db: Db, simKey: string): Promise<AssignmentView | null> {
  const game = await findRunningGame(db);
  if (game?.simKey !== simKey) return null;
  const teams = await listTeams(db, game.id);
  const members = await membersOfGroups(
    db,
    teams.map((t) => t.groupId),
  );
  const view = teamsAsAssignment(
    game.id,
    teams.map((t) => ({ ...t, members: members.get(t.groupId) ?? [] })),
  );
  return view.pairs.some((p) => p.members.length > 0) ? view : null;
}

/** The teams as the pairing module shows them (its assignments route, a seat's assignments on /me). */
export const tariffTeams: TariffTeams = {
  async form({ db, live }, simKey, teamSize, present) {
    const { created, seatsToTell } = await formTeamsFromClass(db, teamSize, present, Math.random, simKey);
    return {
      view: teamsAsAssignment(created.id, created.teams),
      announce: () => announceNewGame(live, seatsToTell),
    };
  },
  current: ({ db }, simKey) => currentTeams(db, simKey),
  ofSeat: ({ db }, seatId) => teamAssignmentOf(db, seatId),
};
