import { Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { reportFormText } from '../lib/report-form-text';

/**
 * What a student typed into a report the instructor then closed, as text to copy. The clipboard
 * API exists only in secure contexts, and a classroom may use plain http on its network: then the text is
 * selected and copied the old way, and if even that fails the student is asked to copy it by hand.
 */
export function CopyReport({
  summary,
  lang,
  className,
}: {
  summary: string;
  lang: Lang;
  className?: string;
}) {
  const t = reportFormText[lang];
  const box = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');
  const id = useId();

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(summary);
      setStatus(t.copied);
    } catch {
      box.current?.select();
      setStatus(document.execCommand?.('copy') ? t.copied : t.copyFailed);
    }
  }

  return (
    <div className={className}>
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        <Copy className="h-4 w-4" aria-hidden />
        {t.copy}
      </Button>
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      <label htmlFor={id} className="sr-only">
        {t.copy}
      </label>
      <textarea
        id={id}
        ref={box}
        readOnly
        value={summary}
        rows={summary.split('\n').length}
        className="mt-2 w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-800"
      />
    </div>
  );
}
