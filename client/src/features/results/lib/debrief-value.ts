import { valueCreated, type ValueCreated } from '@shared/debrief/joint-value';
import { stripLayout, type ChartBox, type StripLayout } from './debrief-layout';
import type { ViewContext } from './debrief-view-context';
import { plural } from './debrief-view-words';

/** View 4: value created. */

export interface ValueView {
  value: ValueCreated;
  earlierValue: ValueCreated | null;
  layout: StripLayout;
  sentences: string[];
  empty: boolean;
}

const points = (v: number) => `${Number(v.toFixed(1))} ${Math.abs(v) === 1 ? 'point' : 'points'}`;

export function valueView(ctx: ViewContext, box: ChartBox): ValueView {
  const { c } = ctx;
  const value = valueCreated(c, ctx.pairs);
  const earlierValue = ctx.earlier ? valueCreated(c, ctx.earlier) : null;
  const tradeable = value.hasTradeableTerms;
  const measure = (v: ValueCreated['pairs'][number]) => (tradeable ? v.tradeable : v.contingent);
  const contingentLabel = c.termPoints.find((t) => t.key === c.contingentKey)?.label ?? 'Contingent part';
  const layout = stripLayout(
    {
      title: tradeable
        ? 'Joint value of the terms agreed (points)'
        : `Joint value of the ${contingentLabel.toLowerCase()} (points)`,
      format: (v) => String(Number(v.toFixed(1))),
      rows: [
        {
          key: 'pairs',
          label: 'Pairs',
          group: 'value',
          dots: [
            // a class's rounds share table numbers: the index keeps every dot's key apart
            ...(earlierValue?.pairs ?? []).map((v, i) => ({
              key: `e${v.classId}-${v.table}-${i}`,
              x: measure(v),
              faint: true,
              label: `Earlier class: ${points(measure(v))}`,
            })),
            ...value.pairs.map((v, i) => ({
              key: `${v.classId}-${v.table}-${i}`,
              x: measure(v),
              ring: tradeable && v.leftOnTable > 1e-6,
              table: v.table,
              label: `Table ${v.table}: ${points(measure(v))}`,
            })),
          ],
          rules: tradeable
            ? [
                {
                  key: 'best',
                  value: value.best.value,
                  group: 'best',
                  label: `Best ${points(value.best.value)}`,
                },
                { key: 'zero', value: 0, group: 'zero', label: 'None' },
              ]
            : [{ key: 'zero', value: 0, group: 'zero', label: 'None' }],
        },
      ],
    },
    box.width,
  );
  const termLabel = (key: string) => c.termPoints.find((t) => t.key === key)?.label ?? key;
  const sentences: string[] = [];
  if (value.pairs.length === 0) sentences.push('No pair has agreed yet.');
  else if (tradeable) {
    sentences.push(
      `The best possible: ${points(value.best.value)}, from ${value.best.terms.map((t) => termLabel(t).toLowerCase()).join(', ')}.`,
      `${value.leftCount} of ${plural(value.pairs.length, 'pair')} left value on the table; the mean pair created ${points(value.meanTradeable ?? 0)}.`,
    );
  } else
    sentences.push(
      `This case's other terms carry no points; what a pair creates is in the ${contingentLabel.toLowerCase()}.`,
    );
  const withContingent = value.pairs.filter((v) => Math.abs(v.contingent) > 1e-9);
  if (value.pairs.length > 0 && c.contingentKey)
    sentences.push(
      withContingent.length === 0
        ? `No pair agreed a ${contingentLabel.toLowerCase()}.`
        : `${plural(withContingent.length, 'pair')} agreed a ${contingentLabel.toLowerCase()}; it created ${points(withContingent.reduce((s, v) => s + v.contingent, 0) / withContingent.length)} on average.`,
    );
  if (earlierValue)
    sentences.push(
      earlierValue.pairs.length === 0
        ? 'Earlier classes: no agreements.'
        : tradeable
          ? `Earlier classes: ${earlierValue.leftCount} of ${plural(earlierValue.pairs.length, 'pair')} left value on the table.`
          : `Earlier classes: ${plural(earlierValue.pairs.length, 'pair')}.`,
    );
  sentences.push('One point is worth one million won to a side.');
  return { value, earlierValue, layout, sentences, empty: value.pairs.length === 0 };
}
