import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth-config';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';

/** What a server-rendered page hands the browser: the user and the queries the page was rendered with. */
export interface SsrPayload {
  user: User | null;
  queries: DehydratedState;
}

export function readSsrPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
