import {
  forwardRef,
  type FieldsetHTMLAttributes,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

// Form fields are disabled until React has taken over the server-rendered page: typed into earlier, what
// they hold would not be what React's state says they hold, and a submit would send neither.
const base =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 aria-busy:cursor-progress';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, disabled, ...props }, ref) => {
    const untilHydrated = useDisabledUntilHydrated(disabled);
    return <input ref={ref} className={cn(base, 'h-11', className)} {...untilHydrated} {...props} />;
  },
);
Input.displayName = 'Input';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  ({ className, disabled, ...props }, ref) => {
    const untilHydrated = useDisabledUntilHydrated(disabled);
    return <textarea ref={ref} className={cn(base, 'min-h-24', className)} {...untilHydrated} {...props} />;
  },
);
Textarea.displayName = 'Textarea';

/**
 * A group of fields. It disables every control inside it, native checkboxes, radios and sliders included,
 * until React has taken over the server-rendered page (and whenever `disabled` is set).
 */
export function Fieldset({ disabled, className, ...props }: FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return <fieldset className={cn('aria-busy:cursor-progress', className)} {...untilHydrated} {...props} />;
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-medium text-slate-800', className)} {...props} />;
}
