import { debriefCase } from '@shared/case-figures';
import { classMessages } from '@shared/contracts/classes-config';
import type { CourseReport, CourseReportParticipation } from '@shared/contracts/course-report';
import { caseOutcome } from '@shared/course-report';
import { courseReportText } from '@shared/course-report-text';
import { summarizeRatings } from '@shared/feedback-summary';
import { findSimulation, type Lang, type SimulationDefinition } from '@shared/simulations';
import { HttpError } from '../../lib/http';
import type { ModuleContext } from '../context';
import { classNegotiations } from '../debrief';
import { publishedTables } from '../pairing';
import {
  feedbackRatings,
  findClass,
  seatsOfClass,
  stepsOfSeats,
  tablesWithFirstOffer,
  teamSeats,
} from './repository';

type Ctx = Pick<ModuleContext, 'db'>;

const titleIn = (sim: SimulationDefinition | undefined, key: string, lang: Lang) =>
  sim ? (lang === 'ko' ? sim.titleKo : sim.title) : key;
const roleIn = (sim: SimulationDefinition | undefined, slug: string, lang: Lang) => {
  const role = sim?.roles.find((r) => r.slug === slug);
  return role ? (lang === 'ko' ? role.titleKo : role.title) : slug;
};

/**
 * A class's course report in a language (404 for no such class). Available while the class runs: it reads
 * what is stored now. Attendance lists each seat with what it took part in; everything else is counted or
 * measured over the class (shared/course-report.ts), never one student's score or words.
 */
export async function courseReport(ctx: Ctx, classId: number, lang: Lang): Promise<CourseReport> {
  const cls = await findClass(ctx.db, classId);
  if (!cls) throw new HttpError(404, classMessages.notFound);
  const w = courseReportText[lang];
  const roster = await seatsOfClass(ctx.db, classId);
  const steps = await stepsOfSeats(
    ctx.db,
    roster.map((s) => s.id),
  );
  const did = (list: typeof steps.plans, seatId: number, key: string, round: number) =>
    list.some((x) => x.seatId === seatId && x.simKey === key && x.round === round);
  const activities = new Map<number, string[]>(roster.map((s) => [s.id, []]));
  const participation: CourseReportParticipation = { seats: roster.length, cases: [], teamGames: [] };
  const outcomes: CourseReport['outcomes'] = { cases: [] };

  for (const { key, rounds, pairs } of await classNegotiations(ctx, classId)) {
    const sim = findSimulation(key);
    const title = titleIn(sim, key, lang);
    let seated = 0;
    let firstOffers = 0;
    for (const round of rounds) {
      const published = await publishedTables(ctx.db, key, classId, round);
      if (!published) continue;
      const opened = await tablesWithFirstOffer(ctx.db, [published.assignmentId]);
      firstOffers += opened.length;
      for (const table of published.tables) {
        const hasOffer = opened.some((o) => o.tableNo === table.table);
        const agreed = pairs.some((p) => p.round === round && p.table === table.table && !p.noAgreement);
        for (const m of table.members) {
          const list = activities.get(m.seatId);
          if (!list) continue; // a seat that left the class
          seated++;
          const done: string[] = [
            did(steps.plans, m.seatId, key, round) && w.plan,
            hasOffer && w.firstOffer,
            agreed && w.agreement,
            did(steps.surveys, m.seatId, key, round) && w.survey,
          ].filter((x) => x !== false);
          const place = `${title}, ${w.round(round)}, ${w.table(table.table)} (${roleIn(sim, m.role, lang)})`;
          list.push(done.length > 0 ? `${place}: ${done.join(', ')}` : place);
        }
      }
    }
    const inClass = (list: typeof steps.plans) => list.filter((x) => x.simKey === key).length;
    const c = caseOutcome(debriefCase(key), { key, title, roleTitle: (r) => roleIn(sim, r, lang) }, pairs);
    participation.cases.push({
      key,
      title,
      rounds: rounds.length,
      seated,
      plans: inClass(steps.plans),
      firstOffers,
      agreements: c.agreements,
      noDeals: c.noDeals,
      surveys: inClass(steps.surveys),
    });
    outcomes.cases.push(c);
  }

  const members = await teamSeats(ctx.db, classId);
  for (const key of [...new Set(members.map((m) => m.simKey))]) {
    const sim = findSimulation(key);
    const title = titleIn(sim, key, lang);
    const ofGame = members.filter((m) => m.simKey === key);
    participation.teamGames.push({
      key,
      title,
      teams: new Set(ofGame.map((m) => m.teamId)).size,
      seated: new Set(ofGame.map((m) => m.seatId)).size,
    });
    for (const m of ofGame) {
      const side = sim?.game?.teams[m.country === 'solara' ? 0 : 1];
      activities.get(m.seatId)?.push(w.team(title, `${side ? side[lang] : m.country} ${m.pair}`));
    }
  }

  return {
    lang,
    class: {
      id: cls.id,
      name: cls.name,
      startedAt: cls.startedAt.toISOString(),
      endedAt: cls.endedAt?.toISOString() ?? null,
      isCurrent: cls.endedAt === null,
    },
    attendance: roster.map((s) => ({
      name: s.name,
      joinedAt: s.joinedAt.toISOString(),
      lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
      activities: activities.get(s.id) ?? [],
    })),
    participation,
    outcomes,
    feedback: summarizeRatings(await feedbackRatings(ctx.db, classId)),
    generatedAt: new Date().toISOString(),
  };
}
