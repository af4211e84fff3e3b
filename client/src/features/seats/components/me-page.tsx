import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { classCodeOf, seatMessages } from '@shared/contracts/seats';
import { ME_LANG_PARAM, paths, RESEAT_PARAM } from '@shared/routes';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentLang } from '@/lib/use-document-lang';
import { usePageTitle } from '@/lib/use-page-title';
import { useClaimReseat } from '../api/claim-reseat';
import { useJoinableClass } from '../api/get-joinable-class';
import { useMySeat, type MySeatState } from '../api/get-my-seat';
import { useBrowserLang } from '../lib/browser-lang';
import { seatText } from '../lib/seat-text';
import { ClaimForm } from './claim-form';
import { JoinForm, type JoinFormHandle } from './join-form';
import { PrivacyNotice } from './privacy-notice';
import { MyDataActions } from './my-data-actions';
import { SeatLanguageSwitch } from './seat-language-switch';
import type { AssignmentExtra } from './my-assignments';
import { StudentHome, type SeatReview } from './student-home';
import '@/lib/korean-font';

/** Why the join form shows on a page that had a seat, or that came with a link. */
type Notice = 'removed' | 'left' | 'ended' | 'reseatUsed';

/**
 * The student's page, `/me`, phone first: with a seat, the student home in the seat's language; without
 * one, the join form (its class code filled in from `?code=`), in the language the student chooses, or
 * the seat-code form that opens a seat of another device. `?reseat=TOKEN`, the instructor's one-time link,
 * opens its seat here and is dropped from the address. A seat removed while the page is open (the live
 * event, then 401) says so; a seat of a class that has ended (410) too, with a button to join the current
 * class (named when the page's `?code=` is its code). `assignmentExtra` is shown under each
 * of the seat's assignments (app/ composes the deal's steps there); `review`, the course review.
 */
export default function MePage({
  assignmentExtra,
  review,
}: { assignmentExtra?: AssignmentExtra; review?: SeatReview } = {}) {
  const params = new URLSearchParams(useSearch());
  const reseatToken = params.get(RESEAT_PARAM);
  const browserLang = useBrowserLang(params.get(ME_LANG_PARAM));
  const [chosenLang, setChosenLang] = useState<Lang | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [, navigate] = useLocation();
  const seat = useMySeat();
  const reseat = useClaimReseat();

  const sent = useRef(false);
  useEffect(() => {
    if (!reseatToken || sent.current) return;
    sent.current = true;
    // the link works once: a reload or a screenshot of the address must not carry it on
    reseat.mutate(reseatToken, { onSettled: () => navigate(paths.me, { replace: true }) });
  }, [reseatToken, reseat, navigate]);

  const notice = useNotice(seat.data, reseat.isError);
  const initialCode = classCodeOf(params.get('code'));
  // a seat of an ended class: the class the page's code names, if it is the current one (the form asks the same)
  const current = useJoinableClass(notice === 'ended' ? initialCode : null).data;
  const joinForm = useRef<JoinFormHandle>(null);
  // "Join the current class" from the seat-code form: the join form takes over, then takes the focus
  const joinWhenShown = useRef(false);
  useEffect(() => {
    if (!joinWhenShown.current || !joinForm.current) return;
    joinWhenShown.current = false;
    void joinForm.current.startJoin();
  });
  const joinCurrent = () => {
    if (!claiming) return void joinForm.current?.startJoin();
    joinWhenShown.current = true;
    setClaiming(false);
  };
  const seated = seat.data?.state === 'seated' ? seat.data.seat : null;
  // the seat's language stays the page's when the seat goes (left, removed): the join form reads in it
  if (seated && chosenLang !== seated.lang) setChosenLang(seated.lang);
  // a seat of an ended class: the page stays in the seat's language (the server's answer says which), unless
  // the address names one
  const linkLang = params.get(ME_LANG_PARAM);
  const endedLang =
    seat.data?.state === 'ended' && linkLang !== 'ko' && linkLang !== 'en' ? seat.data.lang : null;
  const lang: Lang = seated?.lang ?? chosenLang ?? endedLang ?? browserLang;
  const t = seatText[lang];
  const title = seated ? t.home.title : t.join.title;
  usePageTitle(title);
  useDocumentLang(lang);

  const body = (() => {
    if (reseat.isPending || (reseatToken && reseat.isIdle)) return <Spinner label={t.reseating} />;
    if (seat.isPending) return <Spinner label={t.loading} />;
    if (seat.isError)
      return (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t.loadFailed}</p>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => void seat.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      );
    if (seated) return <StudentHome seat={seated} assignmentExtra={assignmentExtra} review={review} />;
    return (
      <>
        {notice && (
          <NoticeBox notice={notice} lang={lang}>
            {notice === 'ended' && (
              <>
                <Button type="button" variant="secondary" className="mt-3" onClick={joinCurrent}>
                  {current ? t.join.joinNamed(current.name) : t.join.joinCurrent}
                </Button>
                {/* the ended class's seat is still this device's: its data stays the student's to take or delete */}
                {seat.data?.state === 'ended' && (
                  <>
                    <p id="me-ended-data" className="mt-3 text-sm">
                      {t.join.endedData}
                    </p>
                    <MyDataActions lang={lang} describedBy="me-ended-data" />
                  </>
                )}
              </>
            )}
          </NoticeBox>
        )}
        {claiming ? (
          <ClaimForm lang={lang} onBack={() => setClaiming(false)} />
        ) : (
          <>
            <p className="mt-2 text-slate-700">{t.join.intro}</p>
            <JoinForm
              ref={joinForm}
              lang={lang}
              onLangChange={setChosenLang}
              initialCode={initialCode ?? ''}
              onClaim={() => setClaiming(true)}
            />
            <PrivacyNotice lang={lang} />
          </>
        )}
      </>
    );
  })();

  return (
    <div lang={lang} className="mx-auto w-full max-w-xl px-4 py-5 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {/* not before the seat is known: a seated student's page never reads "Join the class" first */}
        {!seat.isPending && <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>}
        {seated && <SeatLanguageSwitch lang={seated.lang} />}
      </div>
      {body}
    </div>
  );
}

/**
 * What the page says above the join form: the seat went while the page was open (removed by the
 * instructor, or left here), its class has ended, or a re-seat link was spent.
 */
function useNotice(data: MySeatState | undefined, reseatFailed: boolean): Notice | null {
  const [previous, setPrevious] = useState(data);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (data !== previous) {
    setPrevious(data);
    if (data?.state === 'seated') setNotice(null);
    else if (data?.state === 'ended') setNotice('ended');
    else if (data?.state === 'none' && (previous?.state === 'seated' || previous?.state === 'ended'))
      setNotice(data.left ? 'left' : 'removed');
  }
  if (notice) return notice;
  return reseatFailed && data?.state !== 'seated' ? 'reseatUsed' : null;
}

/** The notice, and for a seat of an ended class the way to join the current one (`children`). */
function NoticeBox({ notice, lang, children }: { notice: Notice; lang: Lang; children?: ReactNode }) {
  const text =
    notice === 'left'
      ? seatText[lang].join.left
      : seatMessages[lang][notice === 'ended' ? 'classEnded' : notice];
  return (
    <div className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
      <p role="status">{text}</p>
      {children}
    </div>
  );
}
