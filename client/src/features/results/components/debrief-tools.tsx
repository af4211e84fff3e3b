import type { ComponentProps } from 'react';
import { ClassTimerControls } from '@/features/class-timer/components/class-timer-controls';
import { TeachingNotesPanel } from '@/features/teaching-notes/components/teaching-notes-panel';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { DebriefExports } from './debrief-exports';

/**
 * Under the projector debrief, for the instructor (hidden in full screen): the exports, the teaching
 * notes and the class timer's controls (the last two not printed).
 */
export function DebriefTools(exports: ComponentProps<typeof DebriefExports>) {
  return (
    <div className="mt-6 max-w-3xl space-y-4 fullscreen-hidden">
      <DebriefExports {...exports} />
      <div className="print:hidden space-y-4">
        <TeachingNotesPanel sim={exports.sim} />
        <Collapsible>
          <CollapsibleTrigger className="rounded-lg px-3 py-2 font-medium text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
            Class timer controls
          </CollapsibleTrigger>
          <CollapsibleContent className="mt-4">
            <ClassTimerControls />
          </CollapsibleContent>
        </Collapsible>
      </div>
    </div>
  );
}
