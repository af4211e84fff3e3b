import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { Card } from '@/components/ui/card';
import { SMALL_SAMPLE, summarizeFeedback } from '../lib/feedback-summary';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Responses, average and the recommend score of the active feedback, each with what it means. */
export function FeedbackSummaryPanel({ entries }: { entries: readonly FeedbackEntry[] }) {
  const s = summarizeFeedback(entries);
  const pct = (n: number) => (s.responses ? Math.round((n / s.responses) * 100) : 0);
  return (
    <section aria-labelledby="feedback-summary">
      <h2 id="feedback-summary" className="text-lg font-semibold text-slate-900">
        Summary{' '}
        <span className="font-normal text-slate-600">
          (active feedback only; archived entries are not counted)
        </span>
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <Stat label="Responses" value={String(s.responses)} />
        <Stat label="Average rating" value={s.average === null ? '–' : `${s.average.toFixed(1)} / 10`} />
        <Stat
          label="Recommend score"
          value={s.recommendScore === null ? '–' : signed(s.recommendScore)}
          note={
            s.responses > 0
              ? `${pct(s.promoters)}% promoters (9-10), ${pct(s.passives)}% passives (7-8), ${pct(s.detractors)}% detractors (1-6)`
              : undefined
          }
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        The recommend score is computed the way a Net Promoter Score is, on this 1-10 scale: the percentage of
        ratings of 9 or 10 minus the percentage of ratings from 1 to 6, from -100 to +100.
        {s.responses > 0 && s.responses < SMALL_SAMPLE && (
          <strong className="font-medium text-slate-800">
            {' '}
            With fewer than {SMALL_SAMPLE} responses it moves a lot with each answer: read it as a rough
            signal.
          </strong>
        )}
      </p>
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </Card>
  );
}
