import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'bg-white text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
}

/**
 * A button; disabled until React has taken over the server-rendered page, since only then does it do
 * anything. With `asChild` it styles a link, which works before that, so it is left alone.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant = 'primary', size = 'md', asChild, disabled, ...props }, ref) => {
    const untilHydrated = useDisabledUntilHydrated(disabled);
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        ref={ref}
        className={cn(
          'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed aria-busy:cursor-progress',
          variants[variant],
          sizes[size],
          className,
        )}
        {...(asChild ? { disabled } : untilHydrated)}
        {...props}
      />
    );
  },
);
Button.displayName = 'Button';
