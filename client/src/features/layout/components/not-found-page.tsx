import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';

/** Any address the site does not have, with the ways back a visitor most likely wants. */
export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" heading="404 Page Not Found">
      <Card className="flex max-w-2xl flex-col gap-5 p-6 sm:flex-row sm:items-start">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Compass className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-slate-700">Did you forget to add the page to the router?</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild>
              <Link href={paths.home}>Go to the home page</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>Simulations</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.decks}>Presentation Decks</Link>
            </Button>
          </div>
        </div>
      </Card>
    </Page>
  );
}
