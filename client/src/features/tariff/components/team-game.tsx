import { CheckCircle2, Hourglass } from 'lucide-react';
import type { TariffTeamView } from '@shared/contracts/tariff-config';
import type { Lang } from '@shared/simulations';
import { countryTone, otherCountry } from '../lib/countries';
import type { TeamText } from '../lib/team-text';
import { ChoicePanel } from './choice-panel';
import { PayoffTable } from './payoff-table';
import { RoundRules } from './round-rules';
import { TeamResults } from './team-results';
import { TAKEAWAY_ID, TeamTakeaway } from './team-takeaway';
import { cn } from '@/lib/utils';

/**
 * A team's game: who it is, round n of 5 with the round's rules, the two buttons or its locked
 * choice, then what was revealed; once all five are, the final score and the game's takeaway page. The
 * round and its buttons come first, so a phone shows them without scrolling; the last reveal follows them.
 * It shows only what the team view holds: the other team's choice appears once a round is revealed, never
 * before.
 */
export function TeamGame({ view, t, lang }: { view: TariffTeamView; t: TeamText; lang: Lang }) {
  const { team, current } = view;
  const other = otherCountry(team.country);
  const tone = countryTone[team.country];
  const last = view.results.at(-1);

  return (
    <>
      <p
        data-testid="tariff-team"
        className={cn(
          'mt-4 inline-block rounded-full px-4 py-1.5 text-lg font-bold ring-1',
          tone.bg,
          tone.text,
          tone.ring,
        )}
      >
        {t.teamLine(t.country[team.country], team.pair)}
      </p>

      {current ? (
        <section aria-labelledby="tariff-round" className="mt-6">
          <h2 id="tariff-round" className="text-2xl font-bold text-slate-900">
            {t.roundOf(current.number, view.rounds.length)}
          </h2>
          <RoundRules
            className="mt-3"
            multiplier={current.multiplier}
            talk={current.talk}
            text={{
              label: t.rulesLabel,
              multiplier: t.multiplier,
              talk: t.talk(t.country[other]),
              normal: t.normalRound,
            }}
          />
          {current.ownChoice ? (
            <div
              role="status"
              className="mt-6 flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-950 ring-1 ring-emerald-300"
            >
              <CheckCircle2 className="mt-1 h-7 w-7 shrink-0" aria-hidden />
              <p>
                <span className="block text-xl font-bold">{t.locked(t.choice[current.ownChoice])}</span>
                <span className="mt-1 flex items-center gap-1.5 text-base">
                  <Hourglass className="h-4 w-4" aria-hidden />
                  {t.waitingOther}
                </span>
              </p>
            </div>
          ) : (
            <ChoicePanel key={current.number} round={current.number} t={t} lang={lang} />
          )}
        </section>
      ) : (
        <section
          aria-labelledby="tariff-over"
          className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="tariff-over" className="text-xl font-bold text-slate-900">
            {t.gameOver(view.rules.rounds)}
          </h2>
          <p className="mt-2 text-lg">
            {t.finalScore}: {t.country[team.country]} {t.points(view.totals.own)} · {t.country[other]}{' '}
            {t.points(view.totals.their)}
          </p>
          <p className="mt-3">
            <a href={`#${TAKEAWAY_ID}`} className="font-semibold text-brand-700 underline underline-offset-4">
              {t.takeaway.link}
            </a>
          </p>
        </section>
      )}

      {last && (
        <section
          aria-label={t.lastReveal(last.number)}
          aria-live="polite"
          className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t.lastReveal(last.number)}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-center">
            {(
              [
                [t.country[team.country], last.own, last.ownPoints],
                [t.country[other], last.their, last.theirPoints],
              ] as const
            ).map(([name, choice, points]) => (
              <div key={name} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{name}</dt>
                <dd className="text-lg font-bold">{choice === null ? t.noChoice : t.choice[choice]}</dd>
                <dd className="text-2xl font-bold tabular-nums">{t.points(points)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-center text-base font-semibold text-slate-800">
            {t.runningTotal}: {t.country[team.country]} {view.totals.own} · {t.country[other]}{' '}
            {view.totals.their}
          </p>
        </section>
      )}

      <PayoffTable t={t} other={t.country[other]} rules={view.rules} />

      <TeamResults view={view} t={t} />

      {!current && <TeamTakeaway lang={lang} t={t} />}
    </>
  );
}
