import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** What a student sees instead of a closed simulation's pages: the reason, never an empty page. */
export function ClosedNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="mx-auto max-w-2xl rounded-xl border border-slate-300 bg-white px-6 py-10 text-center shadow-sm"
    >
      <Lock className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
      <p className="mt-4 text-lg font-medium text-slate-900">{message}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** What the instructor sees on a page students cannot open yet: a badge and what students see instead. */
export function ClosedToStudents({
  children,
  className,
  lang,
}: {
  children: ReactNode;
  className?: string;
  /** 'en' inside a Korean page: the instructor's notes are in English. */
  lang?: string;
}) {
  return (
    <p lang={lang} className={`flex flex-wrap items-center gap-2 text-sm text-slate-700 ${className ?? ''}`}>
      <Badge tone="gray">Closed to students</Badge>
      {children}
    </p>
  );
}
