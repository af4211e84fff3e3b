import { Copy, Download, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { CaseProblem } from '@shared/cases/schema';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import { caseMessages, casePackageUrl, type CaseSummary } from '@shared/contracts/cases-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { CaseUploadError, useAddCase, useCases, useCheckCase, useRemoveCase } from '../api/cases';
import { CasePackagePreview } from './case-package-preview';
import { CaseVariantDialog } from './case-variant-dialog';

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
                  <ProblemList problems={c.problems} label={`Problems of ${c.title}`} className="mt-2" />
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

/** Where a problem is: the file, its line, the field. */
const whereOf = (p: CaseProblem) =>
  [p.file + (p.line !== null ? `:${p.line}` : ''), p.path].filter(Boolean).join(' · ');

function ProblemList({
  problems,
  label,
  className,
}: {
  problems: CaseProblem[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`list-disc space-y-1 pl-5 text-sm text-red-800 ${className ?? ''}`}>
      {problems.map((p, i) => (
        <li key={i}>
          {whereOf(p) && <span className="font-mono text-xs">{whereOf(p)}: </span>}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * Add a case: the chosen .zip is checked at once (a dry run) and shown as it will be read (its figures and
 * bargaining range, each sheet and the notes in both languages); Add sends it again to be stored, Cancel
 * forgets it. A refusal shows the server's message and every problem, and no Add.
 */
function AddCase() {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CaseDryRun | null>(null);
  const check = useCheckCase();
  const add = useAddCase();
  const failure = (add.error ?? check.error) as Error | null;

  const forget = () => {
    setFile(null);
    setChecked(null);
    check.reset();
    add.reset();
    if (input.current) input.current.value = '';
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    setChecked(null);
    check.reset();
    add.reset();
    if (chosen) check.mutate(chosen, { onSuccess: setChecked });
  };

  const onAdd = () => {
    if (!file) return;
    add.mutate(file, {
      onSuccess: (added) => {
        toast({ title: 'Case added', description: `${added.preview.title} (${added.key}) was added.` });
        forget();
      },
    });
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        Add a case
      </h3>
      <div>
        <Label htmlFor={inputId}>Case package (.zip)</Label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          onChange={choose}
          disabled={add.isPending}
          aria-describedby={hintId}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          At most 5 MB. The package is checked and shown as students will read it before anything is added.
        </p>
      </div>
      {check.isPending && <Spinner label="Checking the package" />}
      {failure && (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-4 text-red-800">
          <p className="font-medium">
            {failure instanceof CaseUploadError ? failure.message : caseMessages.addFailed}
          </p>
          {failure instanceof CaseUploadError && failure.problems.length > 0 && (
            <ProblemList problems={failure.problems} label="Problems of the package" />
          )}
        </div>
      )}
      {checked && (
        <div className="space-y-4" aria-label="Preview of the case" role="group">
          <CasePackagePreview dryRun={checked} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={onAdd} disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add'}
            </Button>
            <Button variant="secondary" onClick={forget} disabled={add.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
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
