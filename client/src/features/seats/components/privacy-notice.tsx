import { Link } from 'wouter';
import { privacyIn } from '@shared/routes';
import { LANGS, type Lang } from '@shared/simulations';
import { seatText } from '../lib/seat-text';

/**
 * What joining stores, who sees it and for how long, in both languages: the page's first, then the other
 * (a classmate may have chosen the other language for them), each linking to the privacy page in its language.
 * (The join form states the class's own retention once the code names it.)
 */
export function PrivacyNotice({ lang }: { lang: Lang }) {
  const order: Lang[] = [lang, ...LANGS.filter((l) => l !== lang)];
  return (
    <div className="mt-6 space-y-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
      {order.map((l, i) => {
        const p = seatText[l].privacy;
        return (
          <section key={l} lang={l} aria-label={p.heading} className={i > 0 ? 'text-slate-600' : undefined}>
            <h2 className="font-semibold text-slate-900">{p.heading}</h2>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              <li>{p.stored}</li>
              <li>{p.seen}</li>
              <li>{p.kept}</li>
              <li>{p.optional}</li>
            </ul>
            <p className="mt-1">
              <Link
                href={privacyIn(l)}
                className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {p.more}
              </Link>
            </p>
          </section>
        );
      })}
    </div>
  );
}
