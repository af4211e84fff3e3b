import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { PRIVACY_SETTINGS_DEFAULTS } from '@shared/contracts/privacy-config';
import { PRIVACY_LANG_PARAM, paths, privacyIn } from '@shared/routes';
import { LANGS, type Lang } from '@shared/simulations';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { privacyText, type PrivacySection, type PrivacyText } from '../lib/privacy-text';
import '@/lib/korean-font';

const langNames: Record<Lang, string> = { en: 'English', ko: '한국어' };

/**
 * `/privacy`: how students' personal data is handled, in English or (`?lang=ko`) Korean; each language
 * links to the other, and the address keeps the choice so a reload or a shared link reads the same. Who is
 * responsible and whom to contact come from the server's settings (rendered with the page).
 */
export default function PrivacyPage() {
  const lang: Lang = new URLSearchParams(useSearch()).get(PRIVACY_LANG_PARAM) === 'ko' ? 'ko' : 'en';
  const t = privacyText[lang];
  usePageTitle(t.title);
  useDocumentLang(lang);
  return (
    <div lang={lang} className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
        <nav
          aria-label={t.languageNav}
          className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200"
        >
          {LANGS.map((l) => (
            <Link
              key={l}
              href={privacyIn(l)}
              lang={l}
              aria-current={l === lang ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-9 items-center rounded-md px-4 text-sm font-medium',
                l === lang ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {langNames[l]}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-3 text-lg text-slate-600">{t.intro}</p>
      <div className="mt-8 space-y-8">
        {t.sections.map((s) => (
          <Section key={s.id} section={s}>
            {s.id === 'rights' && (
              <p className="mt-3">
                <Link
                  href={paths.me}
                  className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {t.meLink}
                </Link>
              </p>
            )}
            {s.id === 'controller' && <Responsible t={t} />}
          </Section>
        ))}
      </div>
    </div>
  );
}

/** Who is responsible and whom to contact, once the server has said (unset, or unreadable: ask the instructor). */
function Responsible({ t }: { t: PrivacyText }) {
  const settings = usePrivacySettings();
  if (settings.isPending) return null;
  return <p className="mt-2">{t.responsible(settings.data ?? PRIVACY_SETTINGS_DEFAULTS)}</p>;
}

function Section({ section, children }: { section: PrivacySection; children?: ReactNode }) {
  const headingId = `privacy-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="text-slate-700">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-2">
          {p}
        </p>
      ))}
      {section.items && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.after && <p className="mt-2">{section.after}</p>}
      {children}
    </section>
  );
}
