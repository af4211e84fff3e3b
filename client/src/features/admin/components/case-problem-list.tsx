import type { CaseProblem } from '@shared/cases/schema';

/** Where a problem is: the file, its line, the field. */
const whereOf = (p: CaseProblem) =>
  [p.file + (p.line !== null ? `:${p.line}` : ''), p.path].filter(Boolean).join(' · ');

/** A case's or a package's problems, each with where it is. */
export function CaseProblemList({
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
