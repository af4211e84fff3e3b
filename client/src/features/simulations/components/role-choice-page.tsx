import type { SimulationKey } from '@shared/keys';
import { Page } from '@/components/ui/page';

// Filled in by the simulations issue.
export default function RoleChoicePage({ sim }: { sim: SimulationKey }) {
  return <Page title={sim === 'solaraLunara' ? 'Tariff Wars - Instructions' : 'Choose Your Role'} />;
}
