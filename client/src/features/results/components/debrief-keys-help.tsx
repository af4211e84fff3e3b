import type { DebriefView } from '../lib/debrief-keys';

const onOff = (on: boolean) => (on ? '(on)' : '(off)');

/** Under the projector debrief's view: its keys, and where the instructor is (hidden in full screen). */
export function DebriefKeysHelp({
  view,
  step,
  views,
  figureCount,
}: {
  view: DebriefView;
  step: number;
  views: number;
  figureCount: number;
}) {
  return (
    <p className="mt-6 text-base text-slate-600 fullscreen-hidden">
      Keys: → or Space next ({step === 1 ? `figure ${view.revealed} of ${figureCount}, then ` : ''}
      view {step} of {views}) · ← back · 1–{views} a view · R all figures · H hide figures · E earlier classes{' '}
      {onOff(view.earlier)} · T table numbers {onOff(view.tables)} · Q questions {onOff(view.questions)} · F
      full screen
    </p>
  );
}
