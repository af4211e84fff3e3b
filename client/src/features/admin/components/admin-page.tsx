import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function AdminPage() {
  return <Page title="Admin Dashboard" />;
}
