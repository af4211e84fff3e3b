import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function AdminFeedbackPage() {
  return <Page title="Course Feedback" />;
}
