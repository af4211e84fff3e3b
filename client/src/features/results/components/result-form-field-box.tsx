import type { ReactNode } from 'react';
import type { Lang } from '@shared/simulations';
import { Label } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import type { ReportField, ReportForm, ReportProblems, ReportValues } from '../lib/report-form-schema';

/** What each field of the report form is drawn from. */
export interface ReportFieldProps {
  form: ReportForm;
  /** The form's id, which every field's id starts with. */
  id: string;
  sim: string;
  lang: Lang;
  /** Closed by the instructor: the fields are read-only. */
  closed: boolean;
  values: ReportValues;
  shown: ReportProblems;
}

/** A field with an error shows it in its border too, not only in the message below. */
export const invalidStyle = 'aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/20';

export const errorIdOf = (id: string, field: ReportField) => `${id}-${field}-error`;

/** A field's id, and its message's wiring while it shows one; `described` names its help lines. */
export const fieldProps = (id: string, field: ReportField, shown: ReportProblems, described?: string) => ({
  id: `${id}-${field}`,
  'aria-invalid': shown[field] ? true : undefined,
  'aria-describedby': cn(described, shown[field] && errorIdOf(id, field)) || undefined,
  className: invalidStyle,
});

/** A labelled field, its characters against a limit when near it, and its message (if any) below. */
export function FieldBox({
  label,
  htmlFor,
  error,
  errorId,
  count,
  limit,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  /** Characters typed, shown against `limit` when given (near the limit of a name). */
  count?: number;
  limit?: number;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {count !== undefined && (
        <p
          className={cn(
            'mt-1 text-right text-sm tabular-nums',
            limit !== undefined && count > limit ? 'font-medium text-red-700' : 'text-slate-600',
          )}
          aria-hidden
        >
          {count}/{limit}
        </p>
      )}
      {/* Always present, so a message that appears while typing is announced. */}
      <p id={errorId} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
