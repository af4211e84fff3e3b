import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { cn } from '@/lib/utils';

const options: { lang: RoleLang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'ko', label: '한국어' },
];

/**
 * The English/Korean switch of a role page (the role choice or an instruction page): two links between its
 * English and `-korean` routes, each labelled in its own language. The page scrolls to the top on change.
 */
export function LanguageSwitch({ hrefs, lang }: { hrefs: Record<RoleLang, string>; lang: RoleLang }) {
  return (
    <nav aria-label="Language" className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
      {options.map((o) => {
        const current = o.lang === lang;
        return (
          <Link
            key={o.lang}
            href={hrefs[o.lang]}
            lang={o.lang}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-9 items-center rounded-md px-4 text-sm font-medium transition-colors',
              current ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {o.label}
          </Link>
        );
      })}
    </nav>
  );
}
