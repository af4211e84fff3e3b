import { Clock } from 'lucide-react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { PairOverview } from '@shared/contracts/deal';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { roleTitle } from '@/lib/role-title';
import { disputeText, firstOfferText } from '../lib/agreement-words';
import {
  idleMinutes,
  pairStatusText,
  pairStatusTone,
  surveyStateOf,
  surveyStateText,
} from '../lib/pair-status';
import { AgreementSummary } from './agreement-summary';
import { EnterResultDialog } from './enter-result-dialog';
import { PlansList } from './plans-list';
import { ReopenDialog } from './reopen-dialog';
import { SettleDialog } from './settle-dialog';

/** One table on the run page: who sits there, where the talks are, what they entered, and the actions. */
export function PairCard({
  sim,
  def,
  pair,
  stuck,
  now,
}: {
  sim: string;
  def: AgreementDefinition;
  pair: PairOverview;
  stuck: boolean;
  now: Date;
}) {
  const headingId = `pair-${pair.table}`;
  const agreement = pair.agreement;
  const idle = idleMinutes(pair, now);
  return (
    <li aria-labelledby={headingId}>
      <Card className="h-full space-y-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            Table {pair.table}
          </h3>
          <Badge tone={pairStatusTone[pair.status]}>{pairStatusText[pair.status]}</Badge>
          {stuck && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-600/40">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              Stuck{idle !== null && `: nothing for ${idle} min`}
            </span>
          )}
        </div>

        <ul className="text-sm text-slate-800">
          {pair.members.map((m) => (
            <li key={m.seatId}>
              <span className="font-medium">{m.name}</span>{' '}
              <span className="text-slate-600">{roleTitle(sim, m.role)}</span>
            </li>
          ))}
        </ul>

        {agreement?.status === 'disputed' && (
          <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200">
            {agreement.dispute ? disputeText(sim, agreement.dispute) : 'One side says something is wrong.'}
          </p>
        )}

        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">First offer</dt>
          <dd className="text-slate-900">
            {pair.firstOffer ? firstOfferText(sim, pair.firstOffer) : 'Not yet'}
          </dd>
          <dt className="text-slate-600">Agreement</dt>
          <dd className="text-slate-900">
            {agreement ? <AgreementSummary def={def} agreement={agreement} /> : 'Not yet'}
          </dd>
          <dt className="text-slate-600">Survey</dt>
          <dd className="text-slate-900">
            <ul aria-label={`Survey at table ${pair.table}`}>
              {pair.members.map((m) => {
                const state = surveyStateOf(pair, m.seatId);
                return (
                  <li key={m.seatId}>
                    {m.name}:{' '}
                    <span className={state === 'answered' ? 'font-medium' : 'text-slate-600'}>
                      {surveyStateText[state]}
                    </span>
                  </li>
                );
              })}
            </ul>
          </dd>
        </dl>

        <PlansList sim={sim} pair={pair} />

        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {agreement?.final && <ReopenDialog sim={sim} def={def} pair={pair} />}
          {agreement?.status === 'disputed' && <SettleDialog sim={sim} def={def} pair={pair} />}
          {!agreement?.final && <EnterResultDialog sim={sim} def={def} pair={pair} />}
        </div>
      </Card>
    </li>
  );
}
