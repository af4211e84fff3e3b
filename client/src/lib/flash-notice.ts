import { useEffect, useState } from 'react';

/**
 * A one-shot notice carried across a client-side navigation: a page sets it just before it
 * navigates, and the page it goes to shows it once. It lives in memory only, so a reload or a server render
 * never sees it (no hydration mismatch), and features share it without importing each other.
 */
let pending: string | null = null;

export const flashNotice = {
  set(message: string): void {
    pending = message;
  },
  peek(): string | null {
    return pending;
  },
  clear(): void {
    pending = null;
  },
};

/**
 * The pending notice, taken once: the page keeps it until `dismiss()`, and the next page does not see it.
 * It is read during render (peek) and cleared in an effect, so React's double render in development keeps it.
 */
export function useFlashNotice(): { message: string | null; dismiss: () => void } {
  const [message, setMessage] = useState<string | null>(() => pending);
  useEffect(() => {
    if (message !== null && pending === message) pending = null;
  }, [message]);
  return { message, dismiss: () => setMessage(null) };
}
