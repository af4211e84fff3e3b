import { englishWon } from '@shared/format';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { PairOverview } from '@shared/contracts/deal';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { roleTitle } from '@/lib/role-title';

const won = (amount: number | null) => (amount === null ? '-' : englishWon(amount));

/**
 * Each student's plan (target, walk-away, first offer, and the estimate of the other side's walk-away that the
 * debrief measures; beneath them, in their own words, their BATNA and the other side's interests as they read
 * them), private to them and the instructor; closed at first.
 */
export function PlansList({ sim, pair }: { sim: string; pair: PairOverview }) {
  const [open, setOpen] = useState(false);
  const planOf = (seatId: number) => pair.plans.find((p) => p.seatId === seatId)?.plan;
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline">
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? '' : '-rotate-90'}`} aria-hidden />
        Plans ({pair.plans.length} of {pair.members.length}){' '}
        <span className="sr-only">at table {pair.table}</span>
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Plans at table {pair.table}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Student
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Target
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Walk-away
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                First offer
              </th>
              <th scope="col" className="py-1 font-medium">
                Their walk-away (estimate)
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-900">
            {pair.members.map((m) => {
              const plan = planOf(m.seatId);
              const words = plan
                ? (
                    [
                      ['My BATNA', plan.batna],
                      ["The other side's interests", plan.otherInterests],
                    ] as const
                  ).filter(([, text]) => text.trim() !== '')
                : [];
              return (
                <Fragment key={m.seatId}>
                  <tr className="border-t border-slate-100 align-top">
                    <th scope="row" className="py-1 pr-2 font-medium">
                      {m.name} <span className="block text-xs text-slate-600">{roleTitle(sim, m.role)}</span>
                    </th>
                    {plan ? (
                      <>
                        <td className="py-1 pr-2">{won(plan.target)}</td>
                        <td className="py-1 pr-2">{won(plan.walkAway)}</td>
                        <td className="py-1 pr-2">{won(plan.firstOffer)}</td>
                        <td className="py-1">{won(plan.otherWalkAway)}</td>
                      </>
                    ) : (
                      <td colSpan={4} className="py-1 text-slate-600">
                        No plan yet
                      </td>
                    )}
                  </tr>
                  {words.length > 0 && (
                    <tr>
                      <td colSpan={5} className="pb-2 text-slate-800">
                        <dl className="space-y-1">
                          {words.map(([label, text]) => (
                            <div key={label}>
                              <dt className="inline font-medium">{label}: </dt>
                              <dd className="inline whitespace-pre-wrap break-words">{text}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </CollapsibleContent>
    </Collapsible>
  );
}
