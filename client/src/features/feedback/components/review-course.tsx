import { MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { courseReviewText } from '@shared/contracts/feedback-config';
import type { Lang } from '@shared/simulations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useFeedbackFormSetting } from '../api/get-feedback-form-setting';
import { useUpdateFeedbackFormSetting } from '../api/update-feedback-form-setting';

// The dialog (and the schema library it validates with) loads when a student first reaches for it.
const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() =>
  loadDialog().then(
    (m) => ({ default: m.FeedbackDialog }),
    // Offline or a new deployment: say so in a dialog instead of breaking the page.
    () => ({ default: DialogUnavailable }),
  ),
);
const prefetchDialog = () => void loadDialog().catch(() => {});

function DialogUnavailable({
  open,
  onOpenChange,
  lang = 'en',
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  lang?: Lang;
}) {
  const t = courseReviewText[lang];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent lang={lang} title={t.open}>
        <p role="alert" className="text-slate-700">
          {t.unavailable}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Review this course' and the switch that shows or hides it, shown on the About
 * page, in Korean (`lang="ko"`) on the Korean role-choice pages, and on a seated student's /me in the
 * seat's language with their name filled in (`defaultName`; the route table puts it there).
 * Students see the button only while the form is open; a signed-in user also gets the switch, and still
 * sees the button (marked) when it is hidden from students, to try the form.
 */
export default function ReviewCourse({ lang = 'en', defaultName }: { lang?: Lang; defaultName?: string }) {
  const t = courseReviewText[lang];
  const { user } = useAuth();
  const setting = useFeedbackFormSetting();
  const update = useUpdateFeedbackFormSetting();
  // Undefined while loading; true when the server cannot be reached (visible by default).
  const isVisible = setting.isError ? true : setting.data?.isVisible;
  const setVisible = (isVisible: boolean) => update.mutate({ isVisible });
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed): it keeps what was typed if closed half-way.
  const [used, setUsed] = useState(false);
  const dialog = used && (
    <Suspense fallback={null}>
      <FeedbackDialog open={open} onOpenChange={setOpen} lang={lang} defaultName={defaultName} />
    </Suspense>
  );

  const showButton = isVisible === true || (user !== null && isVisible === false);
  if (!user && !showButton) return dialog || null;

  return (
    <Card className="flex flex-col gap-4 border-l-4 border-l-brand-700 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex gap-4">
        <MessageSquareHeart className="mt-1 h-8 w-8 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
          <p className="mt-1 text-slate-600">{t.intro}</p>
          {user && isVisible !== undefined && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Switch label={t.switchLabel} checked={isVisible} onCheckedChange={setVisible} />
              {!isVisible && <Badge tone="gray">{t.hidden}</Badge>}
            </div>
          )}
        </div>
      </div>
      {showButton && (
        <Button
          className="shrink-0"
          onPointerEnter={prefetchDialog}
          onFocus={prefetchDialog}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          {t.open}
        </Button>
      )}
      {dialog}
    </Card>
  );
}
