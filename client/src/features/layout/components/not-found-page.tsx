import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { Page } from '@/components/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" heading="404 Page Not Found">
      <p className="text-slate-700">Did you forget to add the page to the router?</p>
      <Link href={paths.home} className="mt-6 inline-block font-medium text-brand-700 underline">
        Go to the home page
      </Link>
    </Page>
  );
}
