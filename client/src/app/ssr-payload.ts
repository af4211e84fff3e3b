import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';

/** What a server-rendered page hands the browser: the user and the queries the page was rendered with. */
export interface SsrPayload {
  user: User | null;
  queries: DehydratedState;
}

/** A `<script type="application/json">` data block: never executed, so the CSP allows it. */
export const SSR_PAYLOAD_ID = 'ssr-data';

export function readSsrPayload(): SsrPayload | null {
  const text = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}
