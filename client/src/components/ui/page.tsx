import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';

/** A page body with its visible heading and the matching browser tab title. */
export function Page({
  title,
  heading = title,
  intro,
  children,
  className,
}: {
  title: string;
  heading?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  usePageTitle(title);
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      {intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
