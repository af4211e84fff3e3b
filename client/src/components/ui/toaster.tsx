import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, useToasts } from './use-toast';

/**
 * Radix toast region: 5 s, swipe right past 50 px, F8 to focus, 420 px wide.
 * It sits at the bottom left, clear of the phone's rounded corners and home bar, and on a phone it leaves
 * the right edge free: the row actions there (Hide, Unhide) stay uncovered while it shows.
 */
export default function Toaster() {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <Toasts />
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 left-0 z-[100] flex max-h-screen w-[calc(100%-7.5rem)] max-w-[420px] flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] sm:w-full"
      />
    </ToastPrimitive.Provider>
  );
}

function Toasts() {
  const toasts = useToasts();
  return toasts.map((t) => (
    <ToastPrimitive.Root
      key={t.id}
      open={t.open}
      onOpenChange={(open) => !open && dismissToast(t.id)}
      className={cn(
        'relative rounded-lg p-4 pr-10 shadow-lg ring-1',
        t.variant === 'destructive'
          ? 'bg-red-700 text-white ring-red-800'
          : 'bg-white text-slate-900 ring-slate-200',
      )}
    >
      <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
      {t.description && (
        <ToastPrimitive.Description className="mt-1 text-sm">{t.description}</ToastPrimitive.Description>
      )}
      {t.action && (
        <ToastPrimitive.Action
          altText={t.action.altText}
          onClick={t.action.onClick}
          className="mt-3 inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-inset ring-current hover:bg-black/5 focus:outline-none focus-visible:ring-2"
        >
          {t.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Close"
        className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  ));
}
