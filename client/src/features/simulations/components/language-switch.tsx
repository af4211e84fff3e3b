import { Link } from 'wouter';
import type { RoleLang } from '@shared/contracts/roles';
import { cn } from '@/lib/utils';
import type { RoleInfo } from '../lib/simulation-catalog';

const options: { lang: RoleLang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'ko', label: '한국어' },
];

/**
 * The English/Korean switch of an instruction page: two links between the -instructions and
 * -instructions-korean routes, each labelled in its own language. The page scrolls to the top on change.
 */
export function LanguageSwitch({ role, lang }: { role: RoleInfo; lang: RoleLang }) {
  return (
    <nav aria-label="Language" className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
      {options.map((o) => {
        const current = o.lang === lang;
        return (
          <Link
            key={o.lang}
            href={o.lang === 'en' ? role.path : role.pathKo}
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
