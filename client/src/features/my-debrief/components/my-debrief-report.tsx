import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { findClassFlow } from '@shared/class-flow';
import type { MyDebrief } from '@shared/contracts/debrief';
import { FIRST_OFFER_NOUNS, slopeInWords, twoSignificant } from '@shared/debrief/words';
import { findRole, simulationOf, type Lang } from '@shared/simulations';
import { surveyDimensions } from '@shared/survey';
import { localized } from '@shared/words';
import { Button } from '@/components/ui/button';
import { myFigures, type MyFigures } from '../lib/my-figures';
import { myDebriefText, won, type MyDebriefText } from '../lib/my-debrief-text';
import { DealStrip } from './deal-strip';
import { FirstOfferChart } from './first-offer-chart';

/**
 * The released debrief: each part a section of its own, printable on A4 with the page's own fonts. In the
 * print layout (`printLayout`) the page is already what the printer gets: no button to print it.
 */
export function MyDebriefReport({
  sim,
  lang,
  debrief,
  printLayout = false,
}: {
  sim: string;
  lang: Lang;
  debrief: MyDebrief;
  printLayout?: boolean;
}) {
  const t = myDebriefText[lang];
  const simulation = simulationOf(sim);
  const roleTitle = (slug: string) => {
    const role = findRole(simulation, slug);
    return role ? localized(role, 'title', lang) : slug;
  };
  const figures = myFigures(debrief);
  const reflection = findClassFlow(sim)?.reflection[debrief.role]?.[lang];

  return (
    <div className="space-y-6 print:space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg text-slate-700">{t.youWere(roleTitle(debrief.role), debrief.table)}</p>
        {!printLayout && (
          <Button variant="secondary" className="no-print" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            {t.print}
          </Button>
        )}
      </div>
      <Section id="my-deal" title={t.dealTitle}>
        <DealPlaceText t={t} lang={lang} debrief={debrief} figures={figures} />
      </Section>
      <Section id="my-first-offer" title={t.firstOfferTitle}>
        <FirstOfferText t={t} lang={lang} debrief={debrief} figures={figures} roleTitle={roleTitle} />
      </Section>
      <Section id="my-plan" title={t.planTitle}>
        <PlanText t={t} lang={lang} debrief={debrief} figures={figures} />
      </Section>
      <Section id="my-feelings" title={t.feltTitle}>
        <Feelings t={t} lang={lang} debrief={debrief} figures={figures} />
      </Section>
      {reflection && (
        <Section id="my-reflection" title={t.reflectionTitle}>
          <p className="border-l-4 border-brand-600 pl-4 text-lg text-slate-800">{reflection}</p>
        </Section>
      )}
      <Section id="my-takeaway" title={debrief.takeaway.title}>
        {/* our own Markdown, rendered by the server (no raw HTML in it), as the role pages are */}
        <div
          lang={lang}
          className="role-document"
          dangerouslySetInnerHTML={{ __html: debrief.takeaway.html }}
        />
      </Section>
    </div>
  );
}

