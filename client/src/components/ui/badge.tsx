import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  blue: 'bg-brand-100 text-brand-800 ring-brand-600/30',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/30',
} as const;

export function Badge({
  tone = 'gray',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
