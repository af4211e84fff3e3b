import { Download } from 'lucide-react';
import { mySeatExportUrl } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { seatText } from '../lib/seat-text';
import { LeaveClassButton } from './leave-class-dialog';

/**
 * Download my data and Leave and delete my data: on the student home, and for a seat of an ended class,
 * whose data stays the student's to take or delete until the class's retention ends. `describedBy`: the id of
 * the text that says what the download holds.
 */
export function MyDataActions({ lang, describedBy }: { lang: Lang; describedBy?: string }) {
  const t = seatText[lang].home;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {/* a plain link: the seat cookie goes with it, and the server names the file */}
      <Button asChild variant="secondary">
        <a href={mySeatExportUrl} download aria-describedby={describedBy}>
          <Download className="h-4 w-4" aria-hidden />
          {t.download}
        </a>
      </Button>
      <LeaveClassButton lang={lang} />
    </div>
  );
}
