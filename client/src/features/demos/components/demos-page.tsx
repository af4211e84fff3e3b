import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function DemosPage() {
  return <Page title="Available Demos" />;
}
