import { useQuery } from '@tanstack/react-query';
import type { ClassesSoFar } from '@shared/contracts/debrief';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { classesSoFarQuery } from '@/features/teaching-notes/api/get-classes-so-far';
import {
  ClassesSoFarTable,
  type ClassesSoFarColumn,
} from '@/features/teaching-notes/components/classes-so-far-table';
import { classesSoFarRows, roleNameIn } from '@/features/teaching-notes/lib/classes-so-far-rows';
import { classesSoFarText, wonIn } from '@/features/teaching-notes/lib/classes-so-far-text';
import { CLASSES_VIEW_TITLE } from '../lib/debrief-view-context';
import { DebriefViewFrame } from './debrief-view-frame';

const t = classesSoFarText.en;

/**
 * The projector debrief's last view: this class's final agreements beside those of every class the
 * instructor has taught the case to (the teaching notes' "Your classes so far", this class included), and
 * the range the notes expect, live as pairs agree. Instructor only, like the rest of the debrief; a class
 * whose data was destroyed is not counted.
 */
export function ClassesStep({
  sim,
  step,
  currentClassId,
  aside,
}: {
  sim: string;
  step: number;
  /** The class in session; none: the view shows every class alone. */
  currentClassId: number | undefined;
  aside?: ReactNode;
}) {
  const all = useQuery(classesSoFarQuery(sim, 'all'));
  const current = useQuery({
    // (no class in session: nothing to ask for; the key is never fetched)
    ...classesSoFarQuery(sim, currentClassId === undefined ? [] : [currentClassId]),
    enabled: currentClassId !== undefined,
  });
  const frame = (sentences: readonly string[], children?: ReactNode) => (
    <DebriefViewFrame step={step} heading={CLASSES_VIEW_TITLE} sentences={sentences} aside={aside}>
      {children}
    </DebriefViewFrame>
  );
  if (all.isError || current.isError) return frame([], <p role="alert">{t.loadFailed}</p>);
  if (!all.data || (currentClassId !== undefined && !current.data))
    return frame([], <Spinner label={t.loading} />);
  const columns = [
    ...(currentClassId !== undefined && current.data ? [{ head: 'This class', f: current.data }] : []),
    { head: `All your classes (${counted(all.data)})`, f: all.data },
  ];
  const rows = classesSoFarRows(t, 'en', all.data, roleNameIn(sim, 'en'));
  return frame(
    sentencesOf(columns, all.data.expected),
    <ClassesSoFarTable figureHead={t.figure} rows={rows} columns={columns} size="projector" />,
  );
}

/** How many classes "all" drew on, in words: a class with no final agreement in the case adds nothing. */
function counted(data: ClassesSoFar): string {
  const n = data.classes.filter((c) => c.counted && c.pairs > 0).length;
  return `${n} ${n === 1 ? 'class' : 'classes'}`;
}

/** The view's numbers in words, a sentence per column, then the notes' expectation. */
function sentencesOf(columns: readonly ClassesSoFarColumn[], expected: ClassesSoFar['expected']): string[] {
  const out = columns.map(({ head, f }) =>
    f.pairs === 0
      ? `${head}: no final agreement yet.`
      : `${head}: ${f.agreements} of ${f.pairs} ${f.pairs === 1 ? 'pair' : 'pairs'} agreed` +
        (f.median === null ? '.' : `, the median at ${wonIn('en', f.median)}.`),
  );
  if (expected)
    out.push(
      `The teaching notes expect most agreements between ${wonIn('en', expected.low)} and ${wonIn('en', expected.high)}.`,
    );
  return out;
}
