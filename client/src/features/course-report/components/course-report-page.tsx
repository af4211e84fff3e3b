import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { classMessages } from '@shared/contracts/classes-config';
import { courseReportMessages, courseReportUrls } from '@shared/contracts/course-report';
import { paths } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { BackLink } from '@/components/ui/back-link';
import { GuideLink } from '@/components/guide-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import '@/lib/korean-font';
import { useCourseReport } from '../api/get-course-report';
import {
  AttendanceSection,
  FeedbackSection,
  formatMoment,
  OutcomesSection,
  ParticipationSection,
  wordsOf,
} from './course-report-sections';

/** Each language's name, in itself, on the language buttons. */
const LANG_NAMES: Record<Lang, string> = { en: 'English', ko: '한국어' };

/**
 * The course report for the client's HR team (/admin/classes/{id}/report): attendance, participation,
 * the class's outcomes and the course feedback, in English or Korean (`?lang=ko` opens it in Korean), laid
 * out for A4 through the browser's print. The route table puts the door (AdminGate) around it.
 */
export default function CourseReportPage() {
  const { id = '' } = useParams<{ id: string }>();
  const classId = Number(id);
  const search = useSearch();
  const [lang, setLang] = useState<Lang>(new URLSearchParams(search).get('lang') === 'ko' ? 'ko' : 'en');
  const w = wordsOf(lang);
  const { data, isLoading, isError, error } = useCourseReport(classId, lang);
  usePageTitle(data ? `${w.title}: ${data.class.name}` : w.title);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 text-slate-900 print:max-w-none print:p-0" lang={lang}>
      <style>{'@page { size: A4; margin: 15mm; }'}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink href={paths.admin}>{w.back}</BackLink>
        <GuideLink section="courseReport" className="mr-auto" />
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Language / 언어" className="flex rounded-md ring-1 ring-slate-300">
            {(['en', 'ko'] as const).map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={lang === l}
                onClick={() => setLang(l)}
                className={`min-h-11 px-3 text-sm font-medium ${lang === l ? 'bg-slate-800 text-white' : 'bg-white'}`}
              >
                {LANG_NAMES[l]}
              </button>
            ))}
          </div>
          <a
            href={`${courseReportUrls(classId).csv}?lang=${lang}`}
            download
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            <Download className="h-4 w-4" aria-hidden />
            {w.csv}
          </a>
          <Button type="button" onClick={() => window.print()} disabled={!data}>
            <Printer className="mr-1.5 h-4 w-4" aria-hidden />
            {w.print}
          </Button>
        </div>
      </div>
      {isLoading ? (
        <Spinner label={w.title} />
      ) : isError || !data ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {error instanceof ApiError && error.status === 404
            ? classMessages.notFound
            : courseReportMessages.loadFailed}
        </p>
      ) : (
        <article className="mt-6 print:mt-0" aria-label={w.title}>
          <header>
            <p className="text-sm font-medium text-slate-600">{w.subtitle}</p>
            <h1 className="text-3xl font-bold print:text-[20pt]">{w.title}</h1>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-4 print:text-[10pt]">
              <div>
                <dt className="text-slate-600">{w.course}</dt>
                <dd className="font-semibold">{data.class.name}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{w.started}</dt>
                <dd>{formatMoment(data.class.startedAt, lang)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{w.ended}</dt>
                <dd>{data.class.isCurrent ? w.running : formatMoment(data.class.endedAt, lang)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{w.generated}</dt>
                <dd>{formatMoment(data.generatedAt, lang)}</dd>
              </div>
            </dl>
          </header>
          <AttendanceSection report={data} w={w} />
          <ParticipationSection report={data} w={w} />
          <OutcomesSection report={data} w={w} />
          <FeedbackSection report={data} w={w} />
        </article>
      )}
    </div>
  );
}
