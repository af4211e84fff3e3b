/**
 * A fresh key for one submission of a form (a results report, a Tariff Wars choice, a deal's form), so a
 * double click or a retry is stored once. crypto.randomUUID exists only in secure contexts (https or
 * localhost); a classroom may open the site over plain http on the local network, so fall back to
 * getRandomValues, which every browser has everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
