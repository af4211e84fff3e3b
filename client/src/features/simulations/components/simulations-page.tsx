import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function SimulationsPage() {
  return <Page title="Negotiation Simulations" />;
}
