import { Link } from 'wouter';
import { paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { cn } from '@/lib/utils';

const options: { lang: Lang; label: string; href: string }[] = [
  { lang: 'en', label: 'English', href: paths.tariffTeam },
  { lang: 'ko', label: '한국어', href: paths.tariffTeamKo },
];

/** The team page's English/Korean switch, as on the instruction pages: each label in its own language. */
export function TeamLanguageSwitch({ lang }: { lang: Lang }) {
  return (
    <nav aria-label="Language" className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
      {options.map((o) => (
        <Link
          key={o.lang}
          href={o.href}
          lang={o.lang}
          aria-current={o.lang === lang ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-9 items-center rounded-md px-4 text-sm font-medium transition-colors',
            o.lang === lang ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
