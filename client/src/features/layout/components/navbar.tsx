import { ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

export const SCROLLED_AFTER_PX = 10;

const links = [
  { href: paths.home, label: 'Home' },
  { href: paths.demos, label: 'Demos' },
  { href: paths.decks, label: 'Decks' },
  { href: paths.simulations, label: 'Simulations' },
  { href: paths.about, label: 'About' },
];

/**
 * The site's header: the page links (for the instructor also Admin, and Join: the join screen), and
 * `account`, the sign-in corner, which the app passes in (the auth feature's AccountMenu) and which shows in
 * the wide bar and in the menu.
 */
export function Navbar({ account }: { account?: ReactNode }) {
  const { isAdmin } = useAuth();
  const [location] = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [location]);

  const allLinks = isAdmin
    ? [...links, { href: paths.admin, label: 'Admin' }, { href: paths.join, label: 'Join' }]
    : links;
  // The section a page belongs to is highlighted too: a role page under Simulations, feedback under Admin.
  const inSection = (href: string) =>
    href !== '' && (location === href || (href !== paths.home && location.startsWith(`${href}/`)));
  const current = (href: string) =>
    location === href ? ('page' as const) : inSection(href) ? ('true' as const) : undefined;
  const linkClass = (href: string) =>
    cn(
      'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
      inSection(href)
        ? 'bg-brand-50 text-brand-800'
        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'no-print fixed inset-x-0 top-0 z-40 transition-all',
        scrolled ? 'bg-white/95 shadow-md backdrop-blur' : 'bg-white/80',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link href={paths.home} className="whitespace-nowrap text-lg font-bold text-brand-900">
          Critical Workplace Skills
        </Link>
        <div className="hidden items-center gap-1 xl:flex">
          {allLinks.map((l) => (
            <Link key={l.href} href={l.href} className={linkClass(l.href)} aria-current={current(l.href)}>
              {l.label}
            </Link>
          ))}
          <a href={TOKEN_VISUALISER_URL} target="_blank" rel="noopener noreferrer" className={linkClass('')}>
            Token Explorer <ExternalLink className="inline h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <div className="hidden items-center gap-3 xl:flex">{account}</div>
        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
        </Button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden">
          <div className="flex flex-col gap-1 py-2">
            {allLinks.map((l) => (
              <Link key={l.href} href={l.href} className={linkClass(l.href)} aria-current={current(l.href)}>
                {l.label}
              </Link>
            ))}
            <a
              href={TOKEN_VISUALISER_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass('')}
            >
              Token Explorer <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <div className="flex items-center gap-3 border-t border-slate-200 pt-3">{account}</div>
        </div>
      )}
    </header>
  );
}
