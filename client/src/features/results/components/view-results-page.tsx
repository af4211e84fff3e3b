import { Page } from '@/components/ui/page';

// Filled in by the results issue.
export default function ViewResultsPage(_props: { sim: 'queenOfSorrows' | 'shinhwaDaesung' }) {
  return <Page title="Results" />;
}
