import { useLocation } from 'wouter';
import { pageLang } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

const TEXT: Record<Lang, string> = { en: 'Loading…', ko: '불러오는 중…' };

/**
 * Beside a server-rendered form's submit button: a small spinner and "Loading…" (불러오는 중… on a
 * Korean page) while the page waits for the app, which on a slow phone takes seconds; the form's controls
 * are disabled and busy until then (use-hydrated.ts). Gone once React has taken the page over, and never
 * shown on a page the browser renders itself.
 */
export function WaitingForApp({ lang, className }: { lang?: Lang; className?: string }) {
  const [path] = useLocation();
  const hydrated = useHydrated();
  if (hydrated) return null;
  const language = lang ?? pageLang(path);
  return (
    <span
      role="status"
      lang={language}
      className={cn('inline-flex items-center gap-2 text-sm text-slate-700', className)}
      data-testid="waiting-for-app"
    >
      <span
        className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700 motion-reduce:animate-none"
        aria-hidden
      />
      {TEXT[language]}
    </span>
  );
}
