import { Copy, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { caseMessages, casePackageUrl, type CaseSummary } from '@shared/contracts/cases-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useCases, useRemoveCase } from '../api/cases';
import { AddCase } from './add-case';
import { CaseProblemList } from './case-problem-list';
import { CaseVariantDialog } from './case-variant-dialog';
import { GuideLink } from '@/components/guide-link';

/**
 * Cases: every case the site runs, built-in or added as a case package (a .zip of case.yaml and its
 * documents), with its status; each can be exported, an added one removed, and a new one added once its
 * check and preview passed.
 */
export function CasesTab() {
  const cases = useCases();
  const [removing, setRemoving] = useState<CaseSummary | null>(null);
  const [varying, setVarying] = useState<CaseSummary | null>(null);

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-xl font-semibold text-slate-900">Cases</h2>
        <GuideLink section="cases" />
        <p className="max-w-3xl text-slate-600">
          The built-in cases ship with the site; an added case is a case package (a .zip of case.yaml and its
          documents). Export a case to get its package, change it and add it under a new key.
        </p>
      </div>
      {cases.isLoading ? (
        <Spinner label="Loading cases" />
      ) : cases.isError || !cases.data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {caseMessages.loadFailed}
        </p>
      ) : (
        <CasesTable cases={cases.data} onRemove={setRemoving} onVary={setVarying} />
      )}
      <AddCase />
      <RemoveCaseDialog target={removing} onClose={() => setRemoving(null)} />
      <CaseVariantDialog source={varying} onClose={() => setVarying(null)} />
    </div>
  );
}

function CasesTable({
  cases,
  onRemove,
  onVary,
}: {
  cases: CaseSummary[];
  onRemove: (c: CaseSummary) => void;
  onVary: (c: CaseSummary) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Every case</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Case
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Source
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {cases.map((c) => (
            <tr key={c.key} className="align-top">
              <td className="px-4 py-3">
                <div className="font-medium text-slate-900">{c.title}</div>
                <div className="text-slate-600" lang="ko">
                  {c.titleKo}
                </div>
                <div className="mt-1 font-mono text-xs text-slate-500">
                  {c.key} · {c.slug}
                </div>
              </td>
              <td className="px-4 py-3 text-slate-700">{c.source === 'built-in' ? 'Built-in' : 'Added'}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {c.status === 'ok' ? <Badge tone="green">OK</Badge> : <Badge tone="red">Invalid</Badge>}
                  {c.archived && <Badge tone="gray">Archived</Badge>}
                </div>
                {c.status === 'invalid' && (
                  <CaseProblemList problems={c.problems} label={`Problems of ${c.title}`} className="mt-2" />
                )}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <Button asChild variant="secondary" size="sm">
                    <a href={casePackageUrl(c.key)} download={`${c.slug}.zip`}>
                      <Download className="h-4 w-4" aria-hidden />
                      Export<span className="sr-only">: {c.title}</span>
                    </a>
                  </Button>
                  {c.status === 'ok' && !c.archived && (
                    <Button variant="secondary" size="sm" onClick={() => onVary(c)}>
                      <Copy className="h-4 w-4" aria-hidden />
                      Duplicate as a variant…<span className="sr-only">: {c.title}</span>
                    </Button>
                  )}
                  {c.source === 'added' && !c.archived && (
                    <Button variant="secondary" size="sm" onClick={() => onRemove(c)}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Remove…<span className="sr-only">: {c.title}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Removes an added case once confirmed, saying first whether it will be deleted or archived. */
function RemoveCaseDialog({ target, onClose }: { target: CaseSummary | null; onClose: () => void }) {
  const remove = useRemoveCase();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      {target && (
        <DialogContent
          title={`Remove ${target.title}`}
          description={
            target.used
              ? 'A class used this case, so it will be archived: kept with its results, hidden from students. Its key stays taken.'
              : 'No class used this case, so it will be deleted. Export it first to keep its package.'
          }
        >
          <DialogActions
            problem={remove.isError ? errorMessage(remove.error, caseMessages.removeFailed) : null}
            pending={remove.isPending}
          >
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(target.key, {
                  onSuccess: () => {
                    toast({
                      title: target.used ? 'Case archived' : 'Case deleted',
                      description: `${target.title} was ${target.used ? 'archived' : 'deleted'}.`,
                    });
                    close();
                  },
                })
              }
            >
              {remove.isPending ? 'Removing…' : target.used ? 'Archive case' : 'Delete case'}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
