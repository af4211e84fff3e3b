import { firstOfferPull, type FirstOfferPull } from '@shared/debrief/anchoring';
import { otherRole } from '@shared/debrief/case';
import { scatterLayout, type ChartBox, type ScatterLayout, type ScatterPointInput } from './debrief-layout';
import { fitSentence, lineOf } from './debrief-fit';
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort, percent } from './debrief-view-words';

/** View 2: the pull of the first offer. */

export interface FirstOfferView {
  pull: FirstOfferPull;
  earlierPull: FirstOfferPull | null;
  layout: ScatterLayout;
  /** The statistics in words, for the projector and screen readers. */
  sentences: string[];
  /** Nothing to plot yet. */
  empty: boolean;
}

export function firstOfferView(ctx: ViewContext, box: ChartBox): FirstOfferView {
  const { c, names } = ctx;
  const pull = firstOfferPull(c, ctx.pairs);
  const earlierPull = ctx.earlier ? firstOfferPull(c, ctx.earlier) : null;
  const xs = pull.points.map((p) => p.firstOffer);
  const earlierXs = earlierPull?.points.map((p) => p.firstOffer) ?? [];
  const points: ScatterPointInput[] = [
    // a class's rounds share table numbers: the index keeps every dot's key apart
    ...(earlierPull?.points ?? []).map((p, i) => ({
      key: `e${p.classId}-${p.table}-${i}`,
      x: p.firstOffer,
      y: p.amount,
      group: p.opener,
      faint: true,
      label: `Earlier class: first offer ${formatWonShort(p.firstOffer)}, deal ${formatWonShort(p.amount)}`,
    })),
    ...pull.points.map((p, i) => ({
      key: `${p.classId}-${p.table}-${i}`,
      x: p.firstOffer,
      y: p.amount,
      group: p.opener,
      table: p.table,
      label: `Table ${p.table}: the ${names[p.opener]?.short ?? p.opener} opened at ${formatWonShort(p.firstOffer)}, deal ${formatWonShort(p.amount)}`,
    })),
  ];
  const layout = scatterLayout(
    {
      points,
      lines: [
        ...(earlierPull ? lineOf(earlierPull.fit, earlierXs, 'earlier', 'earlier', true) : []),
        ...lineOf(pull.fit, xs, 'line', 'line'),
      ],
      hRules: walkAwayRules(ctx),
      xFormat: formatWonShort,
      yFormat: formatWonShort,
      xTitle: 'First offer',
      yTitle: 'Deal',
    },
    box,
  );
  const sentences: string[] = [];
  if (pull.points.length === 0) sentences.push('No pair has both a first offer and a deal yet.');
  else {
    sentences.push(fitSentence(pull.fit, xs));
    if (pull.opened.n > 0)
      sentences.push(
        `The side that opened won ${percent(pull.opened.mean)} of the bargaining range on average; the side that did not, ${percent(pull.notOpened.mean)}.`,
      );
    for (const role of c.roles) {
      const r = pull.byRole[role]!;
      const other = names[otherRole(c, role)]?.short ?? otherRole(c, role);
      const parts = [
        ...(r.opened.n ? [`${percent(r.opened.mean)} of the range when opening (n = ${r.opened.n})`] : []),
        ...(r.notOpened.n
          ? [`${percent(r.notOpened.mean)} when the ${other} opened (n = ${r.notOpened.n})`]
          : []),
      ];
      if (parts.length) sentences.push(`${capital(names[role]?.short ?? role)}: ${parts.join(', ')}.`);
    }
  }
  if (earlierPull)
    sentences.push(
      earlierPull.points.length === 0
        ? 'Earlier classes: no first offers recorded.'
        : `Earlier classes: ${fitSentence(earlierPull.fit, earlierXs)} The side that opened won ${percent(earlierPull.opened.mean)} of the range.`,
    );
  return { pull, earlierPull, layout, sentences, empty: pull.points.length === 0 };
}

/** Both real walk-aways as horizontal rules (the deal's axis). */
function walkAwayRules(ctx: ViewContext) {
  return ctx.c.roles.flatMap((role) => {
    const value = ctx.c.walkAway[role];
    if (value === undefined) return [];
    return [
      {
        key: `walk-${role}`,
        value,
        group: role,
        label: `${capital(ctx.names[role]?.short ?? role)}'s walk-away ${formatWonShort(value)}`,
      },
    ];
  });
}
