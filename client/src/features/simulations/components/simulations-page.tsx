import { CheckCircle2, X } from 'lucide-react';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useFlashNotice } from '@/lib/flash-notice';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { simulationCatalog } from '../lib/simulation-catalog';
import { SimulationCard } from './simulation-card';

/** Negotiation Simulations: one card per registry entry; students see only the visible ones. */
export default function SimulationsPage() {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf, update } = useSimulationVisibility();
  const all = simulationCatalog();
  const shown = isAdmin ? all : all.filter((s) => settingOf(s.key).isVisible);
  // A one-shot confirmation from the page that sent the user here (a reported result).
  const notice = useFlashNotice();

  return (
    <Page
      title="Negotiation Simulations"
      intro={
        isAdmin
          ? 'Every simulation, including the ones hidden from students. Choose what students see and when they may open the instructions and report results.'
          : 'Practise negotiating in class. Choose a simulation, read the confidential instructions for your role, negotiate, then report the result.'
      }
    >
      {notice.message && (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
          <p className="min-w-0 flex-1 break-words">{notice.message}</p>
          <button
            type="button"
            onClick={notice.dismiss}
            aria-label="Dismiss message"
            className="-m-1 shrink-0 rounded p-1 text-green-800 hover:bg-green-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
      )}
      {isLoading ? (
        <Spinner label="Loading simulations" />
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No simulations to show yet</h2>
          <p className="mt-2 text-slate-600">
            Your instructor will open the simulations here when the class is ready. Check back later.
          </p>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((sim) => (
            <SimulationCard
              key={sim.key}
              sim={sim}
              setting={settingOf(sim.key)}
              isAdmin={isAdmin}
              onChange={(patch) => update(sim.key, patch)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
