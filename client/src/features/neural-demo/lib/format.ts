/** Number formats shared by the explorer's panels. */
export const formatPercent = (p: number) => `${Math.round(p * 100)}%`;
export const formatActivation = (a: number) => a.toFixed(2);
/** A weight with its sign, e.g. "+1.20" or "−0.53" (a real minus sign, read correctly by screen readers). */
export const formatWeight = (w: number) => `${w < 0 ? '−' : '+'}${Math.abs(w).toFixed(2)}`;
