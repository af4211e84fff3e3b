import { formatLocalDate } from '@shared/format';
import type { DebriefData, DebriefPair, DebriefStudent } from '@shared/contracts/debrief';
import { findClassFlow } from '@shared/class-flow';
import type { DebriefCase } from '@shared/debrief/case';
import { pairValue } from '@shared/debrief/joint-value';
import { pairShare } from '@shared/debrief/share';
import { SURVEY_DIMENSIONS, surveyDimensions } from '@shared/survey';
import { reportedSimulation } from '@shared/contracts/results-config';
import { toCsv, type CsvValue } from '@/lib/csv';

/**
 * The instructor's CSV of the debrief, one row per pair (with its round of the case), built in the browser
 * from the debrief data: the deal (amount, contingent part, each agreement term granted or not, first offer), each student's plan (its
 * amounts, their estimate of the other side's walk-away among them) and survey scores per dimension by role, the measures the views show (each side's share of the range, joint
 * value), and the pairs without a final agreement with their status. Amounts are plain won.
 */

type Row =
  | { kind: 'final'; pair: DebriefPair }
  | { kind: 'open'; classId: number | null; table: number; status: string };

interface Column {
  header: string;
  value: (row: Row) => CsvValue;
}

const finalOnly =
  (f: (p: DebriefPair) => CsvValue) =>
  (row: Row): CsvValue =>
    row.kind === 'final' ? f(row.pair) : null;

const round = (v: number | null | undefined, digits = 4) =>
  v === null || v === undefined ? null : Number(v.toFixed(digits));

export function debriefCsv(sim: string, c: DebriefCase, data: DebriefData): string {
  const { results } = reportedSimulation(sim);
  const flow = findClassFlow(sim);
  const pairs = [...data.pairs, ...data.earlier];
  const rows: Row[] = [
    ...pairs.map((pair) => ({ kind: 'final' as const, pair })),
    ...data.unconfirmed.map((u) => ({
      kind: 'open' as const,
      classId: data.classId,
      table: u.table,
      status: u.status,
    })),
  ];
  // a trio's mirror shares a role: as many column groups per role as the largest pair has students of it
  const slots = c.roles.flatMap((role) => {
    const most = Math.max(1, ...pairs.map((p) => p.students.filter((s) => s.role === role).length));
    return Array.from({ length: most }, (_, i) => ({
      role,
      index: i,
      name: most > 1 ? `${role} ${i + 1}` : role,
    }));
  });
  const studentOf = (p: DebriefPair, role: string, index: number): DebriefStudent | undefined =>
    p.students.filter((s) => s.role === role)[index];

  const columns: Column[] = [
    { header: 'Class', value: (r) => (r.kind === 'final' ? r.pair.classId : r.classId) },
    // a pair not yet agreed is of the round shown (no round when every round's pairs are listed)
    {
      header: 'Round',
      value: (r) => (r.kind === 'final' ? r.pair.round : data.round === 'all' ? null : data.round),
    },
    { header: 'Table', value: (r) => (r.kind === 'final' ? r.pair.table : r.table) },
    {
      header: 'Status',
      value: (r) => (r.kind === 'open' ? r.status : r.pair.noAgreement ? 'no agreement' : 'agreed'),
    },
    { header: `${results.amount.column} (KRW)`, value: finalOnly((p) => (p.noAgreement ? null : p.amount)) },
    {
      header: `${flow?.agreement.contingent.label ?? 'Contingent part'} (KRW)`,
      value: finalOnly((p) => p.contingentAmount),
    },
    ...(flow?.agreement.terms ?? []).map((t) => ({
      header: `Term: ${t.label}`,
      value: finalOnly((p) => (p.noAgreement ? null : p.grantedTerms.includes(t.key) ? 'yes' : 'no')),
    })),
    { header: 'First offer by', value: finalOnly((p) => p.firstOffer?.role ?? null) },
    { header: 'First offer (KRW)', value: finalOnly((p) => p.firstOffer?.amount ?? null) },
    ...c.roles.map((role) => ({
      header: `Share of range: ${role}`,
      value: finalOnly((p) => round(pairShare(c, p, role))),
    })),
    { header: 'Joint value (points)', value: finalOnly((p) => round(pairValue(c, p)?.joint, 2)) },
    {
      header: 'Joint value of the terms (points)',
      value: finalOnly((p) => round(pairValue(c, p)?.tradeable, 2)),
    },
    { header: 'Left on the table (points)', value: finalOnly((p) => round(pairValue(c, p)?.leftOnTable, 2)) },
    ...slots.flatMap(({ role, index, name }) => {
      const of = (f: (s: DebriefStudent) => CsvValue) =>
        finalOnly((p) => {
          const s = studentOf(p, role, index);
          return s ? f(s) : null;
        });
      return [
        { header: `${name}: target (KRW)`, value: of((s) => s.target) },
        { header: `${name}: walk-away (KRW)`, value: of((s) => s.walkAway) },
        {
          header: `${name}: estimate of the other side's walk-away (KRW)`,
          value: of((s) => s.otherWalkAway),
        },
        { header: `${name}: planned first offer (KRW)`, value: of((s) => s.plannedFirstOffer) },
        { header: `${name}: survey questions answered`, value: of((s) => s.scores?.answered ?? null) },
        { header: `${name}: survey overall`, value: of((s) => round(s.scores?.global, 3)) },
        ...SURVEY_DIMENSIONS.map((d) => ({
          header: `${name}: survey ${surveyDimensions[d].label.replace(/^The /, '').toLowerCase()}`,
          value: of((s) => round(s.scores?.dimensions[d], 3)),
        })),
      ];
    }),
  ];
  return toCsv(rows, columns);
}

export function debriefCsvFilename(sim: string, now = new Date()): string {
  return `${reportedSimulation(sim).slug}-debrief-pairs-${formatLocalDate(now)}.csv`;
}
