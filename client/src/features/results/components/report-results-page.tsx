import { Page } from '@/components/ui/page';

// Filled in by the results issue.
export default function ReportResultsPage(_props: { sim: 'queenOfSorrows' | 'shinhwaDaesung' }) {
  return <Page title="Report Results" />;
}
