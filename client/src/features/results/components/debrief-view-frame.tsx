import type { ReactNode } from 'react';
import { VIEW_TITLES } from '../lib/debrief-view-context';

/**
 * One projector view: its number and title, the question it answers, the chart, and the statistics in words
 * in type a back row can read. `aside` (the teaching note's questions) sits beside it on the instructor's
 * screen only: it is hidden in full screen and in print.
 */
export function DebriefViewFrame({
  step,
  heading = VIEW_TITLES[step]!,
  sentences,
  children,
  aside,
}: {
  step: number;
  /** Its title and question, where they are not the numbered view's (the classes view's number varies). */
  heading?: { title: string; question: string };
  sentences: readonly string[];
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const { title, question } = heading;
  const headingId = `debrief-view-${step}`;
  return (
    <section aria-labelledby={headingId} className="debrief-view mt-6 break-inside-avoid">
      <h2 id={headingId} className="text-3xl font-bold text-slate-900 lg:text-4xl">
        {step} · {title}
      </h2>
      <p className="mt-1 text-xl italic text-slate-700 lg:text-2xl">{question}</p>
      <div className="mt-4 flex flex-col gap-6 xl:flex-row">
        <div className="min-w-0 flex-1">
          {children}
          <ul
            className="mt-4 space-y-2 text-xl text-slate-900 lg:text-2xl"
            aria-label={`${title}: the numbers`}
          >
            {sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        {aside && <div className="fullscreen-hidden print:hidden xl:w-96">{aside}</div>}
      </div>
    </section>
  );
}
