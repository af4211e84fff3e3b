import type { Lang } from '@shared/simulations';
import { cn } from '@/lib/utils';

const TEXT: Record<Lang, string> = {
  en: "Waiting for the network; we'll send it when you're back.",
  ko: '네트워크 연결을 기다리는 중입니다. 연결되면 자동으로 보냅니다.',
};

/**
 * Beside a form's "Submitting..." while the browser is offline: react-query holds the request
 * (the mutation is paused) and sends it by itself once the connection is back, so the student is told to
 * wait rather than left with a spinner that never ends. `paused` is the mutation's `isPaused`.
 */
export function WaitingForNetwork({
  paused,
  lang = 'en',
  className,
}: {
  paused: boolean;
  lang?: Lang;
  className?: string;
}) {
  return (
    <p role="status" lang={lang} className={cn('text-sm font-medium text-amber-900 empty:hidden', className)}>
      {paused ? TEXT[lang] : ''}
    </p>
  );
}
