import { Handshake, MessagesSquare, Sparkles, Users } from 'lucide-react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { simulationIcon } from '@/lib/simulation-icons';
import {
  courseFormat,
  courseIntro,
  instructor,
  simulationNote,
  takeaways,
  workshops,
  type WorkshopInfo,
} from '../lib/course-content';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const workshopIcons: Record<WorkshopInfo['key'], Icon> = {
  negotiation: Handshake,
  ai: Sparkles,
  communication: MessagesSquare,
  collaboration: Users,
};

/**
 * About the course: what it is, who teaches it, and the course review, which the route
 * table passes in as `review` (the feedback feature's 'Review this course').
 */
export default function AboutPage({ review }: { review?: ReactNode }) {
  return (
    <Page title="About the Course" intro={courseIntro}>
      <div className="space-y-12">
        <ul className="flex flex-col gap-2 text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {courseFormat.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden className="text-brand-700">
                •
              </span>
              {line}
            </li>
          ))}
        </ul>

        {/* the review may load its code on its own: the page does not wait for it */}
        <Suspense fallback={null}>{review}</Suspense>

        <Section
          title="The four workshops"
          more={
            <Link href={paths.decks} className="font-medium text-brand-700 underline hover:text-brand-800">
              See the workshop slides
            </Link>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            {workshops.map((w) => {
              const Icon = workshopIcons[w.key];
              return (
                <Card key={w.key} className="p-5">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                    <Icon className="h-5 w-5 text-brand-700" aria-hidden />
                    {w.title}
                  </h3>
                  <p className="mt-2 text-slate-600">{w.summary}</p>
                </Card>
              );
            })}
          </div>
        </Section>

        <Section
          title="Three negotiation simulations"
          more={
            <Link
              href={paths.simulations}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              Go to the simulations
            </Link>
          }
        >
          <p className="max-w-3xl text-slate-700">{simulationNote}</p>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {/* a variant is its base case taught another way: the course lists the case once */}
            {SIMULATIONS.filter((s) => !s.variantOf).map((s) => {
              const Icon = simulationIcon(s);
              return (
                <Card key={s.key} className="p-5">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                    <Icon className="h-5 w-5 text-brand-700" aria-hidden />
                    {s.title}
                  </h3>
                  <p className="mt-2 text-slate-600">{s.aboutSummary}</p>
                </Card>
              );
            })}
          </div>
        </Section>

        <Section title="What you take away">
          <ul className="grid gap-3 md:grid-cols-2">
            {takeaways.map((t) => (
              <li key={t} className="flex gap-3 text-slate-700">
                <span aria-hidden className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-700" />
                {t}
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Your instructor">
          <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
            <div
              aria-hidden
              className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            >
              {instructor.initials}
            </div>
            <div>
              <h3 className="text-xl font-semibold text-slate-900">{instructor.name}</h3>
              <p className="text-sm font-medium text-brand-700">{instructor.role}</p>
              <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
                {instructor.bio.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </div>
          </Card>
        </Section>
      </div>
    </Page>
  );
}

function Section({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}
