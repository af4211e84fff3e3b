import { Page } from '@/components/ui/page';

// Filled in by its feature issue.
export default function NeuralDemoPage() {
  return <Page title="Neural Network Explorer" />;
}
