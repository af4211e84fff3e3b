import { FileText, Eye, Users } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { MySeat } from '@shared/contracts/seats-config';
import { Link } from 'wouter';
import { OBSERVER_ROLE, type MyAssignment } from '@shared/contracts/pairing';
import { TARIFF_SIM_KEY, type TariffCountry } from '@shared/contracts/tariff-config';
import { simulationPaths, tariffTeamIn } from '@shared/routes';
import { tariffProjectorText } from '@shared/tariff-wars-text';
import { listParts } from '@shared/list-format';
import {
  findRole,
  findSimulation,
  hasResults,
  type Lang,
  type SimulationDefinition,
} from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { myAssignmentText } from '../lib/my-assignment-text';

/**
 * A seated student's published assignments, in the seat's language: the role and the partner at a table,
 * with the way straight to the student's own confidential instructions (no role choice); a mirror also sees
 * who shares the role; an observer sees the table and the pair to watch, and the observer sheet.
 */
export function MyAssignments({
  assignments,
  lang,
  seat,
  extra,
}: {
  assignments: MyAssignment[];
  lang: Lang;
  seat?: MySeat;
  extra?: AssignmentExtra;
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
          <AssignmentCard assignment={a} sim={sim} lang={lang} />
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

function AssignmentCard({
  assignment: a,
  sim,
  lang,
}: {
  assignment: MyAssignment;
  sim: SimulationDefinition;
  lang: Lang;
}) {
  const t = myAssignmentText[lang];
  const simTitle = lang === 'ko' ? sim.titleKo : sim.title;
  const paths = simulationPaths(sim);

  if (sim.key === TARIFF_SIM_KEY) return <TeamCard assignment={a} simTitle={simTitle} lang={lang} />;

  if (a.role === OBSERVER_ROLE) {
    const [before, bold, after] = t.observer(simTitle);
    return (
      <>
        <p>
          {before}
          <strong>{bold}</strong>
          {after} {t.watch(a.table)}
          {names(a.partners, lang)}
          {t.watchAfter}
        </p>
        {hasResults(sim) && (
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
  const roleTitle = role ? (lang === 'ko' ? role.titleKo : role.title) : a.role;
  const [before, bold, after] = t.youAre(roleTitle, simTitle);
  // in a trio, the one who shares this role is a teammate, not the other side
  const others = a.partners.filter((p) => p.role !== a.role);
  const mirrors = a.partners.filter((p) => p.role === a.role);
  return (
    <>
      <p>
        {before}
        <strong>{bold}</strong>
        {after} {t.partnerLabel(others.length)} {names(others, lang)}
        {t.atTable(a.table)}
      </p>
      {mirrors.length > 0 && (
        <p className="mt-2 text-base text-slate-700">
          {t.mirror[0]}
          {names(mirrors, lang)}
          {t.mirror[1]}
        </p>
      )}
      {role && (
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
 * A Tariff Wars team (its country is the role, its pair the table): the teammates, the other team of the
 * pair, and the team page, which opens by the seat with no code to type.
 */
function TeamCard({
  assignment: a,
  simTitle,
  lang,
}: {
  assignment: MyAssignment;
  simTitle: string;
  lang: Lang;
}) {
  const t = myAssignmentText[lang];
  const game = tariffProjectorText[lang];
  const country = (role: string) => game.country[role as TariffCountry] ?? role;
  const mates = a.partners.filter((p) => p.role === a.role);
  const others = a.partners.filter((p) => p.role !== a.role);
  const [before, bold, after] = t.team(country(a.role), simTitle, game.pair(a.table));
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
          {names(mates, lang)}
          {t.namesAfter}
        </p>
      )}
      {others.length > 0 && (
        <p className="mt-1 text-base text-slate-700">
          {t.against(country(others[0]!.role))}
          {names(others, lang)}
          {t.namesAfter}
        </p>
      )}
      <Button asChild className="mt-3">
        <Link href={tariffTeamIn(lang)}>
          <Users className="h-4 w-4" aria-hidden />
          {t.openTeamPage}
        </Link>
      </Button>
      <p className="mt-2 text-sm text-slate-600">{t.teamPageNote}</p>
    </>
  );
}

/** The names in bold, joined in the page's language. */
function names(people: Array<{ name: string }>, lang: Lang): ReactNode {
  return listParts(
    people.map((p) => p.name),
    lang,
  ).map((part, i) =>
    part.type === 'element' ? (
      <strong key={i}>{part.value}</strong>
    ) : (
      <Fragment key={i}>{part.value}</Fragment>
    ),
  );
}