interface PartProps {
  t: MyDebriefText;
  lang: Lang;
  debrief: MyDebrief;
  figures: MyFigures;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 break-inside-avoid print:p-0 print:shadow-none print:ring-0"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

function DealPlaceText({ t, lang, debrief, figures }: PartProps) {
  const { place } = figures;
  const agreed = place.classAmounts.length;
  return (
    <>
      {!debrief.pair ? (
        <p>{t.notFinal}</p>
      ) : place.amount === null ? (
        <p>{t.noAgreement(agreed, place.classPairs)}</p>
      ) : (
        <p>
          {t.agreedOn(won(place.amount, lang))}{' '}
          {place.percentile !== null && t.percentile(Math.round(place.percentile), agreed)}
        </p>
      )}
      {place.share !== null && <p>{t.share(place.share)}</p>}
      {agreed === 0 ? (
        <p>{t.noClassDeals}</p>
      ) : (
        <DealStrip
          amounts={place.classAmounts}
          own={place.amount}
          label={place.amount === null ? t.stripNoOwn(agreed) : t.strip(agreed)}
          lang={lang}
        />
      )}
    </>
  );
}

function FirstOfferText({
  t,
  lang,
  debrief,
  figures,
  roleTitle,
}: PartProps & { roleTitle: (slug: string) => string }) {
  const { opened, fit, step, versusLine } = figures.firstOffer;
  const deal = figures.place.amount;
  return (
    <>
      {debrief.pair &&
        (opened ? (
          <p>
            {opened.mine
              ? t.openedMine(won(opened.amount, lang))
              : t.openedOther(roleTitle(opened.role), won(opened.amount, lang))}{' '}
            {deal !== null &&
              t.landed(
                won(deal, lang),
                deal === opened.amount ? null : won(Math.abs(deal - opened.amount), lang),
              )}
          </p>
        ) : (
          <p>{t.notRecorded}</p>
        ))}
      {fit.line ? (
        <p>
          {slopeInWords(fit.line.slope, step, lang, FIRST_OFFER_NOUNS)} {t.lineFacts(fit.n, fit.r)}
        </p>
      ) : (
        <p>{fit.reason === 'noSpread' ? t.noSpread : t.tooFew(fit.n)}</p>
      )}
      {versusLine &&
        // two significant digits, as the slope: all a class's line can claim
        (twoSignificant(versusLine.gap) === 0 ||
        Math.abs(versusLine.gap) < Math.abs(versusLine.expected) * 0.005 ? (
          <p>{t.onTheLine(won(twoSignificant(versusLine.expected), lang))}</p>
        ) : (
          <p>
            {t.versusLine(
              won(twoSignificant(versusLine.expected), lang),
              won(twoSignificant(Math.abs(versusLine.gap)), lang),
              versusLine.gap > 0,
              versusLine.better,
            )}
          </p>
        ))}
      <FirstOfferChart debrief={debrief} fit={fit} lang={lang} />
    </>
  );
}

function PlanText({ t, lang, debrief, figures }: PartProps) {
  const me = debrief.me;
  const plan = figures.plan;
  const amountOr = (v: number | null) => (v === null ? t.notWritten : won(v, lang));
  if (
    me.target === null &&
    me.walkAway === null &&
    me.otherWalkAway === null &&
    me.plannedFirstOffer === null
  )
    return <p>{t.noPlan}</p>;
  const estimate = figures.estimate;
  const dir = debrief.measures.direction;
  const targetNote =
    plan?.versusTarget == null
      ? null
      : plan.versusTarget > 0
        ? t.beatTarget(won(plan.versusTarget, lang))
        : plan.versusTarget === 0
          ? t.metTarget
          : t.missedTarget(won(-plan.versusTarget, lang));
  const opened = figures.firstOffer.opened;
  return (
    <>
      <dl className="divide-y divide-slate-100">
        <PlanRow term={t.target} value={amountOr(me.target)} notes={[targetNote]} />
        <PlanRow
          term={t.walkAway}
          value={amountOr(me.walkAway)}
          notes={[
            plan?.realWalkAway != null ? t.realWalkAway(won(plan.realWalkAway, lang)) : null,
            plan?.walkAwayReading ? t.reading[plan.walkAwayReading] : null,
            plan?.beyondStatedWalkAway ? t.beyondStated : null,
            plan?.beyondRealWalkAway ? t.beyondReal : null,
          ]}
        />
        <PlanRow
          term={t.otherWalkAway(dir)}
          value={amountOr(me.otherWalkAway)}
          notes={[estimate ? t.estimate(estimate, (v) => won(v, lang), dir) : null]}
        />
        <PlanRow
          term={t.plannedFirstOffer}
          value={amountOr(me.plannedFirstOffer)}
          notes={[opened && debrief.pair ? t.actualFirstOffer(won(opened.amount, lang), opened.mine) : null]}
        />
      </dl>
      {!plan && <p>{t.noResult}</p>}
    </>
  );
}

function PlanRow({ term, value, notes }: { term: string; value: string; notes: Array<string | null> }) {
  return (
    <div className="py-2 first:pt-0">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5">
        <span className="font-semibold text-slate-900">{value}</span>
        {notes.filter(Boolean).map((n) => (
          <span key={n} className="block text-slate-700">
            {n}
          </span>
        ))}
      </dd>
    </div>
  );
}

const score = (v: number | null) => (v === null ? '–' : v.toFixed(1));

function Feelings({ t, lang, debrief, figures }: PartProps) {
  if (!debrief.me.scores || debrief.me.scores.answered === 0) return <p>{t.noSurvey}</p>;
  const noClass = debrief.classScores.length === 0;
  return (
    <>
      <table className="w-full table-fixed text-left">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-500">
            <th scope="col" className="w-1/2 py-2 pr-2 font-medium">
              {t.dimension}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t.you}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t.classMedian}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.feelings.map((row) => (
            <tr key={row.dimension} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-2 font-normal">
                {row.dimension === 'global'
                  ? t.overall
                  : localized(surveyDimensions[row.dimension], 'label', lang)}
              </th>
              <td className="py-2 pr-2 text-right font-semibold tabular-nums text-slate-900">
                {score(row.mine)}
              </td>
              <td className="py-2 text-right tabular-nums">{score(row.classMedian)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-600">{t.scale}</p>
      {noClass && <p className="text-sm text-slate-600">{t.tooFewScores}</p>}
    </>
  );
}
