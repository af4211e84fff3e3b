import crypto from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { toCsv, type CsvValue } from '@shared/csv';
import type { Db } from '../../db/client';
import { assignments, feedback, results, seats } from '../../db/schema';

/** One line of the research export. */
interface Line {
  record: 'seat' | 'assignment' | 'result' | 'feedback';
  id: string;
  simulation?: string;
  /** The round of the case (1 for the first) of an assignment or a result. */
  round?: number;
  role?: string;
  table?: number;
  language?: string;
  noAgreement?: boolean;
  amount?: number | null;
  rating?: number;
  text?: string | null;
  date: string;
}

const COLUMNS: { header: string; value: (l: Line) => CsvValue }[] = [
  { header: 'record', value: (l) => l.record },
  { header: 'id', value: (l) => l.id },
  { header: 'simulation', value: (l) => l.simulation },
  { header: 'round', value: (l) => l.round },
  { header: 'role', value: (l) => l.role },
  { header: 'table', value: (l) => l.table },
  { header: 'language', value: (l) => l.language },
  { header: 'no_agreement', value: (l) => l.noAgreement },
  { header: 'amount', value: (l) => l.amount },
  { header: 'rating', value: (l) => l.rating },
  { header: 'text', value: (l) => l.text },
  { header: 'date', value: (l) => l.date },
];

/** Ids drawn at random for this export only (8 hex digits), so two exports cannot be joined on them. */
function randomIds() {
  const used = new Set<string>();
  const of = new Map<string, string>();
  return (key: string, prefix: string) => {
    const known = of.get(key);
    if (known) return known;
    let id: string;
    do id = `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
    while (used.has(id));
    used.add(id);
    of.set(key, id);
    return id;
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A class's data for research as CSV: each seat (language, the day it joined) and its roles and tables in the
 * published assignments, round by round, under one random id; each result (simulation, round, outcome,
 * amount) and feedback entry (rating) under its own. No names ever; free text (a result's terms, feedback
 * comments) only when asked. Dates only, no times. Rows are shuffled within each kind, so their order says
 * nothing either.
 */
export async function researchExport(db: Db, classId: number, freeText: boolean): Promise<string> {
  const idOf = randomIds();
  const shuffle = <T>(rows: T[]) =>
    rows
      .map((r) => [crypto.randomInt(2 ** 31), r] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, r]) => r);
  const seatRows = await db.select().from(seats).where(eq(seats.classId, classId));
  const published = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.classId, classId), isNotNull(assignments.publishedAt)))
    .orderBy(desc(assignments.id));
  // each round of a case has its own tables: the latest published assignment of each round
  const latest = new Map<string, (typeof published)[number]>();
  for (const a of published) {
    const key = `${a.simKey}:${a.round}`;
    if (!latest.has(key)) latest.set(key, a);
  }
  const resultRows = await db.select().from(results).where(eq(results.classId, classId));
  const feedbackRows = await db.select().from(feedback).where(eq(feedback.classId, classId));

  const lines: Line[] = [];
  for (const s of shuffle(seatRows)) {
    const id = idOf(`seat:${s.id}`, 'S');
    lines.push({ record: 'seat', id, language: s.lang, date: day(s.joinedAt) });
    for (const a of latest.values()) {
      const state = a.state as { pairs: { table: number; members: { seatId: number; role: string }[] }[] };
      for (const t of state.pairs)
        for (const m of t.members)
          if (m.seatId === s.id)
            lines.push({
              record: 'assignment',
              id,
              simulation: a.simKey,
              round: a.round,
              role: m.role,
              table: t.table,
              date: day(a.publishedAt!),
            });
    }
  }
  for (const r of shuffle(resultRows))
    lines.push({
      record: 'result',
      id: idOf(`result:${r.id}`, 'R'),
      simulation: r.simKey,
      round: r.round,
      noAgreement: r.noAgreement,
      amount: r.amountPaid,
      text: freeText ? r.additionalTerms : null,
      date: day(r.createdAt),
    });
  for (const f of shuffle(feedbackRows))
    lines.push({
      record: 'feedback',
      id: idOf(`feedback:${f.id}`, 'F'),
      rating: f.rating,
      text: freeText ? [f.comments, f.favoritePart].filter(Boolean).join(' / ') || null : null,
      date: day(f.createdAt),
    });
  return toCsv(lines, COLUMNS);
}
