import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { CaseDryRun } from '@shared/contracts/case-preview';
import { caseMessages } from '@shared/contracts/cases-config';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { describedBy, FieldError, useCourseForm } from '@/lib/form';
import { CaseUploadError, useAddCase, useCheckCase } from '../api/cases';
import { casePackageSchema } from '../lib/case-package-form';
import { CasePackagePreview } from './case-package-preview';
import { CaseProblemList } from './case-problem-list';

/**
 * Add a case: the chosen .zip is checked at once (a dry run) and shown as it will be read (its figures and
 * bargaining range, each sheet and the notes in both languages); Add sends it again to be stored, Cancel
 * forgets it. A file the upload's limits refuse is not sent (their message under the field). A refusal
 * shows the server's message and every problem, and no Add: a package's problems are a list the server
 * finds inside it, not one message per field.
 */
export function AddCase() {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useCourseForm(casePackageSchema, { mode: 'onSubmit' });
  const [checked, setChecked] = useState<CaseDryRun | null>(null);
  const check = useCheckCase();
  const add = useAddCase();
  const failure = (add.error ?? check.error) as Error | null;
  const fileError = form.formState.errors.file;

  const forget = () => {
    form.reset();
    setChecked(null);
    check.reset();
    add.reset();
    if (input.current) input.current.value = '';
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setChecked(null);
    check.reset();
    add.reset();
    if (!chosen) {
      form.reset();
      return;
    }
    form.setValue('file', chosen);
    if (await form.trigger('file')) check.mutate(chosen, { onSuccess: setChecked });
  };

  const onAdd = form.handleSubmit(({ file }) =>
    add.mutate(file, {
      onSuccess: (added) => {
        toast({ title: 'Case added', description: `${added.preview.title} (${added.key}) was added.` });
        forget();
      },
    }),
  );

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
          {...describedBy(errorId, fileError, hintId)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          At most 5 MB. The package is checked and shown as students will read it before anything is added.
        </p>
        <FieldError id={errorId} error={fileError} className="font-medium" />
      </div>
      {check.isPending && <Spinner label="Checking the package" />}
      {failure && (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-4 text-red-800">
          <p className="font-medium">
            {failure instanceof CaseUploadError ? failure.message : caseMessages.addFailed}
          </p>
          {failure instanceof CaseUploadError && failure.problems.length > 0 && (
            <CaseProblemList problems={failure.problems} label="Problems of the package" />
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
