import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function DecksPage() {
  return <Page title="Presentation Decks" />;
}
