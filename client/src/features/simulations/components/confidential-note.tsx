import { ShieldAlert } from 'lucide-react';

/** The red note over a role's instructions: for this role only, never for the other side. */
export function ConfidentialNote({ title, note }: { title: string; note: string }) {
  return (
    <div
      role="note"
      aria-label={title}
      className="mt-6 flex gap-3 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900 print:bg-white"
    >
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-bold uppercase tracking-wider">{title}</strong>
        <span className="mt-0.5 block text-sm">{note}</span>
      </p>
    </div>
  );
}
