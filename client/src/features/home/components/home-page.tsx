import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { usePageTitle } from '@/lib/use-page-title';

// Filled in by the Home issue.
export default function HomePage() {
  usePageTitle('');
  return (
    <section className="bg-brand-900 px-4 py-24 text-center text-white">
      <h1 className="text-4xl font-bold sm:text-5xl">Mastering Critical Workplace Skills</h1>
      <Link
        href={paths.decks}
        className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-900"
      >
        Explore Workshops
      </Link>
    </section>
  );
}
