import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';

/** What a student sees instead of the form while the instructor keeps the simulation closed. */
export function ClosedReportNotice({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="mx-auto max-w-2xl rounded-xl border border-slate-300 bg-white px-6 py-10 text-center shadow-sm"
    >
      <Lock className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
      <p className="mt-4 text-lg font-medium text-slate-900">{message}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link href={paths.simulations}>Back to Simulations</Link>
      </Button>
    </div>
  );
}
