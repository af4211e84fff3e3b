import type { SimulationKey } from '@shared/keys';
import { Page } from '@/components/ui/page';

// Filled in by the simulations issue.
export default function RoleInstructionsPage(props: { sim: SimulationKey; role: string; lang: 'en' | 'ko' }) {
  return <Page title={`Role Instructions (${props.role}, ${props.lang})`} />;
}
