import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import { useDisabledUntilHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** Opens its dialog; disabled until React has taken over the server-rendered page, as every control is. */
export const DialogTrigger = forwardRef<
  ComponentRef<typeof DialogPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>
>(({ disabled, ...props }, ref) => {
  const untilHydrated = useDisabledUntilHydrated(disabled);
  return <DialogPrimitive.Trigger ref={ref} {...untilHydrated} {...props} />;
});
DialogTrigger.displayName = 'DialogTrigger';

export function DialogContent({
  title,
  description,
  children,
  className,
  lang,
  closeLabel = 'Close',
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The dialog's language when it differs from the page's. */
  lang?: string;
  /** The name of the corner's close button, in the dialog's language. */
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <DialogPrimitive.Content
        lang={lang}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title className="text-xl font-semibold text-slate-900">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={closeLabel}
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The foot of a dialog that does something: the server's problem (if any), Cancel (closes the dialog) and
 * the confirming button given as `children`; Cancel waits while the request is `pending`.
 */
export function DialogActions({
  problem,
  pending,
  children,
  cancelLabel = 'Cancel',
}: {
  problem?: string | null;
  pending: boolean;
  children: ReactNode;
  /** Cancel, in the dialog's language. */
  cancelLabel?: string;
}) {
  return (
    <div className="space-y-4">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        {children}
      </div>
    </div>
  );
}
