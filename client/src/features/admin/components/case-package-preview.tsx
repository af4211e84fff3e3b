import type { CaseDryRun, RenderedDocument } from '@shared/contracts/case-preview';
import { bargainingRangeOf } from '@shared/contracts/case-variant';
import { LANGS, type Lang } from '@shared/simulations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { BargainingRange } from './bargaining-range';

const LANG_NAMES: Record<Lang, string> = { en: 'English', ko: 'Korean' };

const tabClass = cn(
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

/**
 * A checked package before Add: its roles and documents, then in tabs its figures and bargaining range, each
 * role's sheet, the general information and the teaching notes, each in English and Korean beside each
 * other, as students and the instructor will read them. The server rendered every document (its safe
 * Markdown, the figures written out); this page only shows them.
 */
export function CasePackagePreview({ dryRun }: { dryRun: CaseDryRun }) {
  const { preview } = dryRun;
  const documents: Array<{ value: string; label: string; doc: RenderedDocument }> = [
    ...dryRun.roleSheets.map((r) => ({ value: `role-${r.slug}`, label: r.title, doc: r.sheet })),
    ...(dryRun.generalInformation
      ? [{ value: 'general', label: 'General information', doc: dryRun.generalInformation }]
      : []),
    { value: 'notes', label: 'Teaching notes', doc: dryRun.teachingNotes },
  ];
  return (
    <div className="space-y-4">
      <p className="text-slate-800">
        <span className="font-semibold">{preview.title}</span> <span lang="ko">({preview.titleKo})</span> —{' '}
        {preview.kind}
        <span className="block font-mono text-xs text-slate-500">
          {dryRun.key} · {dryRun.slug}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-700">Roles</h4>
          <ul aria-label="Roles" className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {preview.roles.map((r) => (
              <li key={r.slug}>
                {r.title} <span lang="ko">({r.titleKo})</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-700">Documents</h4>
          <ul aria-label="Documents" className="mt-1 list-disc pl-5 font-mono text-xs text-slate-700">
            {preview.documents.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      </div>
      <Tabs defaultValue="figures">
        <TabsList
          aria-label="The case as it will be read"
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          <TabsTrigger value="figures" className={tabClass}>
            Figures
          </TabsTrigger>
          {documents.map((d) => (
            <TabsTrigger key={d.value} value={d.value} className={tabClass}>
              {d.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="figures" className="space-y-4 pt-4">
          <Figures dryRun={dryRun} />
        </TabsContent>
        {documents.map((d) => (
          <TabsContent key={d.value} value={d.value} className="pt-4">
            <BothLanguages label={d.label} doc={d.doc} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** Every figure in the documents' own words, and whether the two sides' limits leave a deal possible. */
function Figures({ dryRun }: { dryRun: CaseDryRun }) {
  const roleTitle = (owner: string) =>
    dryRun.roleSheets.find((r) => r.slug === owner)?.title ?? 'Shared (every role)';
  const range = bargainingRangeOf(dryRun);
  return (
    <>
      {dryRun.figures.length === 0 ? (
        <p className="text-sm text-slate-600">The case states no figure.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Figures of the case</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Figure
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Whose
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  English
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Korean
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {dryRun.figures.map((f) => (
                <tr key={f.name}>
                  <td className="px-3 py-2">
                    {f.label} <span className="block font-mono text-xs text-slate-500">{f.name}</span>
                  </td>
                  <td className="px-3 py-2">{roleTitle(f.owner)}</td>
                  <td className="px-3 py-2">{f.words.en}</td>
                  <td className="px-3 py-2" lang="ko">
                    {f.words.ko}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {range && <BargainingRange range={range} />}
    </>
  );
}

/** A document in English and Korean, side by side on a wide screen. */
function BothLanguages({ label, doc }: { label: string; doc: RenderedDocument }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {LANGS.map((lang) => (
        <section
          key={lang}
          aria-label={`${label}, ${LANG_NAMES[lang]}`}
          className="rounded-lg p-4 ring-1 ring-slate-200"
        >
          <h4 lang={lang} className="mb-3 text-lg font-semibold text-slate-900">
            {doc[lang].title}
          </h4>
          {/* rendered by the server from the package's Markdown with no raw HTML passed through */}
          <article
            lang={lang}
            className="role-document"
            dangerouslySetInnerHTML={{ __html: doc[lang].html }}
          />
        </section>
      ))}
    </div>
  );
}
