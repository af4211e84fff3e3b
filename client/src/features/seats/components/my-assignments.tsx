import { listParts } from '@shared/format';
import { FileText, Eye, Users } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { MySeat } from '@shared/contracts/seats-config';
import { Link } from 'wouter';
import { OBSERVER_ROLE, type MyAssignment, type MyPartner } from '@shared/contracts/pairing';
import { teamGameOf, type TariffCountry } from '@shared/contracts/tariff-config';
import { samePage, simulationPaths } from '@shared/routes';
import { tariffProjectorText } from '@shared/tariff-wars-text';
import { localized } from '@shared/words';
import {
  findRole,
  findSimulation,
  hasResults,
  type Lang,
  type SimulationDefinition,
} from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { myAssignmentText, type MyAssignmentText } from '../lib/my-assignment-text';

/**
 * A seated student's published assignments, in the seat's language: the role and the partner at a table,
 * with the way straight to the student's own confidential instructions (no role choice); a mirror also sees
 * who shares the role; an observer sees the table and the pair to watch, and the observer sheet. Shown on
 * another page (`here`), an assignment does not offer the way to that page itself.
 */
export function MyAssignments({
  assignments,
  lang,
  seat,
  extra,
  here,
}: {
  assignments: MyAssignment[];
  lang: Lang;
  seat?: MySeat;
  extra?: AssignmentExtra;
  /** The page the list is shown on, when it is not /me. */
  here?: string;
}) {
  const known = assignments.flatMap((a) => {
    const sim = findSimulation(a.simulation);
    return sim ? [{ a, sim }] : [];
  });
  if (known.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3">
      {known.map(({ a, sim }) => (
        <li
          key={sim.key}
          data-testid="my-assignment"
          className="rounded-xl bg-brand-50 p-4 text-lg text-slate-900 ring-1 ring-brand-200"
        >
          <AssignmentCard assignment={a} sim={sim} lang={lang} here={here} />
          {seat && extra?.(a, seat)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the page that composes /me shows under an assignment (the deal's steps on the phone): this feature
 * only gives it the place, and knows nothing of what goes there.
 */
export type AssignmentExtra = (assignment: MyAssignment, seat: MySeat) => ReactNode;

/** Whether a link to `href` leads somewhere else than the page open (`here`), in either language. */
const elsewhere = (href: string, here: string | undefined) => here === undefined || !samePage(href, here);

function AssignmentCard({
  assignment: a,
  sim,
  lang,
  here,
}: {
  assignment: MyAssignment;
  sim: SimulationDefinition;
  lang: Lang;
  here: string | undefined;
}) {
  const t = myAssignmentText[lang];
  const simTitle = localized(sim, 'title', lang);
  const paths = simulationPaths(sim);

  if (sim.game) return <TeamCard assignment={a} sim={sim} lang={lang} here={here} />;

  if (a.role === OBSERVER_ROLE) {
    const [before, bold, after] = t.observer(simTitle);
    return (
      <>
        <p>
          {before}
          <strong>{bold}</strong>
          {after} {a.table !== null && t.watch(a.table)}
          {names(a.partners, lang, t)}
          {t.watchAfter}
        </p>
        {hasResults(sim) && elsewhere(paths.observer(lang), here) && (
          <Button asChild className="mt-3">
            <Link href={paths.observer(lang)}>
              <Eye className="h-4 w-4" aria-hidden />
              {t.openObserverSheet}
            </Link>
          </Button>
        )}
      </>
    );
  }

  const role = findRole(sim, a.role);
  const roleTitle = role ? localized(role, 'title', lang) : a.role;
  const [before, bold, after] = t.youAre(roleTitle, simTitle);
  const atTable = a.partners.filter((p) => !p.absent);
  const absent = a.partners.filter((p) => p.absent);
  // in a trio, the one who shares this role is a teammate, not the other side
  const others = atTable.filter((p) => p.role !== a.role);
  const mirrors = atTable.filter((p) => p.role === a.role);
  return (
    <>
      <p>
        {before}
        <strong>{bold}</strong>
        {after}
        {a.table !== null && (
          <>
            {' '}
            {t.partnerLabel(others.length)} {names(others, lang, t)}
            {t.atTable(a.table)}
          </>
        )}
      </p>
      {mirrors.length > 0 && (
        <p className="mt-2 text-base text-slate-700">
          {t.mirror[0]}
          {names(mirrors, lang, t)}
          {t.mirror[1]}
        </p>
      )}
      <TableNotice assignment={a} absent={absent} lang={lang} t={t} />
      {role && elsewhere(paths.instructions(role.slug, lang), here) && (
        <Button asChild className="mt-3">
          <Link href={paths.instructions(role.slug, lang)}>
            <FileText className="h-4 w-4" aria-hidden />
            {t.openInstructions}
          </Link>
        </Button>
      )}
    </>
  );
}

/**
 * What happened at the student's table, in their language: a student there left the class, or is absent
 * (the table goes on, or the student waits for a new partner with the role they read).
 */
function TableNotice({
  assignment: a,
  absent,
  lang,
  t,
}: {
  assignment: MyAssignment;
  absent: MyPartner[];
  lang: Lang;
  t: MyAssignmentText;
}) {
  const left = a.partners.some((p) => p.left);
  if (!left && absent.length === 0 && a.table !== null) return null;
  const [before, after] = t.absent(absent.length);
  return (
    <p
      data-testid="table-notice"
      className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-base text-amber-950 ring-1 ring-amber-300"
    >
      {left && t.partnerLeft}
      {left && absent.length > 0 && ' '}
      {absent.length > 0 && (
        <>
          {before}
          {names(absent, lang, t)}
          {after}
        </>
      )}
      {(a.table === null || absent.length > 0) && (
        <>
          {(left || absent.length > 0) && ' '}
          {a.table === null ? t.waitForPartner : t.tableGoesOn}
        </>
      )}
    </p>
  );
}

/**
 * A Tariff Wars team (its country is the role, its pair the table): the teammates, the other team of the
 * pair, and the team page, which opens by the seat with no code to type (not offered on the team page).
 */
function TeamCard({
  assignment: a,
  sim: entry,
  lang,
  here,
}: {
  assignment: MyAssignment;
  sim: SimulationDefinition;
  lang: Lang;
  here: string | undefined;
}) {
  const t = myAssignmentText[lang];
  const sim = teamGameOf(entry.key)!;
  const game = tariffProjectorText(lang, sim);
  const simTitle = game.title;
  const teamPage = simulationPaths(sim).team(lang);
  const country = (role: string) => game.country[role as TariffCountry] ?? role;
  const mates = a.partners.filter((p) => p.role === a.role);
  const others = a.partners.filter((p) => p.role !== a.role);
  // a team always has its pair (only a negotiation's student waits without a table)
  const [before, bold, after] = t.team(country(a.role), simTitle, game.pair(a.table ?? 0));
  return (
    <>
      <p>
        {before}
        <strong>{bold}</strong>
        {after}
      </p>
      {mates.length > 0 && (
        <p className="mt-2 text-base text-slate-700">
          {t.teammates}
          {names(mates, lang, t)}
          {t.namesAfter}
        </p>
      )}
      {others.length > 0 && (
        <p className="mt-1 text-base text-slate-700">
          {t.against(country(others[0]!.role))}
          {names(others, lang, t)}
          {t.namesAfter}
        </p>
      )}
      {elsewhere(teamPage, here) && (
        <>
          <Button asChild className="mt-3">
            <Link href={teamPage}>
              <Users className="h-4 w-4" aria-hidden />
              {t.openTeamPage}
            </Link>
          </Button>
          <p className="mt-2 text-sm text-slate-600">{t.teamPageNote}</p>
        </>
      )}
    </>
  );
}

/** The names in bold, joined in the page's language; one who left the class is named so. */
function names(people: Array<{ name: string; left?: true }>, lang: Lang, t: MyAssignmentText): ReactNode {
  return listParts(
    people.map((p) => (p.left ? t.leftName : p.name)),
    lang,
  ).map((part, i) =>
    part.type === 'element' ? (
      <strong key={i}>{part.value}</strong>
    ) : (
      <Fragment key={i}>{part.value}</Fragment>
    ),
  );
}
