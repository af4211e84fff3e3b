import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reportedSimulation } from '@shared/contracts/results-config';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { ClosedNotice, ClosedToStudents } from '@/features/visibility/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { isBlankDraft, reportDraft } from '../lib/report-draft';
import { reportFormText } from '../lib/report-form-text';
import { ResultForm } from './result-form';
import '@/lib/korean-font';

/**
 * The Report Results page of a simulation that collects results, in English or, from the
 * Korean instruction pages, in Korean. A simulation closed while a student is typing keeps the
 * form, read-only, and says the instructor closed it: "not open yet" is only for one this page never saw
 * open and for which this tab holds no draft.
 */
export default function ReportResultsPage({ sim, lang = 'en' }: { sim: string; lang?: Lang }) {
  const cfg = reportedSimulation(sim);
  const t = reportFormText[lang];
  const { isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const { isLoading, settingOf } = useSimulationVisibility();
  const open = isSimulationOpen(settingOf(sim));
  const [wasOpen, setWasOpen] = useState(false);
  useEffect(() => {
    if (!isLoading && open) setWasOpen(true);
  }, [isLoading, open]);
  // A draft in this tab means the form was open when it was typed (a reload after the close).
  useEffect(() => {
    const draft = reportDraft.read(sim);
    if (draft && !isBlankDraft(draft)) setWasOpen(true);
  }, [sim]);

  // The document's language follows the page (the server sends `<html lang="ko">` for a Korean page).
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);

  const title = localized(cfg, 'title', lang);
  const closedForStudent = !open && !isAdmin;
  // The server refused a submit as closed: fetch the settings again, so the page says what happened.
  const onClosedAnswer = () => {
    setWasOpen(true);
    void queryClient.invalidateQueries({ queryKey: useSimulationVisibility.query().queryKey });
  };

  return (
    <div lang={lang}>
      <Page title={t.pageTitle(title)} intro={localized(cfg.results, 'advisory', lang)}>
        <ClassTimerChip className="mb-4" />
        {isLoading ? (
          <Spinner label={t.loading} />
        ) : closedForStudent && !wasOpen ? (
          <ClosedNotice message={t.notOpenYet(cfg)}>
            <Button asChild variant="secondary">
              <Link href={paths.simulations}>{t.backToSimulations}</Link>
            </Button>
          </ClosedNotice>
        ) : (
          <>
            {closedForStudent && (
              <p
                role="alert"
                className="mb-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950"
              >
                {t.closedWhileReporting(cfg)}
              </p>
            )}
            {!open && isAdmin && (
              <ClosedToStudents className="mb-4" lang="en">
                Students cannot report results until you make the simulation visible and allow access.
              </ClosedToStudents>
            )}
            <ResultForm
              // A form per simulation and language: its check and its draft are theirs.
              key={`${sim}:${lang}`}
              sim={sim}
              lang={lang}
              closed={closedForStudent}
              onClosedAnswer={onClosedAnswer}
            />
          </>
        )}
      </Page>
    </div>
  );
}
