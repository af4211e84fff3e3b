export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-8">
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
        aria-hidden
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
