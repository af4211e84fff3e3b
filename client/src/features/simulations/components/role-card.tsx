import { ArrowRight, ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { RoleLang } from '@shared/contracts/roles';
import { localized } from '@shared/words';
import { roleChoiceText } from '../lib/role-page-text';
import type { RoleInfo } from '../lib/simulation-catalog';

/**
 * A role on a role-choice page. Choosing it asks for confirmation first: confirming opens
 * the role's instructions, "I'm not sure" closes the dialog. Without `confirm`, the card links straight
 * to the instructions (Tariff Wars).
 */
const dialogText = {
  en: {
    title: 'Confirm your role',
    before: 'You are about to open the confidential instructions for',
    after:
      '. Read only the instructions of the role your instructor gave you, and do not show them to the other side.',
    notSure: "I'm not sure",
    confirm: 'Confirm',
  },
  ko: {
    title: '역할 확인',
    before: '다음 역할의 기밀 지침을 엽니다:',
    after: '. 강사가 배정한 역할의 지침만 읽고, 상대방에게는 보여 주지 마십시오.',
    notSure: '다시 생각해 볼게요',
    confirm: '확인',
  },
} as const;

export function RoleCard({
  role,
  confirm = true,
  reportPath,
  lang = 'en',
}: {
  role: RoleInfo;
  confirm?: boolean;
  /** The results report, on the card of the side that reports. */
  reportPath?: string;
  /** 'ko' on the Korean role choice: the card and its dialog are Korean and open the Korean page. */
  lang?: RoleLang;
}) {
  const t = dialogText[lang];
  const words = roleChoiceText[lang];
  const title = localized(role, 'title', lang);
  const path = localized(role, 'path', lang);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  return (
    <Card className="flex flex-col p-5 sm:p-6" role="article" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 flex-1 text-slate-600">{localized(role, 'summary', lang)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {confirm ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
              {words.chooseRole}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
            <DialogContent
              lang={lang}
              title={t.title}
              description={
                <>
                  {t.before} <strong className="font-semibold text-slate-900">{title}</strong>
                  {t.after}
                </>
              }
            >
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{t.notSure}</Button>
                </DialogClose>
                <Button
                  onClick={() => {
                    setOpen(false);
                    navigate(path);
                  }}
                >
                  {t.confirm}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        ) : (
          <Button asChild>
            <Link href={path}>
              {words.viewInstructions}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        )}
        {reportPath && (
          <Button asChild variant="secondary">
            <Link href={reportPath}>
              <ClipboardList className="h-4 w-4" aria-hidden />
              {words.reportResults}
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
