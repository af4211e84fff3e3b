import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function AboutPage() {
  return <Page title="About the Course" />;
}
