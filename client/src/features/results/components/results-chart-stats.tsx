import { formatWon, formatWonShort } from '@shared/format';

/** The three counts above the results chart: agreements, their median, and negotiations without one. */
export function ChartStats({
  agreements,
  median,
  noAgreement,
}: {
  agreements: number;
  median: number | null;
  noAgreement: number;
}) {
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3 text-center sm:max-w-2xl">
      <Stat label="Agreements" value={String(agreements)} />
      <Stat label="Median" value={median === null ? '-' : formatWonShort(median)} title={formatWon(median)} />
      <Stat label="No agreement" value={String(noAgreement)} />
    </dl>
  );
}

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-3 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600 sm:text-base">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl" title={title}>
        {value}
      </dd>
    </div>
  );
}
