import { Link } from 'wouter';
import { simulationPaths } from '@shared/routes';
import type { Lang, SimulationDefinition } from '@shared/simulations';
import { cn } from '@/lib/utils';

const options: { lang: Lang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'ko', label: '한국어' },
];

/** The team page's English/Korean switch, as on the instruction pages: each label in its own language. */
export function TeamLanguageSwitch({ lang, sim }: { lang: Lang; sim: SimulationDefinition }) {
  return (
    <nav aria-label="Language" className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
      {options.map((o) => (
        <Link
          key={o.lang}
          href={simulationPaths(sim).team(o.lang)}
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
