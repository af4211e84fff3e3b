import type { ReactNode } from 'react';
import type { CourseReport, CourseReportOutcome } from '@shared/contracts/course-report';
import { courseReportText, type CourseReportWords } from '@shared/course-report-text';
import { formatDateTimeIn } from '@shared/format';
import type { Lang } from '@shared/simulations';

const DASH = '—';

/** A moment in the report's language, in the reader's time zone. */
export const formatMoment = (iso: string | null, lang: Lang) =>
  iso === null ? DASH : formatDateTimeIn(iso, lang);

const one = (n: number | null, digits = 1) => (n === null ? DASH : n.toFixed(digits));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 break-inside-avoid-page print:mt-6">
      <h2 className="border-b-2 border-slate-800 pb-1 text-xl font-bold print:text-[14pt]">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const th = 'border-b border-slate-400 px-2 py-1 text-left font-semibold';
const td = 'border-b border-slate-200 px-2 py-1 align-top';

/** Each seat: name, time in, time out (last seen), what it took part in. */
export function AttendanceSection({ report, w }: { report: CourseReport; w: CourseReportWords }) {
  return (
    <Section title={`${w.attendance} (${report.attendance.length})`}>
      {report.attendance.length === 0 ? (
        <p>{w.noSeats}</p>
      ) : (
        <table className="w-full border-collapse text-sm print:text-[9pt]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                #
              </th>
              <th scope="col" className={th}>
                {w.name}
              </th>
              <th scope="col" className={th}>
                {w.timeIn}
              </th>
              <th scope="col" className={th}>
                {w.timeOut}
              </th>
              <th scope="col" className={th}>
                {w.activities}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.attendance.map((s, i) => (
              <tr key={`${i}-${s.name}`} className="break-inside-avoid">
                <td className={`${td} tabular-nums`}>{i + 1}</td>
                <td className={`${td} font-medium`}>{s.name}</td>
                <td className={`${td} whitespace-nowrap`}>{formatMoment(s.joinedAt, report.lang)}</td>
                <td className={`${td} whitespace-nowrap`}>{formatMoment(s.lastSeenAt, report.lang)}</td>
                <td className={td}>
                  {s.activities.length === 0 ? (
                    DASH
                  ) : (
                    <ul>
                      {s.activities.map((a) => (
                        <li key={a}>{a}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** How many took each step of each case, and the team games. */
export function ParticipationSection({ report, w }: { report: CourseReport; w: CourseReportWords }) {
  const { cases, teamGames, seats } = report.participation;
  const cols = [w.rounds, w.seated, w.plans, w.firstOffers, w.agreements, w.noDeals, w.surveys];
  return (
    <Section title={w.participation}>
      <p>
        {w.seats}: <strong className="tabular-nums">{seats}</strong>
      </p>
      {cases.length === 0 && teamGames.length === 0 ? (
        <p className="mt-2">{w.noCases}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-sm tabular-nums print:text-[10pt]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                {w.caseCol}
              </th>
              {cols.map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.key}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {c.title}
                </th>
                {[c.rounds, c.seated, c.plans, c.firstOffers, c.agreements, c.noDeals, c.surveys].map(
                  (n, i) => (
                    <td key={cols[i]} className={td}>
                      {n}
                    </td>
                  ),
                )}
              </tr>
            ))}
            {teamGames.map((g) => (
              <tr key={g.key}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {g.title}
                </th>
                <td className={td} colSpan={cols.length}>
                  {w.teams} {g.teams} · {w.seated} {g.seated}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function Outcome({ o, w }: { o: CourseReportOutcome; w: CourseReportWords }) {
  const won = (n: number | null) => (n === null ? DASH : w.won(n));
  const rows: Array<[string, string]> = [
    [w.pairs, String(o.pairs)],
    [w.agreements, String(o.agreements)],
    [w.noDeals, String(o.noDeals)],
    [w.median, won(o.median)],
    [w.middleHalf, o.q1 === null || o.q3 === null ? DASH : `${won(o.q1)} – ${won(o.q3)}`],
    [w.meanJoint, o.meanJoint === null ? DASH : `${one(o.meanJoint)} ${w.points}`],
    ...o.felt.map((f): [string, string] => [`${w.felt}: ${f.role}`, one(f.mean)]),
  ];
  return (
    <div className="mt-3 break-inside-avoid">
      <h3 className="font-semibold">{o.title}</h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-6 text-sm print:text-[10pt]">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between border-b border-slate-200 py-0.5">
            <dt>{k}</dt>
            <dd className="tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The class's outcomes and how it felt, per case: aggregates only. */
export function OutcomesSection({ report, w }: { report: CourseReport; w: CourseReportWords }) {
  return (
    <Section title={w.outcomes}>
      <p className="text-sm text-slate-700">{w.outcomesNote}</p>
      {report.outcomes.cases.length === 0 ? (
        <p className="mt-2">{w.noCases}</p>
      ) : (
        report.outcomes.cases.map((o) => <Outcome key={o.key} o={o} w={w} />)
      )}
    </Section>
  );
}

/** The course feedback summary: how many answered, the mean rating and the recommend score. */
export function FeedbackSection({ report, w }: { report: CourseReport; w: CourseReportWords }) {
  const f = report.feedback;
  return (
    <Section title={w.feedback}>
      {f.responses === 0 ? (
        <p>{w.noFeedback}</p>
      ) : (
        <dl className="grid grid-cols-3 gap-3 text-sm print:text-[10pt]">
          {(
            [
              [w.responses, String(f.responses)],
              [w.average, one(f.average)],
              [w.recommend, f.recommendScore === null ? DASH : String(f.recommendScore)],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="rounded border border-slate-300 px-3 py-2">
              <dt className="text-slate-700">{k}</dt>
              <dd className="text-lg font-bold tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export const wordsOf = (lang: Lang) => courseReportText[lang];
